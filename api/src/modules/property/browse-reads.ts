import { LRUCache } from 'lru-cache';
import type { SqlQuery, SqlRunner } from '../../common/sql.js';
import { TOTAL_COUNT_EXACT_MAX } from '../../contracts/index.js';
import {
  buildBrowseCountQuery,
  buildBrowseEstimateQuery,
  BROAD_TEXT_SHARE,
  buildBrowseQuery,
  buildRankedMatchesQuery,
  buildRankedPageQuery,
  buildSearchQuery,
  LISTINGS_VERSION_QUERY,
  RANK_CANDIDATES,
  type BrowseScope,
  type RankedMatch,
  type RowWithCursor,
} from './property.queries.js';

type BrowseFilterScope = Omit<BrowseScope, 'sort' | 'limit' | 'after'>;

/**
 * Past this many estimated matches the estimate is the total, nothing is counted: with the listings' statistics
 * (properties_listing_shape) an estimate ten times past the exact range is never in it, and counting 1,001 rows
 * of a broad browse cost more than its page (docs/search.md).
 */
const ESTIMATE_TRUSTED_FROM = 10 * TOTAL_COUNT_EXACT_MAX;
/** The planner's estimates move only with the table's statistics: kept a minute, for this many browses at most. */
const ESTIMATE_TTL_MS = 60_000;
const ESTIMATES_KEPT = 10_000;
/**
 * Counts, tsqueries and ranked matches are keyed on the listings' change number, so they never outlive a change;
 * the time limit only frees memory. At most this many matches are kept in all (about 100 bytes each).
 */
const VERSIONED_TTL_MS = 10 * 60_000;
const RANKED_MATCHES_KEPT = 200_000;
const VERSIONED_KEPT = 10_000;

/** One cache key for a statement: its SQL and parameters (and, for text answers, the change number first). */
const keyOf = (query: SqlQuery, prefix = '') => `${prefix}\u0000${query.sql}\u0000${JSON.stringify(query.params)}`;

/** `match` comes after the cursor `after` in relevance order (rank descending, then id descending). */
function rankedAfter(match: RankedMatch, after: { key: string; id: number }): boolean {
  const rank = Number(match.rank);
  const afterRank = Number(after.key);
  return rank < afterRank || (rank === afterRank && match.id < after.id);
}

/**
 * What a browse reads, for PropertyService and the benchmark's raw twin alike: the statements of property.queries.ts
 * and what is kept between requests. Rows are always read. Kept: the planner's estimates (a minute), and what
 * aggregates many rows, keyed on the listings' change number the browse was read at (with the page's rows, or
 * first for a text query): the exact counts, and a text query's tsquery and ranked matches. A text browse ranks
 * thousands of rows (20-25 ms on a million listings) and a count reads up to 1,001: repeats and next pages reuse
 * that work, and a listing change committed before the request began is never missed (docs/search.md).
 */
export class BrowseReads {
  private readonly estimates = new LRUCache<string, number>({ max: ESTIMATES_KEPT, ttl: ESTIMATE_TTL_MS });
  private readonly rankedMatches = new LRUCache<string, RankedMatch[]>({
    maxSize: RANKED_MATCHES_KEPT,
    sizeCalculation: (matches) => Math.max(matches.length, 1),
    ttl: VERSIONED_TTL_MS,
  });
  private readonly counts = new LRUCache<string, number>({ max: VERSIONED_KEPT, ttl: VERSIONED_TTL_MS });
  /** The typo fallback reads the places of public listings (search_places): a tsquery is kept per change number too. */
  private readonly tsqueries = new LRUCache<string, string>({ max: VERSIONED_KEPT, ttl: VERSIONED_TTL_MS });

  /** The change number this instance read last: a text browse whose answers are kept for it tries it first. */
  private lastVersion: string | undefined;

  constructor(private readonly run: SqlRunner) {}

  /** The listings' change number at this moment, and the words as a tsquery (computed once per change number). */
  async searchQuery(words: readonly string[]): Promise<{ tsquery: string; listingsVersion: string }> {
    const [{ listingsVersion }] = (await this.run<{ listingsVersion: string }>(LISTINGS_VERSION_QUERY)) as [{ listingsVersion: string }];
    this.lastVersion = listingsVersion;
    const query = buildSearchQuery(words);
    const tsquery = await this.kept(this.tsqueries, query, listingsVersion, async () => (await this.run<{ tsquery: string }>(query))[0]!.tsquery);
    return { tsquery, listingsVersion };
  }

