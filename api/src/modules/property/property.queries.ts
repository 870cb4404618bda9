import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdmin, type Actor } from '../../common/actor.js';
import { placeholders, type SqlQuery, type SqlSource } from '../../common/sql.js';
import { TOTAL_COUNT_EXACT_MAX, cityNamesInBothLanguages, type PropertyFilter, type PropertySort, type RentComparison } from '../../contracts/index.js';
import { priceDroppedSql } from './price-history.js';
import type { PropertyListing } from './property.entity.js';

/** A listing as plain data: the listing object of docs/product.md#entities, exactly what REST sends and the `Property` GraphQL type reads. */
export type PropertyRecord = { [K in keyof PropertyListing]: PropertyListing[K] } & {
  /** Against the rent report's row of its city and bedrooms (RENT_COMPARISON_SQL); null without one. */
  rentComparison?: RentComparison | null;
};

/** Timestamps as ISO strings with milliseconds, exactly like Date#toJSON (the driver hands raw rows over as text). */
function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * A listing's comparison with the all-types row of its city and bedrooms, as a JSON object or null, beside the
 * properties alias `p` (one probe of rent_report_rows_lookup_idx). percentDiff is rounded half away from zero.
 */
export const RENT_COMPARISON_SQL = `(select json_build_object('median', r.median_rent, 'sampleSize', r.sample_size,
    'percentDiff', round(((p.monthly_rent - r.median_rent) / r.median_rent * 100)::numeric)::int)
  from rent_report_rows r where r.city_key = hearth_place_key(p.city) and r.province = p.province and r.bedrooms = p.bedrooms and r.property_type is null)`;

/**
 * Reads skip entity hydration (the browse hot path): the columns come out of PostgreSQL already in the shape of docs/product.md#entities.
 * `bathrooms` numeric -> float8 (a JSON number), dates -> 'YYYY-MM-DD' text, timestamps -> ISO text, like the entity serializes them.
 * The text[] columns leave as JSON: the driver's JSON.parse is native, its text[] parser (postgres-array) was a
 * measured share of every browse (in a profile of the browse).
 */
export const PROPERTY_COLUMNS = `p.id, p.title, p.description, p.title_fr as "titleFr", p.description_fr as "descriptionFr", p.address, p.city, p.province, p.property_type as "propertyType",
  p.postal_code as "postalCode", p.latitude, p.longitude,
  p.neighbourhood,
  p.bedrooms, p.bathrooms::float8 as bathrooms, p.sqft, p.furnished, p.parking, p.monthly_rent as "monthlyRent",
  p.lease_start_date::text as "leaseStartDate", p.lease_end_date::text as "leaseEndDate", p.first_occupied_on::text as "firstOccupiedOn", array_to_json(p.amenities) as amenities, array_to_json(p.images) as images, p.status,
  p.show_on_marketplace as "showOnMarketplace", p.moderation_reason as "moderationReason", p.hidden_by_moderation as "hiddenByModeration", p.owner_suspended as "ownerSuspended",
  p.owner_id as "ownerId", ${isoTimestamp('p.created_at')} as "createdAt", ${isoTimestamp('p.updated_at')} as "updatedAt",
  ${RENT_COMPARISON_SQL} as "rentComparison"`;

/** A browse's text query, as the constant tsquery `s.tsq` beside the properties alias `p` (see buildSearchQuery). */
const SEARCH_FROM = ', (select ?::tsquery as tsq) s';

/**
 * Relevance ranks the newest RANK_CANDIDATES matches, not every match: ranking reads each match's row, so a broad
 * word ('condo': a third of the country) cost seconds; the newest thousand are read through the date index and
 * ranked in milliseconds, and a renter rarely wants an old listing first (docs/search.md). Every match stays
 * reachable in the other orders.
 */
export const RANK_CANDIDATES = 1_000;

/** The orders a browse statement sorts by itself; relevance pages through the ranked matches (buildRankedMatchesQuery). */
export type KeysetSort = Exclude<PropertySort, 'relevance'>;

/**
 * Each keyset order: the sort key as text (created_at in whole microseconds, which JS Dates would round; or the
 * rent), the comparison that continues after a cursor, and the column and direction of the order. The id breaks
 * ties. properties_newest_idx (properties_browse_idx off the marketplace) serves newest, properties_price_idx both
 * price orders (read forwards or backwards).
 */
