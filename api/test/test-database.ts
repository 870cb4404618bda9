import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { ensureDatabase, withDatabase } from '../src/db/database-url.js';

/** A fresh, migrated database for one test file, cloned from the run's template (fast: no migrations). */
export async function createTestDatabase(): Promise<string> {
  const adminUrl = inject('adminUrl');
  const template = inject('templateDatabase');
  const name = `hearth_test_${randomBytes(4).toString('hex')}_${template.split('_').pop()}`;
  await ensureDatabase(adminUrl, name, template);
  return withDatabase(adminUrl, name);
}
