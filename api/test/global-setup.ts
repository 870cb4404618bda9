import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureDatabase, withDatabase } from '../src/db/database-url.js';
import { removeEmbeddedData, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { openOrm } from '../src/db/orm.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

const TEMPLATE = `hearth_test_template_${process.pid}`;

/**
 * One PostgreSQL for the run (DATABASE_URL's cluster, or an embedded one in a temp dir) and a migrated template
 * database; each test file clones the template into its own database (see test/test-database.ts).
 */
export default async function setup(project: TestProject) {
  const dataDir = process.env.DATABASE_URL ? undefined : await mkdtemp(path.join(os.tmpdir(), 'hearth-test-'));
  const embedded = dataDir ? await startEmbeddedPostgres(dataDir, () => {}) : undefined;
  const adminUrl = embedded?.adminUrl ?? withDatabase(process.env.DATABASE_URL!, 'postgres');

  await ensureDatabase(adminUrl, TEMPLATE);
  const orm = await openOrm(withDatabase(adminUrl, TEMPLATE));
  await orm.close(true);

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', TEMPLATE);

  return async () => {
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
  };
}