const ORDERS: Record<KeysetSort, { key: string; after: string; sortKey: string; direction: 'asc' | 'desc' }> = {
  newest: {
    key: `(extract(epoch from p.created_at) * 1000000)::bigint::text`,
    after: `(p.created_at, p.id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`,
    sortKey: 'p.created_at',
    direction: 'desc',
  },
  price_asc: { key: 'p.monthly_rent::text', after: '(p.monthly_rent, p.id) > (?::int, ?)', sortKey: 'p.monthly_rent', direction: 'asc' },
  price_desc: { key: 'p.monthly_rent::text', after: '(p.monthly_rent, p.id) < (?::int, ?)', sortKey: 'p.monthly_rent', direction: 'desc' },
};

/** Suspended landlords' listings leave the marketplace: one more filter on the rows the browse indexes walk. */
const NOT_SUSPENDED = 'not p.owner_suspended';
/** On the public marketplace, as a condition on the properties alias `p`. */
export const PUBLIC_LISTING = `(p.status = 'approved' and p.show_on_marketplace and ${NOT_SUSPENDED})`;

/** canViewListing (property.policy.ts) as a condition on the properties alias `p`: public, the viewer's own, or any for admins. */
export function listingVisibleSql(viewer: Actor | null): SqlQuery {
  if (isAdmin(viewer)) return { sql: 'true', params: [] };
  return viewer ? { sql: `(${PUBLIC_LISTING} or p.owner_id = ?)`, params: [viewer.id] } : { sql: PUBLIC_LISTING, params: [] };
}

/** The listing `propertyIdColumn` as a PropertyRecord, joined as `p` (a user's saved listings). */
export const propertyRecordSource = (propertyIdColumn: string): SqlSource => ({
  from: 'properties p',
  on: `p.id = ${propertyIdColumn}`,
  columns: PROPERTY_COLUMNS,
});

/** The title and owner of the listing `propertyIdColumn`, as `"propertyTitle"` and `"propertyOwnerId"` (a report's listing). */
export const listingTitleSource = (propertyIdColumn: string): SqlSource => ({
  from: 'properties p',
  on: `p.id = ${propertyIdColumn}`,
  columns: `p.title as "propertyTitle", p.owner_id as "propertyOwnerId"`,
});

/** What a viewing shows of the listing `propertyIdColumn`: `"propertyTitle"`, `"propertyProvince"`, `"propertyOwnerId"`, `"propertyAddress"`. */
export const listingSummarySource = (propertyIdColumn: string): SqlSource & { ownerId: string } => ({
  from: 'properties p',
  on: `p.id = ${propertyIdColumn}`,
  columns: `p.title as "propertyTitle", p.province as "propertyProvince", p.owner_id as "propertyOwnerId", concat_ws(', ', p.address, p.city) as "propertyAddress"`,
  ownerId: 'p.owner_id',
});

/**
 * What the listing rules (property.policy.ts) read of the listing `propertyIdExpr`: `"ownerId"`, `status`,
 * `"showOnMarketplace"`, `"ownerSuspended"`; `id` and `ownerId` are its columns for the caller's own conditions.
 */
export const listingRulesSource = (propertyIdExpr: string): SqlSource & { id: string; ownerId: string } => ({
  from: 'properties p',
  on: `p.id = ${propertyIdExpr}`,
  columns: `p.owner_id as "ownerId", p.status, p.show_on_marketplace as "showOnMarketplace", p.owner_suspended as "ownerSuspended"`,
  id: 'p.id',
  ownerId: 'p.owner_id',
});

/** The province of the listing `propertyIdColumn`, as a scalar subquery (a lease's province notes and deposit rules). */
export const listingProvinceSql = (propertyIdColumn: string): string => `(select p.province from properties p where p.id = ${propertyIdColumn})`;

/** True when the property `propertyIdColumn` belongs to `ownerId` (a rule of the documents module). */
export const ownedPropertySql = (propertyIdColumn: string, ownerId: number): SqlQuery => ({
  sql: `${propertyIdColumn} in (select p.id from properties p where p.owner_id = ?)`,
  params: [ownerId],
});

/** The owners among `ownerIds` with a listing on the public marketplace, as rows `{ id }`. */
export const ownersWithPublicListingSql = (ownerIds: readonly number[]): SqlQuery => ({
  sql: `select p.owner_id as id from properties p where p.owner_id in (${placeholders(ownerIds)}) and ${PUBLIC_LISTING}`,
  params: [...ownerIds],
});

