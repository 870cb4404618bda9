import { describe, expect, it } from 'vitest';
import type { SqlQuery } from '../../common/sql.js';
import type { SqlRunner } from '../../common/sql.js';
import { countBrowseMatches } from './property.queries.js';

/** A runner answering the planner's estimate and the capped count, recording which statements ran. */
function runner(estimate: number, count: number) {
  const ran: string[] = [];
  const run = (async (query: SqlQuery) => {
    const kind = query.sql.startsWith('explain') ? 'estimate' : 'count';
    ran.push(kind);
    return kind === 'estimate' ? [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }] : [{ count }];
  }) as SqlRunner;
  return { run, ran };
}

const scope = { viewer: null, city: 'Toronto' };

describe('countBrowseMatches: exact in the exact range, the estimate past it', () => {
  it('counts a browse the planner expects to be small', async () => {
    const { run, ran } = runner(40, 37);
    expect(await countBrowseMatches(run, scope)).toBe(37);
    expect(ran).toEqual(['estimate', 'count']);
  });

  it('never answers less than the 1,001 rows it counted when the estimate is lower', async () => {
    const { run } = runner(600, 1001);
    expect(await countBrowseMatches(run, scope)).toBe(1001);
    const higher = runner(4200, 1001);
    expect(await countBrowseMatches(higher.run, scope)).toBe(4200);
  });

  it('counts nothing when the estimate is far past the exact range', async () => {
    const { run, ran } = runner(812_345.4, 1001);
    expect(await countBrowseMatches(run, scope)).toBe(812_345);
    expect(ran).toEqual(['estimate']);
  });
});
