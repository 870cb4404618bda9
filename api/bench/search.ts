/**
 * Search benchmark (docs/search.md): twelve browse shapes on the national data set, 32 connections, each against
 *  - REST    GET /api/properties?<shape>&limit=24 (with its X-Total-Count, as the API always sends it)
 *  - GraphQL properties(filter, sort, first: 24) { totalCount nodes { every listing field } }
 *  - raw: a plain Fastify + pg server running the same statements (buildSearchQuery, buildBrowseQuery, the count)
 *    with the shape's filter written in, and sending the same JSON.
 * Prints req/s, p50 and p99 per shape and server. Targets: p99 <= 50 ms, REST >= 0.9 x raw, GraphQL >= 0.85 x REST.
 * Then the rent report (docs/rent-report.md): a full refresh timed (target <= 60 s at 1,000,000 listings), and
 * GET /api/rent-report national, ?city=Toronto and ?province=QC, and GraphQL rentReport(city: "Toronto"), under the
 * same load (target p99 <= 50 ms). `--report` runs only that.
 *
 *   npm run bench -w @hearth/api -- search [--seconds 5] [--connections 32] [--report]
 *
 * The database is DATABASE_URL, or the embedded cluster under DATA_DIR (seed it first:
 * `DATA_DIR=/tmp/hearth-1m npm run seed -- --properties 1000000`), or a temporary one topped up to 50,000 listings.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { createStatementPool, poolRunner, toPgPlaceholders, type SqlQuery, type SqlRunner } from '../src/common/sql.js';
import * as queries from '../src/modules/property/property.queries.js';
import { rentReportRefreshStatements } from '../src/modules/property/rent-report.queries.js';
import { BrowseReads } from '../src/modules/property/browse-reads.js';
import { readSearchText } from '../src/modules/property/search-text.js';
import type { BrowseScope } from '../src/modules/property/property.queries.js';
import { firstLine, measureLoad, startBenchApi, stopBenchServer, type LoadResult } from './bench-api.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const PAGE = 24;
const MIN_LISTINGS = 50_000;
const FIELDS =
  'id title description address city province propertyType bedrooms bathrooms sqft furnished parking monthlyRent ' +
  'leaseStartDate leaseEndDate amenities images status showOnMarketplace ownerId createdAt updatedAt';

type ShapeFilter = Omit<BrowseScope, 'viewer' | 'limit' | 'after' | 'tsquery' | 'listingsVersion'> & { q?: string };
interface Shape {
  name: string;
  /** The filter and order, as the service would parse them from REST or GraphQL. */
  filter: ShapeFilter;
}

const TORONTO = { west: -79.64, south: 43.58, east: -79.12, north: 43.86 };
const MONTREAL = { west: -73.75, south: 45.42, east: -73.45, north: 45.62 };

const SHAPES: Shape[] = [
  { name: 'default page', filter: { sort: 'newest' } },
  // The cliff of the issue: a city, a rent range and a type.
  { name: 'city + rent range + type', filter: { sort: 'newest', city: 'Toronto', minRent: 2000, maxRent: 2600, propertyType: 'condo' } },
  { name: 'text query', filter: { sort: 'relevance', q: 'plateau hardwood' } },
  { name: 'bbox around Montréal', filter: { sort: 'newest', bbox: MONTREAL } },
  { name: 'price sort + filters', filter: { sort: 'price_asc', propertyType: 'condo', bedrooms: 2, minRent: 1500 } },
  // Combined shapes: a box with a price order and filters, a small box, a box with text.
  { name: 'bbox Toronto + price asc + 2 bedrooms', filter: { sort: 'price_asc', bedrooms: 2, bbox: TORONTO } },
  { name: 'bbox Montréal + price desc + type', filter: { sort: 'price_desc', propertyType: 'condo', bbox: MONTREAL } },
  { name: 'bbox Toronto + rent range + bedrooms', filter: { sort: 'newest', minRent: 1800, maxRent: 2600, bedrooms: 1, bbox: TORONTO } },
  { name: 'city + price asc + bedrooms', filter: { sort: 'price_asc', city: 'Vancouver', bedrooms: 2 } },
  { name: 'small bbox (Plateau) + price asc', filter: { sort: 'price_asc', bbox: { west: -73.6, south: 45.51, east: -73.56, north: 45.535 } } },
  { name: 'text + bbox Toronto', filter: { sort: 'relevance', q: 'hardwood', bbox: TORONTO } },
  { name: 'text + bbox Toronto + price asc', filter: { sort: 'price_asc', q: 'hardwood', bbox: TORONTO } },
];