export interface BrowseScope extends PropertyFilter {
  viewer: Actor | null;
  /** With `priceDropped`: the service's now, from which the last PRICE_DROP_DAYS count. */
  priceDroppedAt?: Date;
  /** The text query `q` as a tsquery (buildSearchQuery), when it has words. */
  tsquery?: string;
  /** The listings' change number (LISTINGS_VERSION_QUERY) the browse's answers were read at: what BrowseReads keys on. */
  listingsVersion?: string;
  /** Only this owner's listings (the owner list). */
  ownerId?: number;
  sort: PropertySort;
  limit: number;
  /** Keyset position of the previous page's last row, in this sort's key. */
  after?: { key: string; id: number };
  /**
   * The text query matches a good share of the box (the planner's estimates, BROAD_TEXT_SHARE on): a box by price
   * then walks its cells in rent order and checks the text on each row it meets, where the text index would hand
   * over thousands of rows to sort.
   */
  broadText?: boolean;
}

/**
 * From this share of a box's listings matching its text query, a box by price walks its cells (a cell's walk meets
 * 25 matches in about 250 rows); below it, the text index's few matches are sorted.
 */
export const BROAD_TEXT_SHARE = 0.1;

/** The filter of a browse as a WHERE clause. Non-admins only ever see public listings plus their own, whatever status they ask for. */
function browseWhere(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'>): SqlQuery {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: string, ...values: unknown[]) => {
    where.push(clause);
    params.push(...values);
  };

  const status = scope.status ?? 'approved';
  // The default browse is the marketplace: listed only. An explicit status shows listed and hidden unless asked.
  const listed = scope.status === undefined ? (scope.showOnMarketplace ?? true) : scope.showOnMarketplace;
  if (status !== 'all') add('p.status = ?', status);
  if (listed !== undefined) add('p.show_on_marketplace = ?', listed);
  if (scope.ownerId !== undefined) add('p.owner_id = ?', scope.ownerId);

  const asksOnlyPublic = status === 'approved' && listed === true;
  // The marketplace itself leaves suspended landlords out for everyone, admins included.
  if (asksOnlyPublic) add(NOT_SUSPENDED);
  else if (!isAdmin(scope.viewer)) {
    const visible = listingVisibleSql(scope.viewer);
    add(visible.sql, ...visible.params);
  }

  // Place keys: 'montreal' finds 'Montréal' (the properties_city_* indexes are on this expression); a city's name in
  // either language finds the other ('Québec' finds 'Québec City'). One name keeps the plan the 1M bench measured.
  if (scope.city) {
    const names = cityNamesInBothLanguages(scope.city);
    if (names.length === 1) add('hearth_place_key(p.city) = hearth_place_key(?)', scope.city);
    else add(`hearth_place_key(p.city) in (${names.map(() => 'hearth_place_key(?)').join(', ')})`, ...names);
  }
  if (scope.propertyType) add('p.property_type = ?', scope.propertyType);
  if (scope.minRent !== undefined) add('p.monthly_rent >= ?', scope.minRent);
  if (scope.maxRent !== undefined) add('p.monthly_rent <= ?', scope.maxRent);
  if (scope.bedrooms !== undefined) add('p.bedrooms >= ?', scope.bedrooms);
  if (scope.bathrooms !== undefined) add('p.bathrooms >= ?', scope.bathrooms);
  if (scope.furnished !== undefined) add(scope.furnished ? "p.furnished <> 'unfurnished'" : "p.furnished = 'unfurnished'");
  if (scope.parking !== undefined) add(scope.parking ? "p.parking <> 'none'" : "p.parking = 'none'");
  if (scope.petFriendly !== undefined) add(`${scope.petFriendly ? '' : 'not '}p.amenities @> array['Pet Friendly']`);
  if (scope.availableFrom !== undefined) add('(p.lease_start_date is null or p.lease_start_date <= ?::date)', scope.availableFrom);
  if (scope.priceDropped && scope.priceDroppedAt) {
    const dropped = priceDroppedSql(scope.priceDroppedAt);
    add(dropped.sql, ...dropped.params);
  }
  if (scope.tsquery !== undefined) add('p.search @@ s.tsq');
  // As ranges, which the planner estimates from the columns' statistics (properties_pin_idx; docs/search.md).
  if (scope.bbox) add('p.latitude between ? and ? and p.longitude between ? and ?', scope.bbox.south, scope.bbox.north, scope.bbox.west, scope.bbox.east);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

