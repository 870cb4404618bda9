/** Shared by the benchmarks: the real API in a child process (its own CPU), and the parent reading its address. */
import type { ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import type { AppServices } from '../src/app-services.js';
import type { AppConfig } from '../src/config.js';

/**
 * Child side: the real API (bootstrap + buildServer) on a free loopback port, request limits lifted unless the
 * overrides set them; `prepare` runs on the services before the server is built. Imports lazily: the parent
 * process, which only reads `firstLine`, never loads the app.
 */
export async function startBenchApi(overrides: Partial<AppConfig>, prepare?: (services: AppServices) => Promise<unknown>) {
  const { bootstrap } = await import('../src/bootstrap.js');
  const { createLogger } = await import('../src/common/logger.js');
  const { loadConfig, RATE_LIMITS_OFF } = await import('../src/config.js');
  const { buildGraphQLSchema } = await import('../src/graphql/schema.js');
  const { buildServer } = await import('../src/server.js');
  const config: AppConfig = { ...loadConfig(), port: 0, host: '127.0.0.1', seedDemo: false, rateLimits: RATE_LIMITS_OFF, ...overrides };
  const runtime = await bootstrap(config, createLogger('warn'));
  await prepare?.(runtime.services);
  const app = await buildServer(runtime.services, await buildGraphQLSchema(runtime.services));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, runtime, config, url: `http://127.0.0.1:${port}`, databaseUrl: runtime.services.pool.options.connectionString! };
}

/** Parent side: the JSON line the child prints once it listens. */
export function firstLine<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(JSON.parse(line) as T));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Parent side: stops the child server and removes its temporary data directory, if it had one. */
export async function stopBenchServer(child: ChildProcess, dataDir: string | undefined): Promise<void> {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  if (dataDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 5 }).catch(() => {});
}

/** Throughput and latency of one load: req/s, p50 and p99 in ms. */
export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  /** Requests answered in the measured run. */
  total: number;
}

/**
 * Loads `request` for `seconds` after a 2-second warm-up (JIT, pools, plan cache); any non-2xx or error fails it.
 * `measuring` runs between the two (a CPU counter's start, say).
 */
export async function measureLoad(
  name: string,
  request: Partial<autocannon.Options>,
  seconds: number,
  connections: number,
  measuring?: () => Promise<void>,
): Promise<LoadResult> {
  await autocannon({ ...request, url: request.url!, connections, duration: 2 });
  await measuring?.();
  const result = await autocannon({ ...request, url: request.url!, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, total: result.requests.total };
}
