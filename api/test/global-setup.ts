import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = `hearth_test_template_${process.pid}`;

interface SharedDatabase {
  adminUrl: string;
  projects: number;
  teardown(): Promise<void>;
}

/**
 * One PostgreSQL for the run (DATABASE_URL's cluster, or an embedded one in a temp dir) and a migrated template
 * database; each test file clones the template into its own database (see test/test-database.ts).
 */
async function start(): Promise<SharedDatabase> {
  // Imported here, once a run: each test project evaluates this file anew (see setup below).
  const { ensureDatabase, withDatabase } = await import('../src/db/database-url.js');
  const { removeEmbeddedData, startEmbeddedPostgres } = await import('../src/db/embedded-postgres.js');
  const { openOrm } = await import('../src/db/orm.js');
  // The run's temp dirs (each test app's data, block stores, fake services, the embedded cluster) are made under one,
  // removed at the end: the test workers, forked after this, inherit TMPDIR, so os.tmpdir() points here for them too.
  // It has /tmp's mode: PostgreSQL runs as another user when the tests run as root, and reads files made there.
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-test-run-'));
  await chmod(runDir, 0o1777);
  process.env.TMPDIR = runDir;
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(runDir, 'postgres-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, () => {}) : undefined;
  const adminUrl = embedded?.adminUrl ?? withDatabase(process.env.DATABASE_URL!, 'postgres');

  await ensureDatabase(adminUrl, TEMPLATE);
  const orm = await openOrm(withDatabase(adminUrl, TEMPLATE));
  await orm.close(true);

  return {
    adminUrl,
    projects: 0,
    async teardown() {
      if (!embedded) {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        const { rows } = await client.query(`select datname from pg_database where datname like $1`, [`hearth_test_%_${process.pid}%`]);
        for (const { datname } of rows) await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
        await client.query(`drop database if exists ${pg.escapeIdentifier(TEMPLATE)} with (force)`);
        await client.end();
      }
      await embedded?.stop();
      if (dataDir) await removeEmbeddedData(dataDir);
      await rm(runDir, { recursive: true, force: true });
    },
  };
}

// The run's projects (vitest.config.ts) share the one database: the first to set up starts it, the last stops it.
const SHARED = Symbol.for('hearth.test-database');
type WithShared = typeof globalThis & { [SHARED]?: Promise<SharedDatabase> };

export default async function setup(project: TestProject) {
  const scope = globalThis as WithShared;
  scope[SHARED] ??= start();
  const shared = await scope[SHARED];
  shared.projects += 1;

  project.provide('adminUrl', shared.adminUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete scope[SHARED];
    await shared.teardown();
  };
}