/** The tables of a browse, with the text query when there is one (its one parameter comes before the WHERE's). */
function browseFrom(scope: Pick<BrowseScope, 'tsquery'>): SqlQuery {
  return scope.tsquery === undefined ? { sql: 'properties p', params: [] } : { sql: `properties p${SEARCH_FROM}`, params: [scope.tsquery] };
}

/**
 * The browse statement in a keyset order (also run verbatim by the raw baseline in bench/). Indexes: see ORDERS for
 * the orders and the keyset, docs/search.md for which index serves which filter. A browse of a map box or a city
 * first picks its page's ids and sort keys (`page`), which the covering indexes answer from their entries alone,
 * then reads those rows (Vancouver by price with 2 bedrooms: 39 ms through the rows, 1.2 ms through the index);
 * other browses filter on their indexes' keys, and read their page in one step (a two-step default page is slower).
 */
export function buildBrowseQuery(scope: BrowseScope & { sort: KeysetSort }): SqlQuery {
  const order = ORDERS[scope.sort];
  if (!scope.bbox && !scope.city) return pageOf(scope, { columns: `${PROPERTY_COLUMNS}, ${order.key} as "cursorKey", (${LISTINGS_VERSION_SQL}) as "listingsVersion"` });
  // A city narrows the rows more than the box, and so does a rare word: their indexes (city by rent, text) serve it.
  const cellsBox = scope.sort !== 'newest' && !scope.city && (scope.tsquery === undefined || scope.broadText) ? scope.bbox : undefined;
  const ids = (cellsBox && boxCellsInOrder(scope, cellsBox)) || pageOf(scope, { columns: PAGE_KEYS(order) });
  return {
    sql: `select ${PROPERTY_COLUMNS}, page."cursorKey", (${LISTINGS_VERSION_SQL}) as "listingsVersion"
      from (${ids.sql}) page join properties p on p.id = page.id order by page.sort_key ${order.direction}, page.id ${order.direction}`,
    params: ids.params,
  };
}

/** What a page's first step picks: ids, sort keys and cursor keys. */
const PAGE_KEYS = (order: (typeof ORDERS)[KeysetSort]) => `p.id, ${order.sortKey} as sort_key, ${order.key} as "cursorKey"`;

/**
 * `columns` of a page of the browse in its order; `extra` narrows the filter (`and ...`); `unlimited` leaves the
 * LIMIT to the caller (a walk that filters after it).
 */
function pageOf(scope: BrowseScope & { sort: KeysetSort }, { columns, extra = '', unlimited = false }: { columns: string; extra?: string; unlimited?: boolean }): SqlQuery {
  const order = ORDERS[scope.sort];
  const from = browseFrom(scope);
  const filter = browseWhere(scope);
  const conditions = [filter.sql.replace(/^where /, ''), scope.after ? order.after : '', extra].filter(Boolean);
  return {
    sql: `select ${columns} from ${from.sql}
      ${conditions.length ? `where ${conditions.join(' and ')}` : ''} order by ${order.sortKey} ${order.direction}, p.id ${order.direction}${unlimited ? '' : ' limit ?'}`,
    params: [...from.params, ...filter.params, ...(scope.after ? [scope.after.key, scope.after.id] : []), ...(unlimited ? [] : [scope.limit])],
  };
}

/** A box sorted by price is read cell by cell when it spans at most this many (a city: 18; a province: thousands). */
export const BOX_CELLS_MAX = 64;

/**
 * The cells (`hearth_geo_cell`: a tenth of a degree each way) a box touches, or null past BOX_CELLS_MAX. Same float
 * arithmetic as the SQL function, so a listing on a cell's edge falls in the cell the database puts it in.
 */
export function boxCells(box: NonNullable<BrowseScope['bbox']>): number[] | null {
  const [south, north, west, east] = [box.south, box.north, box.west, box.east].map((degrees) => Math.floor(degrees * 10));
  if ((north! - south! + 1) * (east! - west! + 1) > BOX_CELLS_MAX) return null;
  const cells: number[] = [];
  for (let latitude = south!; latitude <= north!; latitude++) {
    for (let longitude = west!; longitude <= east!; longitude++) cells.push(latitude * 10_000 + longitude + 5_000);
  }
  return cells;
}

/** Bedroom counts as the box-by-price index groups them: 0, 1, 2, 3, and 4 or more. */
const ROOMS_GROUP_TOP = 4;

