import type { EntityManager } from '@mikro-orm/postgresql';
import { byKey, defineLoader } from '../../common/loaders.js';
import { placeholders, type SqlQuery } from '../../common/sql.js';
import { priceDropSince, recentPreviousRent } from '../../contracts/index.js';

/**
 * The price history of listings (docs/product.md#price-history): `property_price_history`, one row per rent a
 * listing has had, written here only, in the transaction of the listing's creation or rent change.
 */

/** One rent of a listing, as REST and GraphQL show it: the rent and since when (ISO instant). */
export interface PriceHistoryEntry {
  monthlyRent: number;
  from: string;
}

/** A listing's rent in force and the change that set it (previousRent: the rent before, null for the first). */
export interface LatestRentChange {
  propertyId: number;
  monthlyRent: number;
  previousRent: number | null;
  from: Date;
}

const ISO_FROM = `to_char(h.effective_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The first rent of a new listing, from `at` (in the creation's transaction). */
export async function recordFirstRent(em: EntityManager, propertyId: number, monthlyRent: number, at: Date): Promise<void> {
  await em.execute('insert into property_price_history (property_id, monthly_rent, effective_from) values (?, ?, ?)', [propertyId, monthlyRent, at]);
}

/** A rent change as recorded: the new row's id, the rent before it, the new rent and when the row was written. */
export interface RecordedRentChange {
  id: number;
  previousRent: number;
  monthlyRent: number;
  recordedAt: Date;
}

/**
 * A new rent from `at`, when it differs from the rent in force (in the change's transaction, before the listing's
 * row is updated); null when the rent stays. The listing's row is locked first, so two changes at once are recorded
 * one after the other.
 */
export async function recordRentChange(em: EntityManager, propertyId: number, monthlyRent: number, at: Date): Promise<RecordedRentChange | null> {
  const [locked] = await em.execute<Array<{ monthly_rent: number }>>('select monthly_rent from properties where id = ? for update', [propertyId]);
  if (!locked || locked.monthly_rent === monthlyRent) return null;
  // A clock behind the last change (never in production) still closes it at its own start.
  const [closed] = await em.execute<Array<{ monthly_rent: number; effective_until: Date }>>(
    `update property_price_history set effective_until = greatest(effective_from, ?::timestamptz)
      where property_id = ? and effective_until is null returning monthly_rent, effective_until`,
    [at, propertyId],
  );
  const previousRent = closed?.monthly_rent ?? locked.monthly_rent;
  const [inserted] = await em.execute<Array<{ id: number; created_at: Date }>>(
    `insert into property_price_history (property_id, monthly_rent, previous_rent, effective_from)
      values (?, ?, ?, greatest(?::timestamptz, ?::timestamptz)) returning id, created_at`,
    [propertyId, monthlyRent, previousRent, at, closed?.effective_until ?? at],
  );
  return { id: inserted!.id, previousRent, monthlyRent, recordedAt: new Date(inserted!.created_at) };
}

/** Every rent of the listing, oldest first. */
export function priceHistoryOf(em: EntityManager, propertyId: number): Promise<PriceHistoryEntry[]> {
  return em.execute<PriceHistoryEntry[]>(
    `select h.monthly_rent as "monthlyRent", ${ISO_FROM} as "from" from property_price_history h
      where h.property_id = ? order by h.effective_from, h.id`,
    [propertyId],
  );
}

/** Every rent of listings by id, oldest first, batched per request (GraphQL `Property.priceHistory`). */
export const priceHistoryById = defineLoader<number, PriceHistoryEntry[]>(async (ctx, ids) => {
  const rows = await ctx.em.execute<Array<PriceHistoryEntry & { propertyId: number }>>(
    `select h.property_id as "propertyId", h.monthly_rent as "monthlyRent", ${ISO_FROM} as "from" from property_price_history h
      where h.property_id in (${placeholders(ids)}) order by h.property_id, h.effective_from, h.id`,
    [...ids],
  );
  const byListing = new Map<number, PriceHistoryEntry[]>(ids.map((id) => [id, []]));
  for (const { propertyId, ...entry } of rows) byListing.get(propertyId)?.push(entry);
  return ids.map((id) => byListing.get(id)!);
});

/** The rent in force of listings by id and the change that set it, batched per request; null for a listing without one. */
export const latestRentChangeById = defineLoader<number, LatestRentChange | null>(async (ctx, ids) => {
  const rows = await ctx.em.execute<Array<Omit<LatestRentChange, 'from'> & { from: string }>>(
    `select h.property_id as "propertyId", h.monthly_rent as "monthlyRent", h.previous_rent as "previousRent", ${ISO_FROM} as "from"
      from property_price_history h where h.property_id in (${placeholders(ids)}) and h.effective_until is null`,
    [...ids],
  );
  return byKey(
    rows.map((row) => ({ ...row, from: new Date(row.from) })),
    ids,
    (row) => row.propertyId,
    null,
  );
});

/** The listings' `previousRent` at `now` (contracts' recentPreviousRent), batched through latestRentChangeById. */
export async function previousRentsOf(ctx: Parameters<typeof latestRentChangeById>[0], ids: readonly number[], now: Date): Promise<Array<number | null>> {
  const changes = await latestRentChangeById(ctx).loadMany(ids);
  return changes.map((change) => (change instanceof Error ? null : recentPreviousRent(change, now)));
}

/**
 * The browse's `priceDropped` condition on the properties alias `p`: the rent in force is a drop made since
 * PRICE_DROP_DAYS before `now` (property_price_history_drops_idx holds only rents in force that are drops).
 */
export function priceDroppedSql(now: Date): SqlQuery {
  return {
    sql: `p.id in (select h.property_id from property_price_history h
      where h.effective_until is null and h.previous_rent > h.monthly_rent and h.effective_from > ?)`,
    params: [priceDropSince(now)],
  };
}

/**
 * The rent of the listing `propertyIdColumn` as of an instant, as a scalar subquery with one `?` (the instant,
 * a timestamptz): null when the listing did not exist yet. One probe of property_price_history_listing_idx.
 */
export const listingRentAsOfSql = (propertyIdColumn: string): string =>
  `(select h.monthly_rent from property_price_history h where h.property_id = ${propertyIdColumn} and h.effective_from <= ?::timestamptz
    order by h.effective_from desc, h.id desc limit 1)`;

/**
 * Every listing's rent as of `at`, as rows `{ property_id, monthly_rent }` (one row per listing that existed then):
 * to join to the listings, e.g. `join (<sql>) r on r.property_id = p.id`. For whole-table reads (the rent report).
 */
export function listingRentsAsOfSql(at: Date): SqlQuery {
  return {
    sql: `select h.property_id, h.monthly_rent from property_price_history h
      where h.effective_from <= ?::timestamptz and (h.effective_until is null or h.effective_until > ?::timestamptz)`,
    params: [at, at],
  };
}

/** Gives listings without a price history (loaded in bulk by the seeders) their first rent at their creation. */
export const FIRST_RENTS_OF_LOADED_LISTINGS = `insert into property_price_history (property_id, monthly_rent, effective_from)
  select p.id, p.monthly_rent, p.created_at from properties p
  where not exists (select 1 from property_price_history h where h.property_id = p.id)`;