  /**
   * A browse of `words` (searchQuery, then browse). A repeat skips reading the change number: when the tsquery and
   * ranking of the number last read are kept, the page is read with them, and its own statement's number must be
   * that one (else, or on an empty page, the usual way). Kept answers are still only used at the number they were
   * made at, read after the request began.
   */
  async browseText(words: readonly string[], request: Omit<BrowseScope, 'tsquery' | 'listingsVersion'>): Promise<{ rows: RowWithCursor[]; total: () => Promise<number> }> {
    const assumed = this.lastVersion;
    const tsquery = assumed === undefined ? undefined : this.tsqueries.get(keyOf(buildSearchQuery(words), assumed));
    if (tsquery !== undefined) {
      const scope = { ...request, tsquery, listingsVersion: assumed };
      if (scope.sort !== 'relevance' || this.rankedMatches.has(keyOf(this.rankingQuery(scope), assumed))) {
        const attempt = await this.browse(scope);
        if (attempt.rows[0]?.listingsVersion === assumed) return attempt;
      }
    }
    return this.browse({ ...request, ...(await this.searchQuery(words)) });
  }

  /**
   * A page of `scope.limit` rows after `scope.after`, and its total on all pages (asked only when needed), keyed on
   * the change number the page was read at.
   */
  async browse({ sort, limit, after, ...scope }: BrowseScope): Promise<{ rows: RowWithCursor[]; total: () => Promise<number> }> {
    const rows = await this.page({ ...scope, sort, limit, after });
    if (rows[0]?.listingsVersion !== undefined) this.lastVersion = rows[0].listingsVersion;
    const listingsVersion = scope.listingsVersion ?? rows[0]?.listingsVersion;
    return { rows, total: () => this.total({ ...scope, listingsVersion }) };
  }

  /** The keyset statement, or the ranked matches' listings. */
  private async page(scope: BrowseScope): Promise<RowWithCursor[]> {
    if (scope.sort !== 'relevance') {
      // A box by price with a text query: how broad the text is decides the path (BrowseScope.broadText).
      const asksBreadth = scope.bbox && scope.tsquery !== undefined && scope.sort !== 'newest' && !scope.city;
      const broadText = asksBreadth ? (await this.estimate(scope)) >= BROAD_TEXT_SHARE * (await this.estimate({ ...scope, tsquery: undefined })) : undefined;
      return this.run<RowWithCursor>(buildBrowseQuery({ ...scope, sort: scope.sort, broadText }));
    }
    const matches = await this.ranked(scope);
    const { after } = scope;
    const start = after ? matches.findIndex((match) => rankedAfter(match, after)) : 0;
    const chosen = start < 0 ? [] : matches.slice(start, start + scope.limit);
    return chosen.length ? this.run<RowWithCursor>(buildRankedPageQuery(scope, chosen)) : [];
  }

  /** A browse's total: exact up to TOTAL_COUNT_EXACT_MAX, the planner's estimate above it (never below the exact range). */
  private async total(scope: BrowseFilterScope): Promise<number> {
    // Fewer ranked matches than RANK_CANDIDATES are all the matches of a text browse: their number is its total.
    const ranked = scope.tsquery !== undefined && scope.listingsVersion !== undefined ? this.rankedMatches.get(keyOf(this.rankingQuery(scope), scope.listingsVersion)) : undefined;
    if (ranked && ranked.length < RANK_CANDIDATES) return ranked.length;
    const estimate = await this.estimate(scope);
    if (estimate >= ESTIMATE_TRUSTED_FROM) return estimate;
    const count = await this.count(scope);
    return count > TOTAL_COUNT_EXACT_MAX ? Math.max(count, estimate) : count;
  }

  private async ranked(scope: BrowseFilterScope): Promise<RankedMatch[]> {
    const query = this.rankingQuery(scope);
    return this.kept(this.rankedMatches, query, scope.listingsVersion, () => this.run<RankedMatch>(query));
  }

  private rankingQuery(scope: BrowseFilterScope): SqlQuery {
    if (scope.tsquery === undefined) throw new Error('a relevance browse needs its tsquery');
    return buildRankedMatchesQuery({ ...scope, tsquery: scope.tsquery });
  }

  private async estimate(scope: BrowseFilterScope): Promise<number> {
    const query = buildBrowseEstimateQuery(scope);
    return this.kept(this.estimates, query, '', async () => {
      const [explained] = await this.run<{ 'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }> }>(query);
      return Math.round(explained!['QUERY PLAN'][0]!.Plan['Plan Rows']);
    });
  }

  /** Counted up to TOTAL_COUNT_EXACT_MAX + 1, and kept for the change number the browse was read at. */
  private async count(scope: BrowseFilterScope): Promise<number> {
    const query = buildBrowseCountQuery(scope);
    return this.kept(this.counts, query, scope.listingsVersion, async () => (await this.run<{ count: number }>(query))[0]!.count);
  }

  /** The kept answer of `query`, or `load`'s, kept. Without a change number (undefined), nothing is kept. */
  private async kept<T extends {}>(cache: LRUCache<string, T>, query: SqlQuery, prefix: string | undefined, load: () => Promise<T>): Promise<T> {
    if (prefix === undefined) return load();
    const key = keyOf(query, prefix);
    const hit = cache.get(key);
    if (hit !== undefined) return hit;
    const value = await load();
    cache.set(key, value);
    return value;
  }
}