/**
 * A box in rent order: each cell's first page, then the best of them. The rents of a box and of the country are
 * unlike (the cheapest listings are rarely in Toronto), so walking the rent index until 25 fall in the box read
 * 60,000 entries, and sorting the whole box read 100,000 rows; this reads about 25 a cell. Rent goes with size and
 * type too (a cell's cheapest are studios), so a type reads its cells through properties_cell_type_price_idx, and a
 * bedroom minimum each group of bedroom counts through properties_cell_rooms_price_idx. A broad text query is
 * checked on the rows of each cell's walk (behind OFFSET 0, which keeps the planner from trading the walk for a
 * text-index scan of the whole country per cell).
 */
function boxCellsInOrder(scope: BrowseScope & { sort: KeysetSort }, box: NonNullable<BrowseScope['bbox']>): SqlQuery | null {
  const cells = boxCells(box);
  if (!cells) return null;
  const order = ORDERS[scope.sort];
  const byRooms = scope.bedrooms !== undefined && scope.bedrooms > 0 && !scope.propertyType;
  const groups = byRooms ? range(Math.min(scope.bedrooms!, ROOMS_GROUP_TOP), ROOMS_GROUP_TOP) : [];
  const inCell = `hearth_geo_cell(p.latitude, p.longitude) = cell.key${byRooms ? ` and least(p.bedrooms, ${ROOMS_GROUP_TOP}) = rooms.count` : ''}`;
  const from = `unnest(?::int[]) as cell(key)${byRooms ? ' cross join unnest(?::int[]) as rooms(count)' : ''}`;
  const walk =
    scope.tsquery === undefined
      ? pageOf(scope, { columns: PAGE_KEYS(order), extra: inCell })
      : textWalk({ ...scope, tsquery: undefined }, scope.tsquery, inCell);
  return {
    sql: `select c.id, c.sort_key, c."cursorKey" from ${from} cross join lateral (${walk.sql}) c
      order by c.sort_key ${order.direction}, c.id ${order.direction} limit ?`,
    params: [cells, ...(byRooms ? [groups] : []), ...walk.params, scope.limit],
  };
}