/** The shape as a REST query string (bbox as west,south,east,north). */
function restQuery({ filter }: Shape): string {
  const params = new URLSearchParams({ limit: String(PAGE) });
  for (const [key, value] of Object.entries(filter)) {
    params.set(key, key === 'bbox' ? Object.values(value as object).join(',') : String(value));
  }
  return params.toString();
}

/** The shape as a GraphQL request body (enum values spelt with underscores). */
function graphqlBody({ filter: { sort, ...filter } }: Shape): string {
  const gqlFilter = { ...filter, ...(filter.propertyType ? { propertyType: filter.propertyType.replaceAll('-', '_') } : {}) };
  return JSON.stringify({
    query: `query Browse($filter: PropertyFilterInput, $sort: PropertySort, $first: Int) {
      properties(filter: $filter, sort: $sort, first: $first) { totalCount nodes { ${FIELDS} } } }`,
    variables: { filter: gqlFilter, sort, first: PAGE },
  });
}

if (process.argv.includes('--serve')) await serve();
else await run();

/** Child process: the real API and the raw twin, printing their URLs once listening. */
async function serve() {
  const dataDir = process.env.BENCH_DATA_DIR ?? process.env.DATA_DIR;
  const { app, runtime, url, databaseUrl } = await startBenchApi(dataDir ? { dataDir } : {});
  const raw = await startRaw(databaseUrl);
  const { port } = raw.server.address() as { port: number };
  process.stdout.write(`${JSON.stringify({ url, rawUrl: `http://127.0.0.1:${port}`, databaseUrl })}\n`);
  process.on('SIGTERM', () => {
    void (async () => {
      await raw.close();
      await app.close();
      await runtime.shutdown().catch(() => {});
      process.exit(0);
    })();
  });
}

/**
 * A shape's page and total through what the service reads, in its order (the tsquery, the page, the total), with
 * one BrowseReads per server like PropertyService: what it keeps between requests, the twin keeps too.
 */
async function answerShape(reads: BrowseReads, shape: Shape) {
  const { q, ...filter } = shape.filter;
  const { words } = readSearchText(q ?? '');
  const request = { ...filter, viewer: null, limit: PAGE + 1 };
  const { rows, total } = words.length ? await reads.browseText(words, request) : await reads.browse(request);
  return { rows, count: await total() };
}

/** Plain Fastify + pg: no parsing, no ORM, no session; per shape the statements the service runs, in its order. */
async function startRaw(databaseUrl: string) {
  const { default: Fastify } = await import('fastify');
  const pool = createStatementPool(databaseUrl, Number(process.env.DB_POOL_MAX ?? 20));
  pool.on('error', () => {});
  const app = Fastify({ logger: false });
  const reads = new BrowseReads(poolRunner(pool));
  app.get<{ Params: { shape: string } }>('/raw/:shape', async (request, reply) => {
    const { rows, count } = await answerShape(reads, SHAPES[Number(request.params.shape)]!);
    reply.header('x-total-count', count);
    return rows.slice(0, PAGE).map(({ cursorKey: _cursor, listingsVersion: _version, ...record }) => record);
  });
  app.addHook('onClose', async () => pool.end());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function run() {
  const seconds = argValue('seconds', 5);
  const connections = argValue('connections', 32);
  const persistent = process.env.DATABASE_URL || process.env.DATA_DIR;
  const dataDir = persistent ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-search-'));
  const server = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, '--serve'], {
    env: { ...process.env, ...(dataDir ? { BENCH_DATA_DIR: dataDir } : {}), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const { url, rawUrl, databaseUrl } = await firstLine<{ url: string; rawUrl: string; databaseUrl: string }>(server);
    const listings = await ensureListings(databaseUrl);
    if (process.argv.includes('--explain')) return await explainShapes(databaseUrl, listings);
    if (process.argv.includes('--report')) return await benchRentReport(url, databaseUrl, seconds, connections);
    console.log(`search benchmark: ${listings} listings, pages of ${PAGE}, ${connections} connections, ${seconds} s each`);
    console.log(`machine load average (1 min) at the start: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    const table: string[] = ['| shape | server | req/s | p50 ms | p99 ms | ratio | target |', '|---|---|---|---|---|---|---|'];
    for (const [index, shape] of SHAPES.entries()) {
      await checkSameAnswers(url, rawUrl, index, shape);
      const raw = await measure(`${shape.name} / raw`, { url: `${rawUrl}/raw/${index}` }, seconds, connections);
      const rest = await measure(`${shape.name} / REST`, { url: `${url}/api/properties?${restQuery(shape)}` }, seconds, connections);
      const graphql = await measure(
        `${shape.name} / GraphQL`,
        { url: `${url}/graphql`, method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody(shape) },
        seconds,
        connections,
      );
      const row = (server: string, m: Measured, ratio: string, target: string) =>
        `| ${shape.name} | ${server} | ${m.rps.toFixed(0)} | ${m.p50} | ${m.p99} | ${ratio} | ${target} |`;
      table.push(row('raw Fastify + pg', raw, '', 'p99 <= 50'));
      table.push(row('REST', rest, `${(rest.rps / raw.rps).toFixed(2)} x raw`, '>= 0.9 x raw, p99 <= 50'));
      table.push(row('GraphQL', graphql, `${(graphql.rps / rest.rps).toFixed(2)} x REST`, '>= 0.85 x REST, p99 <= 50'));
    }
    console.log('');
    console.log(`machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    console.log(table.join('\n'));
    await benchRentReport(url, databaseUrl, seconds, connections);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopBenchServer(server, dataDir);
  }
}

/**
 * `-- search --explain`: EXPLAIN ANALYZE of every statement each shape runs (warm: each is run once before), the
 * plans docs/search.md keeps.
 */
async function explainShapes(databaseUrl: string, listings: number) {
  const pool = createStatementPool(databaseUrl, 1);
  try {
    const run = poolRunner(pool);
    const explaining: SqlRunner = async <R,>(query: SqlQuery) => {
      const statement = toPgPlaceholders(query.sql);
      if (!statement.startsWith('explain')) {
        await pool.query(statement, query.params);
        const { rows } = await pool.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers off) ${statement}`, query.params);
        console.log(`\n\`\`\`\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n\`\`\``);
      }
      return run<R>(query);
    };
    console.log(`EXPLAIN ANALYZE on ${listings} listings`);
    for (const shape of SHAPES) {
      console.log(`\n### ${shape.name}`);
      await answerShape(new BrowseReads(explaining), shape);
    }
  } finally {
    await pool.end();
  }
}

type Measured = LoadResult;

async function measure(name: string, request: Partial<autocannon.Options>, seconds: number, connections: number): Promise<Measured> {
  const measured = await measureLoad(name, request, seconds, connections);
  console.log(`${name}: ${measured.rps.toFixed(0)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms`);
  return measured;
}

/** The comparison is only fair when all three send the same page and total. */
async function checkSameAnswers(url: string, rawUrl: string, index: number, shape: Shape) {
  const restResponse = await fetch(`${url}/api/properties?${restQuery(shape)}`);
  const rawResponse = await fetch(`${rawUrl}/raw/${index}`);
  const [rest, raw] = [await restResponse.json(), await rawResponse.json()] as Array<Array<{ id: number }>>;
  const graphql = (await (await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: graphqlBody(shape) })).json()) as {
    data?: { properties: { totalCount: number; nodes: Array<{ id: number }> } };
    errors?: unknown;
  };
  if (!graphql.data) throw new Error(`${shape.name}: GraphQL failed: ${JSON.stringify(graphql.errors)}`);
  const ids = (rows: Array<{ id: number }>) => rows.map((row) => row.id).join(',');
  if (JSON.stringify(rest) !== JSON.stringify(raw)) throw new Error(`${shape.name}: REST and raw answers differ`);
  if (ids(graphql.data.properties.nodes) !== ids(raw)) throw new Error(`${shape.name}: GraphQL and raw answers differ`);
  const totals = [restResponse.headers.get('x-total-count'), rawResponse.headers.get('x-total-count'), String(graphql.data.properties.totalCount)];
  if (new Set(totals).size !== 1) throw new Error(`${shape.name}: totals differ (REST, raw, GraphQL): ${totals.join(', ')}`);
  console.log(`${shape.name}: ${raw.length} of ${totals[0]} listings`);
}

