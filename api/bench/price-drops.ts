/**
 * The browse's `priceDropped` filter at scale: `npm run bench -w @hearth/api -- price-drops [--listings 1000000]
 * [--runs 40]`. Tops the database (DATABASE_URL, or an embedded PostgreSQL under DATA_DIR or a temp dir) up to
 * `--listings` through seedMarketplace (which gives one listing in 33 a drop 0 to 44 days ago), then times the
 * service's browse (rows and total, as REST answers them) for the common shapes with and without the filter, and
 * the previousRent lookup of a page. Prints p50 and p99 in ms.
 */
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const LISTINGS = argValue('listings', 1_000_000);
const RUNS = argValue('runs', 40);

const { bootstrap } = await import('../src/bootstrap.js');
const { createLogger } = await import('../src/common/logger.js');
const { loadConfig } = await import('../src/config.js');
const { seedMarketplace } = await import('../src/db/seeders/marketplace-seeder.js');
const { parseSeedArgs, SEED_PASSWORD } = await import('../src/cli/seed.js');
const { hashPassword } = await import('../src/modules/auth/password-hasher.js');

const dataDir = process.env.DATABASE_URL || process.env.DATA_DIR ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-'));
const runtime = await bootstrap({ ...loadConfig(), seedDemo: false, ...(dataDir ? { dataDir } : {}) }, createLogger('warn'));
const { pool, properties, orm } = runtime.services;
try {
  const count = async () => (await pool.query<{ n: number }>('select count(*)::int as n from properties')).rows[0]!.n;
  const missing = LISTINGS - (await count());
  if (missing > 0) {
    const started = performance.now();
    const args = parseSeedArgs(['--properties', String(missing), '--random-seed', '42']);
    await seedMarketplace(pool, { ...args, passwordHash: await hashPassword(SEED_PASSWORD) });
    await pool.query('analyze');
    console.log(`seeded ${missing.toLocaleString('en-CA')} listings in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const { rows: [shape] } = await pool.query<{ listings: number; history: number; drops: number }>(
    `select (select count(*)::int from properties) as listings, (select count(*)::int from property_price_history) as history,
       (select count(*)::int from property_price_history where effective_until is null and previous_rent > monthly_rent and effective_from > now() - interval '30 days') as drops`,
  );
  console.log(`${shape!.listings.toLocaleString('en-CA')} listings, ${shape!.history.toLocaleString('en-CA')} price history rows, ${shape!.drops.toLocaleString('en-CA')} drops in the last 30 days`);

  const time = async (name: string, work: () => Promise<unknown>) => {
    for (let i = 0; i < 3; i++) await work(); // warm-up
    const spent: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await work();
      spent.push(performance.now() - started);
    }
    spent.sort((a, b) => a - b);
    const at = (q: number) => spent[Math.min(spent.length - 1, Math.floor(q * spent.length))]!.toFixed(1);
    console.log(`${name.padEnd(56)} p50 ${at(0.5).padStart(7)} ms   p99 ${at(0.99).padStart(7)} ms`);
  };
  const browse = (query: Record<string, unknown>) => async () => {
    const ctx = { em: orm.em.fork(), viewer: null };
    const page = await properties.browse(ctx, { limit: 24, ...query });
    await properties.withPreviousRents(ctx, page.items);
    return page.totalCount();
  };
  const shapes: Array<[string, Record<string, unknown>]> = [
    ['marketplace, newest', {}],
    ['Toronto, newest', { city: 'Toronto' }],
    ['Toronto, 2 bedrooms, by price', { city: 'Toronto', bedrooms: 2, sort: 'price_asc' }],
    ['Toronto box, by price', { bbox: '-79.6,43.58,-79.2,43.85', sort: 'price_asc' }],
  ];
  for (const [name, query] of shapes) {
    await time(`${name}`, browse(query));
    await time(`${name} + priceDropped`, browse({ ...query, priceDropped: true }));
  }
} finally {
  await runtime.shutdown();
}