/** A cell's walk in the browse's order, the text checked on each row it meets, until a page has matched. */
function textWalk(scope: BrowseScope & { sort: KeysetSort }, tsquery: string, inCell: string): SqlQuery {
  const order = ORDERS[scope.sort];
  const walk = pageOf(scope, { columns: `${PAGE_KEYS(order)}, p.search`, extra: inCell, unlimited: true });
  return {
    sql: `select w.id, w.sort_key, w."cursorKey" from (${walk.sql} offset 0) w where w.search @@ ?::tsquery limit ?`,
    params: [...walk.params, tsquery, scope.limit],
  };
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** A text browse's match in relevance order: its id and its rank, a real as text (which reads back exactly). */
export interface RankedMatch {
  id: number;
  rank: string;
}

/**
 * A text browse's matches in relevance order: the newest RANK_CANDIDATES matches (only their ids go through the
 * date sort), ranked, best first, the id breaking ties.
 */
export function buildRankedMatchesQuery(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'> & { tsquery: string }): SqlQuery {
  const from = browseFrom(scope);
  const filter = browseWhere(scope);
  return {
    sql: `select p.id, ts_rank(p.search, s.tsq)::text as rank from properties p${SEARCH_FROM}
      where p.id in (select p.id from ${from.sql} ${filter.sql} order by p.created_at desc, p.id desc limit ${RANK_CANDIDATES})
      order by ts_rank(p.search, s.tsq) desc, p.id desc`,
    params: [scope.tsquery, ...from.params, ...filter.params],
  };
}

/**
 * The listings of `matches` in their order, each with its rank as the cursor key. The browse's filter is applied
 * again, so a listing that left the marketplace since its match was ranked is not shown.
 */
export function buildRankedPageQuery(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'>, matches: readonly RankedMatch[]): SqlQuery {
  const from = browseFrom(scope);
  const filter = browseWhere(scope);
  return {
    sql: `select ${PROPERTY_COLUMNS}, c.rank as "cursorKey", (${LISTINGS_VERSION_SQL}) as "listingsVersion"
      from unnest(?::int[], ?::text[]) with ordinality as c(id, rank, n), ${from.sql}
      ${filter.sql ? `${filter.sql} and` : 'where'} p.id = c.id order by c.n`,
    params: [matches.map((match) => match.id), matches.map((match) => match.rank), ...from.params, ...filter.params],
  };
}

/**
 * How many listings a browse matches (all pages), counted up to TOTAL_COUNT_EXACT_MAX + 1: past that, counting
 * every row of a national browse would cost more than the page itself (see BrowseReads.total).
 */
export function buildBrowseCountQuery(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'>): SqlQuery {
  const from = browseFrom(scope);
  const filter = browseWhere(scope);
  return {
    sql: `select count(*)::int as count from (select 1 from ${from.sql} ${filter.sql} limit ?) matched`,
    params: [...from.params, ...filter.params, TOTAL_COUNT_EXACT_MAX + 1],
  };
}

/** The planner's estimate of a browse's matches (EXPLAIN, nothing run): the count shown past the exact range. */
export function buildBrowseEstimateQuery(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'>): SqlQuery {
  const from = browseFrom(scope);
  const filter = browseWhere(scope);
  return { sql: `explain (format json) select 1 from ${from.sql} ${filter.sql}`, params: [...from.params, ...filter.params] };
}


/**
 * The text query as tsquery text, run before the browse so the planner sees a constant (and its statistics):
 * every word must match in one of its forms (hearth_search_word: English, French, plain, or the nearest place).
 */
export function buildSearchQuery(words: readonly string[]): SqlQuery {
  return { sql: `select ${tsqueryOf(words)} as tsquery`, params: [...words] };
}

/**
 * The listings' change number (listings_version: one more for every transaction that changed listings), which keys
 * what a browse keeps between requests (BrowseReads): read first by a text browse, with its rows by the others.
 */
const LISTINGS_VERSION_SQL = 'select number::text from listings_version';
export const LISTINGS_VERSION_QUERY: SqlQuery = { sql: `select number::text as "listingsVersion" from listings_version`, params: [] };

/** The tsquery text of `words` as a SQL expression (one `?` per word), or null without words. */
export const tsqueryOf = (words: readonly string[]): string =>
  words.length ? `(${words.map(() => 'hearth_search_word(?)').join(' && ')})::text` : 'null::text';

/** Places of the city box: those containing the text (starting with it first) or like it (typos), busiest first. */
export function buildPlaceSuggestionsQuery(text: string, limit: number): SqlQuery {
  const likePattern = text.replace(/[\\%_]/g, '\\$&');
  return {
    sql: `select sp.kind, sp.name, sp.city, sp.province, sp.listings from search_places sp,
        (select hearth_place_key(?) as k, hearth_place_key(?) as pattern) s
      where sp.listings > 0 and (sp.key like '%' || s.pattern || '%' or sp.key % s.k)
      order by sp.key like s.pattern || '%' desc, similarity(sp.key, s.k) desc, sp.listings desc, sp.key limit ?`,
    params: [text, likePattern, limit],
  };
}

/** A browse row: the listing, its sort key, and (keyset orders) the listings' change number of the statement. */
export type RowWithCursor = PropertyRecord & { cursorKey: string; listingsVersion?: string };

export function runQuery<R>(em: EntityManager, query: SqlQuery): Promise<R[]> {
  return em.getConnection().execute<R[]>(query.sql, query.params);
}

/** One listing as a PropertyRecord, for any runner (the request's em, or the pool). */
export const propertyRecordQuery = (id: number): SqlQuery => ({ sql: `select ${PROPERTY_COLUMNS} from properties p where p.id = ?`, params: [id] });

export async function findPropertyRecord(em: EntityManager, id: number): Promise<PropertyRecord | null> {
  const rows = await runQuery<PropertyRecord>(em, propertyRecordQuery(id));
  return rows[0] ?? null;
}

/**
 * Makes the writers of one listing's bookings take turns until the transaction ends (a lease create, viewing slots
 * offered, a viewing booked: their no-overlap exclusion constraints). Two inserts checked by such a constraint at the
 * same moment can each wait for the other's uncommitted row: PostgreSQL then aborts one as a deadlock (40P01, a 500)
 * where the constraint should have refused it (23P01, a 409). Locked first, the second insert waits for the first to
 * commit and meets its row. FOR NO KEY UPDATE leaves free the rows that only reference the listing (their foreign-key
 * checks).
 */
export async function lockListingBookings(em: EntityManager, propertyId: number): Promise<void> {
  await em.execute('select 1 from properties where id = ? for no key update', [propertyId]);
}
