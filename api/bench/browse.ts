/**
 * Browse benchmark: one page of 24 listings with two filters (city + minimum bedrooms), 32 connections, over
 *  - REST    GET /api/properties?city=Toronto&bedrooms=2&limit=24
 *  - GraphQL properties(filter: {city, bedrooms}, first: 24) { nodes { every listing field } }
 *  - baseline: a plain Fastify + pg server running the same SQL (buildBrowseQuery) and sending the same JSON.
 * Prints req/s, p50, p99 and the ratio to the baseline. Targets: REST >= 60 %, GraphQL >= 40 %, p99 <= 50 ms.
 * Also prints the server's CPU time per request (process.cpuUsage of the server process): on a shared, loaded machine
 * req/s swings with the neighbours, CPU per request much less, so baseline CPU / CPU is the steadier ratio.
 *
 *   npm run bench -w @hearth/api -- browse [--seconds 10] [--connections 32]
 *
 * The servers run in a child process (its own CPU), autocannon in this one. The database is DATABASE_URL or an
 * embedded PostgreSQL in a temp dir; when it holds fewer than 50,000 listings the rest is added by seedMarketplace
 * with the defaults of `npm run seed` (the one seeding path; or seed first with `npm run seed -- --properties 50000`
 * and pass DATABASE_URL).
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { firstLine, measureLoad, startBenchApi, stopBenchServer } from './bench-api.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const FILTER = { city: 'Toronto', bedrooms: 2 };
const PAGE = 24;
const TARGET_LISTINGS = 50_000;
const FIELDS =
  'id title description address city province propertyType bedrooms bathrooms sqft furnished parking monthlyRent ' +
  'leaseStartDate leaseEndDate amenities images status showOnMarketplace ownerId createdAt updatedAt';
const GRAPHQL_BODY = JSON.stringify({
  query: `query Browse($filter: PropertyFilterInput, $first: Int) { properties(filter: $filter, first: $first) { nodes { ${FIELDS} } } }`,
  variables: { filter: FILTER, first: PAGE },
});

/** The server process's CPU counter (set once the servers are up). */
let cpuUrl = '';
const serverCpuMicros = async () => {
  const usage = (await (await fetch(cpuUrl)).json()) as { user: number; system: number };
  return usage.user + usage.system;
};

if (process.argv.includes('--serve')) await serve();
else await run();

