import type { EntityManager } from '@mikro-orm/postgresql';
import { byKey, defineLoader } from '../../common/loaders.js';
import { placeholders } from '../../common/sql.js';
import type { RentComparison } from '../../contracts/index.js';
import { PropertyListing } from './property.entity.js';
import { RENT_COMPARISON_SQL } from './property.queries.js';

/** The listing `id` as an entity in `em` (a rule reads its owner and visibility), or null. */
export const findListing = (em: EntityManager, id: number): Promise<PropertyListing | null> => em.findOne(PropertyListing, id);

/** Listings by id, batched per request; null for a listing that is gone. */
export const listingById = defineLoader<number, PropertyListing | null>(async (ctx, ids) =>
  byKey(await ctx.em.find(PropertyListing, { id: { $in: [...ids] } }), ids, (listing) => listing.id, null),
);

/** Titles of listings by id, batched per request (Inquiry.propertyTitle); null for a listing that is gone. */
export const propertyTitleById = defineLoader<number, string | null>(async (ctx, ids) =>
  byKey(await ctx.em.find(PropertyListing, { id: { $in: [...ids] } }), ids, (row) => row.id, null).map((row) => row?.title ?? null),
);

/** Review flags of listings by id, batched per request; admins only read them (they name other landlords' listings). */
export const reviewFlagsById = defineLoader<number, string[]>(async (ctx, ids) => {
  const rows = await ctx.em.getConnection().execute<Array<{ id: number; review_flags: string[] }>>(
    `select id, review_flags from properties where id in (${placeholders(ids)})`,
    [...ids],
  );
  return byKey(rows, ids, (row) => row.id, { review_flags: [] as string[] }).map((row) => row.review_flags);
});

/** Rent comparisons of listings by id, batched per request, for a listing read without them (an entity). */
export const rentComparisonById = defineLoader<number, RentComparison | null>(async (ctx, ids) => {
  const rows = await ctx.em.getConnection().execute<Array<{ id: number; rentComparison: RentComparison | null }>>(
    `select p.id, ${RENT_COMPARISON_SQL} as "rentComparison" from properties p where p.id in (${placeholders(ids)})`,
    [...ids],
  );
  return byKey(rows, ids, (row) => row.id, { rentComparison: null }).map((row) => row.rentComparison);
});
