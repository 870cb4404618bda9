/**
 * Flood benchmark: one anonymous client floods rendered property pages (a unique `?utm=N` each, so no render is
 * shared) and GraphQL browse at 40 connections for 20 s, while a signed-in tenant keeps browsing (GraphQL browse,
 * their saved properties, a property page). Prints how many flood requests met 429, the tenant's latency (p50, p95,
 * max) before and during the flood, and every 5xx. Targets: the flood meets 429s, the tenant's p95 stays under
 * 300 ms, nothing answers 5xx.
 *
 *   npm run bench -w @hearth/api -- flood [--seconds 20] [--connections 40] [--lifted]
 *
 * The server runs in a child process with the limits of the environment (defaults unless RATE_LIMIT_* are set), the
 * built web app (`npm run build` first, or pages are not rendered) and the demo data, on an embedded PostgreSQL in a
 * temp dir. `--lifted` turns every request limit off, to see what the render cap alone does. Loopback only.
 */
import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { firstLine, startBenchApi, stopBenchServer } from './bench-api.js';

const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};
const BROWSE = JSON.stringify({ query: '{ properties(first: 24) { nodes { id title city monthlyRent images } } }' });
const JSON_HEADERS = { 'content-type': 'application/json' };

if (process.argv.includes('--serve')) await serve();
else await run();

/** Child process: the real API with the web build and the demo data, printing its URL once listening. */
async function serve() {
  const { loadDemoDataIfEmpty } = await import('../src/db/seeders/demo-data.js');
  const { loadConfig } = await import('../src/config.js');
  // Unlike the other benchmarks, this one keeps the limits of the environment on (unless --lifted).
  const limits = process.env.BENCH_LIFTED ? {} : { rateLimits: loadConfig().rateLimits };
  const { app, runtime, url, config } = await startBenchApi({ dataDir: process.env.BENCH_DATA_DIR!, ...limits }, loadDemoDataIfEmpty);
  process.stdout.write(`${JSON.stringify({ url, limits: config.rateLimits, renderConcurrency: config.renderConcurrency })}\n`);
  process.on('SIGTERM', () => void app.close().then(() => runtime.shutdown()).finally(() => process.exit(0)));
}

async function run() {
  const seconds = argValue('seconds', 20);
  const connections = argValue('connections', 40);
  const lifted = process.argv.includes('--lifted');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-bench-flood-'));
  const server = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, '--serve'], {
    env: { ...process.env, BENCH_DATA_DIR: dataDir, ...(lifted ? { BENCH_LIFTED: '1' } : {}), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const { url, limits, renderConcurrency } = await firstLine<{ url: string; limits: unknown; renderConcurrency: number }>(server);
    const propertyId = ((await (await fetch(`${url}/api/properties?limit=1`)).json()) as Array<{ id: number }>)[0]!.id;
    const rendered = await (await fetch(`${url}/property/${propertyId}`)).text();
    if (!rendered.includes('data-prerendered="page"')) console.log('warning: pages are not rendered (build the web app first: npm run build)');
    const cookie = await signIn(url);
    console.log(`flood benchmark: ${connections} anonymous connections for ${seconds} s on /property/${propertyId}?utm=N and GraphQL browse`);
    console.log(`limits: ${JSON.stringify(limits)}, render concurrency ${renderConcurrency}`);

    const before = await tenantBrowsing(url, cookie, propertyId, 5_000);
    let utm = 0;
    const [flood, during] = await Promise.all([
      autocannon({
        url,
        connections,
        duration: seconds,
        requests: [
          { method: 'GET', setupRequest: (request) => ({ ...request, path: `/property/${propertyId}?utm=${(utm += 1)}` }) },
          { method: 'POST', path: '/graphql', headers: JSON_HEADERS, body: BROWSE },
        ],
      }),
      tenantBrowsing(url, cookie, propertyId, seconds * 1000),
    ]);
    const statusCounts: Record<string, { count?: number }> = flood.statusCodeStats ?? {};
    const byStatus = Object.entries(statusCounts).map(([status, { count }]) => `${status}: ${count}`).join(', ');
    const tenant5xx = during.statuses.filter((status) => status >= 500).length + before.statuses.filter((status) => status >= 500).length;
    const tenantNot2xx = during.statuses.filter((status) => status >= 300).length;
    const count429 = statusCounts['429']?.count ?? 0;
    console.log('');
    console.log(`machine load average (1 min) at the end: ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
    console.log('| measure | value | target |');
    console.log('|---|---|---|');
    console.log(`| flood requests answered | ${flood.requests.total} (${byStatus}) | |`);
    console.log(`| flood 429s | ${count429} | > 0 |`);
    console.log(`| flood latency p50 / p99 | ${flood.latency.p50} / ${flood.latency.p99} ms | |`);
    console.log(`| tenant before the flood: p50 / p95 / max | ${before.summary} | |`);
    console.log(`| tenant during the flood: p50 / p95 / max | ${during.summary} | p95 < 300 ms |`);
    console.log(`| tenant answers not 2xx during the flood | ${tenantNot2xx} of ${during.statuses.length} | 0 |`);
    console.log(`| 5xx (flood + tenant) | ${flood['5xx'] + tenant5xx} | 0 |`);
    console.log(`| connection errors / timeouts | ${flood.errors} / ${flood.timeouts} | |`);
  } catch (error) {
    console.error(error);
    process.exitCode = 1;
  } finally {
    await stopBenchServer(server, dataDir);
  }
}

async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: 'tenant@hearth.test', role: 'tenant', password: 'hearth-tenant' }),
  });
  if (response.status !== 200) throw new Error(`tenant sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((line) => line.split(';')[0]).join('; ');
}

/** A signed-in tenant browsing one request at a time (GraphQL browse, saved properties, a property page) for `ms`. */
async function tenantBrowsing(url: string, cookie: string, propertyId: number, ms: number) {
  const requests: Array<[string, RequestInit]> = [
    [`${url}/graphql`, { method: 'POST', headers: { ...JSON_HEADERS, cookie }, body: BROWSE }],
    [`${url}/api/saved-properties`, { headers: { cookie } }],
    [`${url}/property/${propertyId}`, { headers: { cookie } }],
  ];
  const latencies: number[] = [];
  const statuses: number[] = [];
  const end = Date.now() + ms;
  for (let i = 0; Date.now() < end; i += 1) {
    const [target, init] = requests[i % requests.length]!;
    const started = performance.now();
    const response = await fetch(target, init);
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    statuses.push(response.status);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!.toFixed(0);
  return { statuses, summary: `${at(0.5)} / ${at(0.95)} / ${latencies.at(-1)!.toFixed(0)} ms (${latencies.length} requests)` };
}

