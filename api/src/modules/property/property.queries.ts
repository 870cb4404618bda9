import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdmin, type Actor } from '../../common/actor.js';
import { placeholders, type SqlQuery, type SqlSource } from '../../common/sql.js';
import type { PropertyFilter, PropertySort } from '../../contracts/index.js';
import type { PropertyListing } from './property.entity.js';

/** A listing as plain data: the §3 property object, exactly what REST sends and the `Property` GraphQL type reads. */
export type PropertyRecord = { [K in keyof PropertyListing]: PropertyListing[K] };

/** Timestamps as ISO strings with milliseconds, exactly like Date#toJSON (the driver hands raw rows over as text). */
function isoTimestamp(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * Reads skip entity hydration (the browse hot path): the columns come out of PostgreSQL already in §3 shape.
 * `bathrooms` numeric -> float8 (a JSON number), dates -> 'YYYY-MM-DD' text, timestamps -> ISO text, like the entity serializes them.
 */
export const PROPERTY_COLUMNS = `p.id, p.title, p.description, p.title_fr as "titleFr", p.description_fr as "descriptionFr", p.address, p.city, p.province, p.property_type as "propertyType",
  p.postal_code as "postalCode", p.latitude, p.longitude,
  p.bedrooms, p.bathrooms::float8 as bathrooms, p.sqft, p.furnished, p.parking, p.monthly_rent as "monthlyRent",
  p.lease_start_date::text as "leaseStartDate", p.lease_end_date::text as "leaseEndDate", p.amenities, p.images, p.status,
  p.show_on_marketplace as "showOnMarketplace", p.moderation_reason as "moderationReason", p.owner_suspended as "ownerSuspended",
  p.owner_id as "ownerId", ${isoTimestamp('p.created_at')} as "createdAt", ${isoTimestamp('p.updated_at')} as "updatedAt"`;

/**
 * Each browse order with its keyset: the sort key as text (created_at in whole microseconds, which JS Dates would
 * round; or the rent), the comparison that continues after a cursor, and the ORDER BY. The id breaks ties.
 * properties_browse_idx serves newest, properties_price_idx both price orders (read forwards or backwards).
 */
const ORDERS: Record<PropertySort, { key: string; after: string; orderBy: string }> = {
  newest: {
    key: `(extract(epoch from p.created_at) * 1000000)::bigint::text`,
    after: `(p.created_at, p.id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`,
    orderBy: 'p.created_at desc, p.id desc',
  },
  price_asc: { key: 'p.monthly_rent::text', after: '(p.monthly_rent, p.id) > (?::int, ?)', orderBy: 'p.monthly_rent asc, p.id asc' },
  price_desc: { key: 'p.monthly_rent::text', after: '(p.monthly_rent, p.id) < (?::int, ?)', orderBy: 'p.monthly_rent desc, p.id desc' },
};
/** Suspended landlords' listings leave the marketplace: one more filter on the rows the browse indexes walk. */
const NOT_SUSPENDED = 'not p.owner_suspended';
/** On the public marketplace, as a condition on the properties alias `p`. */
const PUBLIC_LISTING = `(p.status = 'approved' and p.show_on_marketplace and ${NOT_SUSPENDED})`;

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
  /** Only this owner's listings (the owner list). */
  ownerId?: number;
  sort: PropertySort;
  limit: number;
  /** Keyset position of the previous page's last row, in this sort's key. */
  after?: { key: string; id: number };
}

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

  if (scope.city) add('lower(p.city) = ?', scope.city.toLowerCase());
  if (scope.propertyType) add('p.property_type = ?', scope.propertyType);
  if (scope.minRent !== undefined) add('p.monthly_rent >= ?', scope.minRent);
  if (scope.maxRent !== undefined) add('p.monthly_rent <= ?', scope.maxRent);
  if (scope.bedrooms !== undefined) add('p.bedrooms >= ?', scope.bedrooms);
  return { sql: where.length ? `where ${where.join(' and ')}` : '', params };
}

/**
 * The browse statement (also run verbatim by the raw baseline in bench/browse.ts). Indexes: see ORDERS for the
 * orders and the keyset; properties_city_idx serves lower(city).
 */
export function buildBrowseQuery(scope: BrowseScope): SqlQuery {
  const order = ORDERS[scope.sort];
  const filter = browseWhere(scope);
  const where = scope.after ? `${filter.sql ? `${filter.sql} and` : 'where'} ${order.after}` : filter.sql;
  const params = [...filter.params, ...(scope.after ? [scope.after.key, scope.after.id] : []), scope.limit];
  const sql = `select ${PROPERTY_COLUMNS}, ${order.key} as "cursorKey" from properties p ${where} order by ${order.orderBy} limit ?`;
  return { sql, params };
}

/** How many listings a browse matches (all pages). */
export function buildBrowseCountQuery(scope: Omit<BrowseScope, 'sort' | 'limit' | 'after'>): SqlQuery {
  const filter = browseWhere(scope);
  return { sql: `select count(*)::int as count from properties p ${filter.sql}`, params: filter.params };
}

/** Positional `?` (knex, MikroORM) to `$n` (plain pg), for running the same statement without the ORM. */
export function toPgPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

export type RowWithCursor = PropertyRecord & { cursorKey: string };

export function runQuery<R>(em: EntityManager, query: SqlQuery): Promise<R[]> {
  return em.getConnection().execute<R[]>(query.sql, query.params);
}

export async function findPropertyRecord(em: EntityManager, id: number): Promise<PropertyRecord | null> {
  const rows = await runQuery<PropertyRecord>(em, { sql: `select ${PROPERTY_COLUMNS} from properties p where p.id = ?`, params: [id] });
  return rows[0] ?? null;
}