/** Child process: the real API and the raw baseline, printing their URLs once listening. */
async function serve() {
  const { app, runtime, url, databaseUrl } = await startBenchApi(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {});
  const baseline = await startBaseline(databaseUrl);
  const { port } = baseline.server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url, baselineUrl: `http://127.0.0.1:${port}`, databaseUrl })}\n`);
  const stop = async () => {
    await baseline.close();
    await app.close();
    await runtime.shutdown().catch(() => {}); // the server's onClose may already have ended the shared pool
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
}

/** Plain Fastify + pg: no validation, no ORM, no session lookup; the same statement and the same JSON rows. */
async function startBaseline(databaseUrl: string) {
  const { default: Fastify } = await import('fastify');
  const { buildBrowseQuery } = await import('../src/modules/property/property.queries.js');
  const { createStatementPool, poolRunner } = await import('../src/common/sql.js');
  const pool = createStatementPool(databaseUrl, Number(process.env.DB_POOL_MAX ?? 20));
  pool.on('error', () => {}); // idle clients see the cluster stop at the end
  const read = poolRunner(pool);
  const app = Fastify({ logger: false });
  app.get('/baseline', async (request) => {
    const query = request.query as { city: string; bedrooms: string; limit: string };
    const limit = Number(query.limit);
    const rows = await read<Record<string, unknown>>(buildBrowseQuery({ viewer: null, sort: 'newest', city: query.city, bedrooms: Number(query.bedrooms), limit: limit + 1 }));
    return rows.slice(0, limit).map(({ cursorKey: _cursor, listingsVersion: _version, ...record }) => record);
  });
  // CPU time of this whole process (API and baseline): robust to other load on the machine, unlike req/s.
  app.get('/cpu', async () => process.cpuUsage());
  app.addHook('onClose', async () => pool.end());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function run() {
  const seconds = argValue('seconds', 10);
  const connections = argValue('connections', 32);
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-browse-'));
  const server = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, '--serve'], {
    env: { ...process.env, ...(dataDir ? { BENCH_DATA_DIR: dataDir } : {}), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const { url, baselineUrl, databaseUrl } = await firstLine<{ url: string; baselineUrl: string; databaseUrl: string }>(server);
    cpuUrl = `${baselineUrl}/cpu`;
    const listings = await ensureListings(databaseUrl);
    const query = `city=${FILTER.city}&bedrooms=${FILTER.bedrooms}&limit=${PAGE}`;
    await checkSameJson(url, baselineUrl, query);
    console.log(`browse benchmark: ${listings} listings, page of ${PAGE} (city=${FILTER.city}, bedrooms>=${FILTER.bedrooms}), ${connections} connections, ${seconds} s each`);

    const baseline = await measure('baseline (Fastify + pg)', { url: `${baselineUrl}/baseline?${query}` }, seconds, connections);
    const rest = await measure('REST /api/properties', { url: `${url}/api/properties?${query}` }, seconds, connections);
    const graphql = await measure(
      'GraphQL properties',
      { url: `${url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: GRAPHQL_BODY },
      seconds,
      connections,
    );
    console.log('');
    console.log(`machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    console.log('| server | req/s | p50 ms | p99 ms | vs baseline | CPU ms/request | baseline/CPU ratio | target |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [result, target] of [
      [baseline, ''],
      [rest, '>= 60 %, p99 <= 50 ms'],
      [graphql, '>= 40 %, p99 <= 50 ms'],
    ] as const) {
      const ratio = `${((result.rps / baseline.rps) * 100).toFixed(0)} %`;
      const cpuRatio = `${((baseline.cpuMs / result.cpuMs) * 100).toFixed(0)} %`;
      console.log(`| ${result.name} | ${result.rps.toFixed(0)} | ${result.p50} | ${result.p99} | ${ratio} | ${result.cpuMs.toFixed(2)} | ${cpuRatio} | ${target} |`);
    }
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopBenchServer(server, dataDir);
  }
}

interface Measured {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Server CPU (user + system) per answered request. */
  cpuMs: number;
}

async function measure(name: string, request: Partial<autocannon.Options>, seconds: number, connections: number): Promise<Measured> {
  let cpuBefore = 0;
  const result = await measureLoad(name, request, seconds, connections, async () => {
    cpuBefore = await serverCpuMicros();
  });
  const cpuMs = (await serverCpuMicros()) - cpuBefore;
  const measured = { name, rps: result.rps, p50: result.p50, p99: result.p99, cpuMs: cpuMs / 1000 / Math.max(1, result.total) };
  console.log(`${name}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ${measured.cpuMs.toFixed(2)} ms CPU/request`);
  return measured;
}

/** The comparison is only fair when all three send the same page. */
async function checkSameJson(url: string, baselineUrl: string, query: string) {
  const rest = await (await fetch(`${url}/api/properties?${query}`)).json();
  const raw = await (await fetch(`${baselineUrl}/baseline?${query}`)).json();
  const graphql = (await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: GRAPHQL_BODY })).json()) as {
    data: { properties: { nodes: unknown[] } };
  };
  if (JSON.stringify(rest) !== JSON.stringify(raw)) throw new Error('REST and baseline answers differ');
  // GraphQL spells enum values with underscores (house_attached); the data is otherwise identical.
  const nodes = graphql.data.properties.nodes.map((node) => JSON.parse(JSON.stringify(node).replace(/"(\w+)_(\w+)(_\w+)?"/g, (m) => m.replaceAll('_', '-'))));
  if (JSON.stringify(nodes) !== JSON.stringify(raw)) {
    const index = nodes.findIndex((node, i) => JSON.stringify(node) !== JSON.stringify((raw as unknown[])[i]));
    throw new Error(`GraphQL and baseline answers differ at ${index}:\n${JSON.stringify(nodes[index])}\n${JSON.stringify((raw as unknown[])[index])}`);
  }
  if ((raw as unknown[]).length !== PAGE) throw new Error(`expected a full page of ${PAGE}, got ${(raw as unknown[]).length}`);
}

/**
 * Tops the database up to 50,000 listings through seedMarketplace, exactly as `npm run seed -- --properties <missing>`
 * would (its people, listings and activity), with a fixed random seed so that runs compare.
 */
async function ensureListings(databaseUrl: string): Promise<number> {
  const { seedMarketplace } = await import('../src/db/seeders/marketplace-seeder.js');
  const { parseSeedArgs, SEED_PASSWORD } = await import('../src/cli/seed.js');
  const { hashPassword } = await import('../src/modules/auth/password-hasher.js');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const count = async () => (await pool.query<{ n: number }>('select count(*)::int as n from properties')).rows[0]!.n;
    const missing = TARGET_LISTINGS - (await count());
    if (missing > 0) {
      console.log(`seeding ${missing} listings...`);
      const args = parseSeedArgs(['--properties', String(missing), '--random-seed', '42']);
      await seedMarketplace(pool, { ...args, passwordHash: await hashPassword(SEED_PASSWORD) });
      await pool.query('analyze'); // fresh planner statistics before measuring
      console.log('seeded and analyzed');
    }
    return await count();
  } finally {
    await pool.end();
  }
}

