/**
 * Rent ledger benchmark: one lease of ten years of monthly rent with a payment every month (120 periods, 120
 * payments, plus a partial and an overpayment), read through the real API as its tenant would:
 * GET /api/leases/{id}/ledger over HTTP with a session cookie (session lookup, lease, payments, the ledger's
 * arithmetic, JSON). Sequential requests after a warm-up; prints p50/p95/max (target p95 <= 50 ms) and the machine's load.
 *
 *   npm run bench -w @hearth/api -- rent-ledger [--iterations 300]
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os, { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { bootstrap } from '../src/bootstrap.js';
import { createLogger } from '../src/common/logger.js';
import { loadConfig, RATE_LIMITS_OFF } from '../src/config.js';
import { SESSION_COOKIE } from '../src/contracts/index.js';
import { buildGraphQLSchema } from '../src/graphql/schema.js';
import { buildServer } from '../src/server.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const ITERATIONS = argValue('iterations', 300);
const TARGET_P95_MS = 50;
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-rent-'));
// Today pinned to the lease's tenth year, so the ledger has 120 periods.
const now = () => new Date('2026-12-15T17:00:00.000Z');
const config = { ...loadConfig(), port: 0, host: '127.0.0.1', seedDemo: false, rateLimits: RATE_LIMITS_OFF, now, ...(dataDir ? { dataDir } : {}) };
const runtime = await bootstrap(config, createLogger('warn'));
const { pool, orm, sessions } = runtime.services;
const app = await buildServer(runtime.services, await buildGraphQLSchema(runtime.services));
try {
  const landlord = (await pool.query(`insert into users (email, name, role) values ('landlord@bench.ca', 'Lena Landlord', 'landlord') returning id`)).rows[0].id;
  const tenant = (await pool.query(`insert into users (email, name, role, email_verified_at) values ('tenant@bench.ca', 'Tia Tenant', 'tenant', now()) returning id`)).rows[0].id;
  const property = (
    await pool.query(
      `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, show_on_marketplace, latitude, longitude)
       values ('Maple Loft', '1 King St W', 'Toronto', 'ON', 'condo', 2, 1, 2000, $1, 'approved', true, 43.65, -79.38) returning id`,
      [landlord],
    )
  ).rows[0].id;
  const lease = (
    await pool.query(
      `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent, rent_due_day)
       values ($1, $2, $3, 'Tia Tenant', 'tenant@bench.ca', 'active', '2017-01-01', null, 2000, 1) returning id`,
      [property, landlord, tenant],
    )
  ).rows[0].id;
  await pool.query(
    `insert into rent_payments (lease_id, amount_cents, paid_on, method, recorded_by)
     select $1, case when n = 30 then 150000 when n = 31 then 250000 else 200000 end, ('2017-01-01'::date + (n || ' months')::interval)::date, 'e-transfer', $2
       from generate_series(0, 119) n`,
    [lease, landlord],
  );
  await pool.query('analyze');
  const secret = await sessions.start(orm.em.fork(), tenant);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}/api/leases/${lease}/ledger`;
  const headers = { cookie: `${SESSION_COOKIE}=${secret}` };

  const read = async () => {
    const response = await fetch(url, { headers });
    if (response.status !== 200) throw new Error(`ledger: ${response.status} ${await response.text()}`);
    return (await response.json()) as { periods: unknown[]; payments: unknown[]; balanceCents: number };
  };
  const first = await read();
  console.log(`  lease #${lease}: ${first.periods.length} periods, ${first.payments.length} payments, balance ${first.balanceCents} cents`);
  for (let i = 0; i < 30; i++) await read(); // warm-up: JIT, pools, plans
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    await read();
    times.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  console.log(
    `  GET ledger (10 years)  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${p95.toFixed(1)} ms  max ${times.at(-1)!.toFixed(1)} ms  ` +
      `CPU ${((used.user + used.system) / 1000 / ITERATIONS).toFixed(1)} ms a request (server and client)  (${ITERATIONS} sequential requests; target p95 <= ${TARGET_P95_MS} ms; load ${loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores)`,
  );
} finally {
  await app.close();
  await runtime.shutdown();
  if (dataDir) await rm(dataDir, { recursive: true, force: true }).catch(() => {});
}
