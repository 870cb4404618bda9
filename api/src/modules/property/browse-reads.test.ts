import { describe, expect, it } from 'vitest';
import type { SqlQuery, SqlRunner } from '../../common/sql.js';
import { BrowseReads } from './browse-reads.js';
import type { RankedMatch } from './property.queries.js';

/** A runner answering each kind of browse statement, recording which ran (and the ids a ranked page asked for). */
function runner({ estimate = 40, count = 37, matches = [] as RankedMatch[] } = {}) {
  const ran: string[] = [];
  const pages: number[][] = [];
  const run = (async (query: SqlQuery) => {
    if (query.sql.startsWith('explain')) return ran.push('estimate') && [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }];
    if (query.sql.includes('count(*)')) return ran.push('count') && [{ count }];
    if (query.sql.includes('ts_rank')) return ran.push('rank') && matches;
    if (query.sql.includes('unnest')) {
      ran.push('page');
      pages.push(query.params[0] as number[]);
      return (query.params[0] as number[]).map((id, i) => ({ id, cursorKey: (query.params[1] as string[])[i] }));
    }
    throw new Error(`unexpected statement ${query.sql}`);
  }) as SqlRunner;
  return { run, ran, pages };
}

const scope = { viewer: null, city: 'Toronto' };
const text = { viewer: null, tsquery: "'plateau'", listingsVersion: '7' };

describe('BrowseReads.total: exact in the exact range, the estimate past it', () => {
  it('counts a browse the planner expects to be small', async () => {
    const { run, ran } = runner({ estimate: 40, count: 37 });
    expect(await new BrowseReads(run).total(scope)).toBe(37);
    expect(ran).toEqual(['estimate', 'count']);
  });

  it('never answers less than the 1,001 rows it counted when the estimate is lower', async () => {
    expect(await new BrowseReads(runner({ estimate: 600, count: 1001 }).run).total(scope)).toBe(1001);
    expect(await new BrowseReads(runner({ estimate: 4200, count: 1001 }).run).total(scope)).toBe(4200);
  });

  it('counts nothing when the estimate is far past the exact range', async () => {
    const { run, ran } = runner({ estimate: 812_345.4 });
    expect(await new BrowseReads(run).total(scope)).toBe(812_345);
    expect(ran).toEqual(['estimate']);
  });

  it('asks the planner once per browse, and counts a browse without text every time', async () => {
    const { run, ran } = runner();
    const reads = new BrowseReads(run);
    await reads.total(scope);
    expect(await reads.total(scope)).toBe(37);
    expect(ran).toEqual(['estimate', 'count', 'count']);
    await reads.total({ ...scope, city: 'Ottawa' });
    expect(ran.slice(3)).toEqual(['estimate', 'count']);
  });

  it("keeps a text browse's count for its change number only", async () => {
    const { run, ran } = runner();
    const reads = new BrowseReads(run);
    await reads.total(text);
    await reads.total(text);
    expect(ran).toEqual(['estimate', 'count']);
    await reads.total({ ...text, listingsVersion: '8' });
    expect(ran).toEqual(['estimate', 'count', 'count']);
  });
});

describe('BrowseReads.page in relevance order', () => {
  const matches: RankedMatch[] = [
    { id: 9, rank: '0.5' },
    { id: 4, rank: '0.5' },
    { id: 12, rank: '0.25' },
    { id: 2, rank: '1e-05' },
  ];

  it('ranks once per change number and pages through the kept matches after the cursor', async () => {
    const { run, ran, pages } = runner({ matches });
    const reads = new BrowseReads(run);
    const first = await reads.page({ ...text, sort: 'relevance', limit: 3 });
    expect(first.map((row) => row.id)).toEqual([9, 4, 12]);
    await reads.page({ ...text, sort: 'relevance', limit: 3, after: { key: '0.5', id: 4 } });
    await reads.page({ ...text, sort: 'relevance', limit: 3, after: { key: '1e-05', id: 2 } });
    expect(pages).toEqual([[9, 4, 12], [12, 2]]);
    expect(ran).toEqual(['rank', 'page', 'page']);
    await reads.page({ ...text, listingsVersion: '8', sort: 'relevance', limit: 3 });
    expect(ran.slice(3)).toEqual(['rank', 'page']);
  });
});
