// Browse orders and limits, without zod: the home page reads them in its first load (web-delivery budget).

/** Browse orders (the home page's sort, `sort` on REST and GraphQL); relevance ranks the matches of a text query. */
export const PROPERTY_SORTS = ['newest', 'price_asc', 'price_desc', 'relevance'] as const;
export type PropertySort = (typeof PROPERTY_SORTS)[number];
/** Browse page sizes: REST answers up to 200 rows (default 100), GraphQL pages default to 24. */
export const BROWSE_LIMIT_DEFAULT = 100;
export const BROWSE_LIMIT_MAX = 200;
export const BROWSE_PAGE_SIZE = 24;
export const SEARCH_TEXT_MAX = 200;
/** Browse totals are exact up to this many matches, the planner's estimate above it (shown as 'about'). */
export const TOTAL_COUNT_EXACT_MAX = 1_000;
export const PLACE_SUGGESTIONS_MAX = 8;

/** The order a browse runs in: relevance when there is a text query and no other order asked, never without one. */
export function browseSort(sort: PropertySort | undefined, hasText: boolean): PropertySort {
  if (!hasText) return sort === undefined || sort === 'relevance' ? 'newest' : sort;
  return sort ?? 'relevance';
}
