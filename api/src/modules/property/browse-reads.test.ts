import { describe, expect, it } from 'vitest';
import type { SqlQuery, SqlRunner } from '../../common/sql.js';
import { BrowseReads } from './browse-reads.js';
import { RANK_CANDIDATES, type BrowseScope, type RankedMatch } from './property.queries.js';

/**
 * A runner answering each kind of browse statement, recording which ran (and the ids a ranked page asked for).
 * A keyset page answers one row read at change number `state.version` (none when it is null).
 */
function runner({ estimate = 40, count = 37, matches = [] as RankedMatch[] } = {}) {
  const ran: string[] = [];
  const pages: number[][] = [];
  const state: { version: string | null } = { version: '7' };
  const run = (async (query: SqlQuery) => {
    if (query.sql.startsWith('select number::text')) return ran.push('version') && [{ listingsVersion: state.version }];
    if (query.sql.endsWith('as tsquery')) return ran.push('tsquery') && [{ tsquery: "'plateau'" }];
    if (query.sql.startsWith('explain')) return ran.push('estimate') && [{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': estimate } }] }];
    if (query.sql.includes('count(*)')) return ran.push('count') && [{ count }];
    if (query.sql.includes('ts_rank')) return ran.push('rank') && matches;
    ran.push('page');
    if (query.sql.includes('unnest')) {
      pages.push(query.params[0] as number[]);
      return (query.params[0] as number[]).map((id, i) => ({ id, cursorKey: (query.params[1] as string[])[i], listingsVersion: state.version }));
    }
    return state.version === null ? [] : [{ id: 1, cursorKey: '1', listingsVersion: state.version }];
  }) as SqlRunner;
  return { run, ran, pages, state };
}

const scope = { viewer: null, city: 'Toronto' };
const text = { viewer: null, tsquery: "'plateau'", listingsVersion: '7' };
const totalOf = async (reads: BrowseReads, filter: Omit<BrowseScope, 'sort' | 'limit'> = scope) =>
  (await reads.browse({ ...filter, sort: 'newest', limit: 25 })).total();

describe('BrowseReads totals: exact in the exact range, the estimate past it', () => {
  it('counts a browse the planner expects to be small', async () => {
    const { run, ran } = runner({ estimate: 40, count: 37 });
    expect(await totalOf(new BrowseReads(run))).toBe(37);
    expect(ran).toEqual(['page', 'estimate', 'count']);
  });

  it('never answers less than the 1,001 rows it counted when the estimate is lower', async () => {
    expect(await totalOf(new BrowseReads(runner({ estimate: 600, count: 1001 }).run))).toBe(1001);
    expect(await totalOf(new BrowseReads(runner({ estimate: 4200, count: 1001 }).run))).toBe(4200);
  });

  it('counts nothing when the estimate is far past the exact range', async () => {
    const { run, ran } = runner({ estimate: 812_345.4 });
    expect(await totalOf(new BrowseReads(run))).toBe(812_345);
    expect(ran).toEqual(['page', 'estimate']);
  });

  it('asks the planner once per browse, and counts once per change number the page was read at', async () => {
    const { run, ran, state } = runner();
    const reads = new BrowseReads(run);
    await totalOf(reads);
    expect(await totalOf(reads)).toBe(37);
    expect(ran).toEqual(['page', 'estimate', 'count', 'page']);
    state.version = '8';
    await totalOf(reads);
    expect(ran.slice(4)).toEqual(['page', 'count']);
    await totalOf(reads, { ...scope, city: 'Ottawa' });
    expect(ran.slice(6)).toEqual(['page', 'estimate', 'count']);
    // An empty page tells no change number: nothing is kept.
    state.version = null;
    await totalOf(reads);
    await totalOf(reads);
    expect(ran.slice(9)).toEqual(['page', 'count', 'page', 'count']);
  });
});

describe('BrowseReads in relevance order', () => {
  const matches: RankedMatch[] = [
    { id: 9, rank: '0.5' },
    { id: 4, rank: '0.5' },
    { id: 12, rank: '0.25' },
    { id: 2, rank: '1e-05' },
  ];

  it('ranks and counts once per change number and pages through the kept matches after the cursor', async () => {
    const { run, ran, pages } = runner({ matches });
    const reads = new BrowseReads(run);
    const first = await reads.browse({ ...text, sort: 'relevance', limit: 3 });
    expect(first.rows.map((row) => row.id)).toEqual([9, 4, 12]);
    await first.total();
    await (await reads.browse({ ...text, sort: 'relevance', limit: 3, after: { key: '0.5', id: 4 } })).total();
    await reads.browse({ ...text, sort: 'relevance', limit: 3, after: { key: '1e-05', id: 2 } });
    expect(pages).toEqual([[9, 4, 12], [12, 2]]);
    // Four ranked matches, fewer than RANK_CANDIDATES: all the matches, their number the total (nothing counted).
    expect(await first.total()).toBe(4);
    expect(ran).toEqual(['rank', 'page', 'page']);
    await reads.browse({ ...text, listingsVersion: '8', sort: 'relevance', limit: 3 });
    expect(ran.slice(3)).toEqual(['rank', 'page']);
  });

  it('repeats a text browse with its page alone while the change number holds, the usual way after a change', async () => {
    const { run, ran, state } = runner({ matches });
    const reads = new BrowseReads(run);
    const ask = () => reads.browseText(['plateau'], { viewer: null, sort: 'relevance', limit: 3 });
    expect((await ask()).rows.map((row) => row.id)).toEqual([9, 4, 12]);
    expect(ran).toEqual(['version', 'tsquery', 'rank', 'page']);
    expect(await (await ask()).total()).toBe(4);
    expect(ran.slice(4)).toEqual(['page']);
    // A listing changed: the page's own statement tells, and the browse starts over at the new number.
    state.version = '8';
    expect((await ask()).rows.map((row) => row.listingsVersion)).toEqual(['8', '8', '8']);
    expect(ran.slice(5)).toEqual(['page', 'version', 'tsquery', 'rank', 'page']);
    await ask();
    expect(ran.slice(10)).toEqual(['page']);
    // Newest first with words: the same, through the keyset page.
    await reads.browseText(['plateau'], { viewer: null, sort: 'newest', limit: 3 });
    expect(ran.slice(11)).toEqual(['page']);
  });

  it('counts a text browse whose ranking is full (RANK_CANDIDATES matches: there may be more)', async () => {
    const full = Array.from({ length: RANK_CANDIDATES }, (_, i) => ({ id: RANK_CANDIDATES - i, rank: '0.1' }));
    const { run, ran } = runner({ matches: full, estimate: 6017, count: 1001 });
    const { total } = await new BrowseReads(run).browse({ ...text, sort: 'relevance', limit: 3 });
    expect(await total()).toBe(6017);
    expect(ran).toEqual(['rank', 'page', 'estimate', 'count']);
  });
});