/** A temporary database gets MIN_LISTINGS through seedMarketplace (the path `npm run seed` takes). */
async function ensureListings(databaseUrl: string): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const count = async () => (await pool.query<{ n: number }>('select count(*)::int as n from properties')).rows[0]!.n;
    const missing = MIN_LISTINGS - (await count());
    if (missing > 0) {
      const { seedMarketplace } = await import('../src/db/seeders/marketplace-seeder.js');
      const { parseSeedArgs, SEED_PASSWORD } = await import('../src/cli/seed.js');
      const { hashPassword } = await import('../src/modules/auth/password-hasher.js');
      console.log(`seeding ${missing} listings...`);
      await seedMarketplace(pool, { ...parseSeedArgs(['--properties', String(missing), '--random-seed', '42']), passwordHash: await hashPassword(SEED_PASSWORD) });
    }
    return await count();
  } finally {
    await pool.end();
  }
}

/**
 * The rent report at this scale: one full refresh (its statements in one transaction, as the job runs them), timed
 * with the machine's load, then the report national and for one city under load. Targets: refresh <= 60 s,
 * p99 <= 50 ms.
 */
async function benchRentReport(url: string, databaseUrl: string, seconds: number, connections: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from properties p where ${queries.PUBLIC_LISTING}`,
    );
    console.log(`\nrent report: ${rows[0]!.n} public listings; load average (1 min) ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    const started = performance.now();
    await client.query('begin');
    for (const statement of rentReportRefreshStatements(new Date())) await client.query(toPgPlaceholders(statement.sql), statement.params);
    await client.query('commit');
    const refreshSeconds = (performance.now() - started) / 1000;
    const counted = await client.query<{ rows: number; sampled: number }>('select count(*)::int as rows, coalesce(sum(sample_size) filter (where property_type is null), 0)::int as sampled from rent_report_rows');
    console.log(`full refresh: ${refreshSeconds.toFixed(1)} s (target <= 60 s), ${counted.rows[0]!.rows} rows over ${counted.rows[0]!.sampled} listings; load average ${os.loadavg()[0]!.toFixed(1)}`);
  } finally {
    await client.end();
  }
  const table = ['| call | req/s | p50 ms | p99 ms | target |', '|---|---|---|---|---|'];
  for (const path of ['/api/rent-report', '/api/rent-report?city=Toronto', '/api/rent-report?province=QC']) {
    const answer = (await (await fetch(`${url}${path}`)).json()) as { rows: unknown[] };
    console.log(`${path}: ${answer.rows.length} rows`);
    const measured = await measure(`rent report ${path}`, { url: `${url}${path}` }, seconds, connections);
    table.push(`| GET ${path} | ${measured.rps.toFixed(0)} | ${measured.p50} | ${measured.p99} | p99 <= 50 |`);
    // One request at a time too: on a loaded shared machine the concurrent figures measure the queue for the cores.
    const serial = await serialLatencies(`${url}${path}`, 200);
    table.push(`| GET ${path}, one at a time | ${serial.rps.toFixed(0)} | ${serial.p50.toFixed(1)} | ${serial.p99.toFixed(1)} | p99 <= 50 |`);
  }
  // GraphQL rentReport for one city: the same kept rows, through the schema's resolvers.
  const graphql = {
    url: `${url}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: `query Report($city: String) { rentReport(city: $city) { generatedAt rows { province city bedrooms propertyType medianRent sampleSize oneMonthChangePercent oneYearChangePercent } } }`,
      variables: { city: 'Toronto' },
    }),
  };
  const answer = (await (await fetch(graphql.url, graphql)).json()) as { data?: { rentReport: { rows: unknown[] } }; errors?: unknown };
  if (!answer.data) throw new Error(`GraphQL rentReport failed: ${JSON.stringify(answer.errors)}`);
  console.log(`GraphQL rentReport(city: "Toronto"): ${answer.data.rentReport.rows.length} rows`);
  const measured = await measure('rent report GraphQL rentReport(city: "Toronto")', graphql, seconds, connections);
  table.push(`| GraphQL rentReport(city: "Toronto") | ${measured.rps.toFixed(0)} | ${measured.p50} | ${measured.p99} | p99 <= 50 |`);
  const serial = await serialLatencies(graphql.url, 200, graphql);
  table.push(`| GraphQL rentReport(city: "Toronto"), one at a time | ${serial.rps.toFixed(0)} | ${serial.p50.toFixed(1)} | ${serial.p99.toFixed(1)} | p99 <= 50 |`);
  console.log(`machine load average (1 min) after the report: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
  console.log(table.join('\n'));
}

/** `count` requests one after the other: p50 and p99 of their latencies (ms), and the rate they made. */
async function serialLatencies(url: string, count: number, init?: RequestInit) {
  const latencies: number[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await fetch(url, init);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    latencies.push(performance.now() - start);
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.ceil(share * latencies.length) - 1)]!;
  return { rps: count / elapsed, p50: at(0.5), p99: at(0.99) };
}
