import pg from 'pg';
import type { AppConfig } from '../config.js';
import { startEmbeddedPostgres } from './embedded-postgres.js';

export interface DatabaseHandle {
  url: string;
  stop(): Promise<void>;
}

/** Creates a database on the cluster unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` template ${pg.escapeIdentifier(template)}` : '';
      await client.query(`create database ${pg.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** DATABASE_URL when set; otherwise the embedded cluster under DATA_DIR (started, or joined if running). */
export async function resolveDatabase(config: AppConfig, log: (message: string) => void): Promise<DatabaseHandle> {
  if (config.databaseUrl) return { url: config.databaseUrl, stop: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, log);
  await ensureDatabase(embedded.adminUrl, 'hearth');
  return { url: withDatabase(embedded.adminUrl, 'hearth'), stop: embedded.stop };
}
