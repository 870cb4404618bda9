import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.js';
import { createStatementPool, poolRunner, toPgPlaceholders } from './sql.js';

let pool: pg.Pool;

beforeAll(async () => {
  // One connection: what poolRunner prepared is visible to the next query.
  pool = createStatementPool(await createTestDatabase(), 1);
});
afterAll(() => pool.end());

const prepared = async () =>
  (await pool.query<{ name: string; statement: string; generic_plans: string; custom_plans: string }>(
    `select name, statement, generic_plans, custom_plans from pg_prepared_statements`,
  )).rows;

describe('poolRunner', () => {
  it('prepares a statement once per connection and plans it for its values every time', async () => {
    const run = poolRunner(pool);
    const query = (n: number) => ({ sql: 'select ?::int + 1 as next where ?::int >= 0', params: [n, n] });
    for (let n = 0; n < 8; n++) expect(await run<{ next: number }>(query(n))).toEqual([{ next: n + 1 }]);

    const statements = await prepared();
    expect(statements).toHaveLength(1);
    expect(statements[0]!.name).toMatch(/^hearth_[\w-]{32}$/);
    expect(statements[0]!.statement).toBe(toPgPlaceholders(query(0).sql));
    // PostgreSQL would switch to a generic plan after five runs; a browse's generic plan falls off the cliff.
    expect(statements[0]).toMatchObject({ generic_plans: '0', custom_plans: '8' });
  });

  it('names statements apart by their text, and keeps the SQL and its values apart', async () => {
    const run = poolRunner(pool);
    expect(await run({ sql: 'select ?::text as value', params: ["it's; drop table users"] })).toEqual([{ value: "it's; drop table users" }]);
    expect(await run({ sql: 'select ?::text || ? as value', params: ['a', 'b'] })).toEqual([{ value: 'ab' }]);
    expect(new Set((await prepared()).map((s) => s.name)).size).toBe(3);
  });
});
