import { spawn } from 'node:child_process';
import { existsSync, lstatSync, readFileSync, realpathSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAlive, othersCanReach, removeEmbeddedData, startEmbeddedPostgres } from './embedded-postgres.js';
import { elapsedMs } from '../../test/clock.js';

const MODULE = fileURLToPath(new URL('./embedded-postgres.ts', import.meta.url));
let dataDir: string;
const pidFile = () => path.join(dataDir, 'pg', 'postmaster.pid');
const postmasterPid = () => Number(readFileSync(pidFile(), 'utf8').split('\n')[0]);

/** A separate Node process starts the cluster through the same code and is then killed with SIGKILL: a real orphan. */
async function orphanCluster(): Promise<void> {
  const script = `const { startEmbeddedPostgres } = await import(${JSON.stringify(MODULE)});
    await startEmbeddedPostgres(${JSON.stringify(dataDir)}, () => {}); console.log('ready'); setInterval(() => {}, 60000);`;
  const child = spawn(process.execPath, ['--import', '@swc-node/register/esm-register', '--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`the owner process exited early (${code})`)));
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

async function answers(adminUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  const { rows } = await client.query('select 1 as one');
  await client.end();
  return rows[0].one === 1;
}

describe('embedded PostgreSQL ownership', () => {
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-embedded-'));
  });

  afterAll(async () => {
    // Never leave a postmaster behind, whatever a failed assertion skipped.
    if (existsSync(pidFile())) {
      const pid = postmasterPid();
      if (isAlive(pid)) process.kill(pid, 'SIGINT');
      const deadline = elapsedMs() + 30_000;
      while (isAlive(pid) && existsSync(pidFile()) && elapsedMs() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('adopts the cluster of an owner killed with SIGKILL and stops it on a graceful stop', async () => {
    await orphanCluster();
    const orphan = postmasterPid();
    expect(isAlive(orphan)).toBe(true);

    const messages: string[] = [];
    const adopted = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
    expect(messages.join('\n')).toMatch(/adopted the embedded PostgreSQL/);
    expect(await answers(adopted.adminUrl)).toBe(true);

    await adopted.stop();
    expect(existsSync(pidFile())).toBe(false);
    expect(isAlive(orphan)).toBe(false);
  }, 120_000);

  it('joins, without stopping it, a cluster whose owner still runs (a CLI command beside npm start)', async () => {
    const owner = await startEmbeddedPostgres(dataDir, () => {});
    const messages: string[] = [];
    const joined = await startEmbeddedPostgres(dataDir, (message) => messages.push(message));
    expect(messages.join('\n')).toMatch(/joined the embedded PostgreSQL/);

    await joined.stop();
    expect(await answers(owner.adminUrl)).toBe(true);

    const pid = postmasterPid();
    await owner.stop();
    expect(existsSync(pidFile())).toBe(false);
    expect(isAlive(pid)).toBe(false);
  }, 120_000);
});

describe('embedded PostgreSQL as root in a folder only root may enter (a clone under /root)', () => {
  const asRoot = process.getuid?.() === 0;
  let privateDir: string;
  let stateDir: string;

  beforeAll(async () => {
    privateDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-private-'));
    await chmod(privateDir, 0o700);
    stateDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-state-'));
    await chmod(stateDir, 0o755);
  });

  afterAll(async () => {
    await removeEmbeddedData(path.join(privateDir, 'data'));
    await rm(privateDir, { recursive: true, force: true });
    await rm(stateDir, { recursive: true, force: true });
  });

  it('tells whether others can pass through every folder above a path', async () => {
    expect(othersCanReach(path.join(privateDir, 'data'))).toBe(false);
    expect(othersCanReach(path.join(stateDir, 'pg'))).toBe(true);
  });

  it.skipIf(!asRoot)('starts, keeps its data across a restart and stops, the cluster reachable by the postgres user', async () => {
    const dataDir = path.join(privateDir, 'data');
    // What a start that failed here before left behind: an empty cluster folder.
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    expect((await stat(privateDir)).mode & 0o777).toBe(0o700);

    const first = await startEmbeddedPostgres(dataDir, () => {}, { stateDir });
    const client = new pg.Client({ connectionString: first.adminUrl });
    await client.connect();
    await client.query('create table kept (id int)');
    await client.end();
    await first.stop();

    // The data dir still names the cluster, which lives where the postgres user can reach it.
    expect(lstatSync(path.join(dataDir, 'pg')).isSymbolicLink()).toBe(true);
    expect(realpathSync(path.join(dataDir, 'pg')).startsWith(`${realpathSync(stateDir)}/`)).toBe(true);

    const second = await startEmbeddedPostgres(dataDir, () => {}, { stateDir });
    const again = new pg.Client({ connectionString: second.adminUrl });
    await again.connect();
    const { rows } = await again.query(`select to_regclass('kept') is not null as kept`);
    await again.end();
    await second.stop();
    expect(rows[0].kept).toBe(true);
  }, 120_000);
});
