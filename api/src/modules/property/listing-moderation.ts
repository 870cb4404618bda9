// Moderation state of listings, owned by the property module: review flags, hidden by an admin, suspended owner.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isAdmin, type ServiceContext } from '../../common/actor.js';
import { icu, say } from '../../common/i18n.js';
import { placeholders } from '../../common/sql.js';
import { imageContentIds } from './listing-files.js';

/** How many other listings one flag check names (a hijacked ad usually copies one listing). */
const FLAGGED_LISTINGS_MAX = 5;

/**
 * Flags a new listing for admin review (properties.review_flags), one flag per listing of ANOTHER landlord that
 * already shows one of its photos (same content id): the classic hijacked ad. `images` are the canonical references
 * checkListingFiles returns, stored as a bare cid or an /ipfs/<cid> path, so both spellings are looked up
 * (properties_images_idx, GIN). One statement, in the caller's transaction.
 */
export async function flagReusedPhotos(
  em: EntityManager,
  listing: { id: number; ownerId: number; images: readonly string[] },
  { onEdit = false } = {},
): Promise<void> {
  const refs = imageContentIds(listing.images).flatMap((cid) => [cid, `/ipfs/${cid}`]);
  if (refs.length === 0) return;
  // One placeholder per reference: knex would expand a JS array parameter into a list anyway.
  const flags = `select array_agg(format('Photo already used by another landlord''s listing #%s', o.id) order by o.id) as flags
     from (select id from properties where images && array[${placeholders(refs)}]::text[] and owner_id <> ? order by id limit ?) o`;
  const params = [...refs, listing.ownerId, FLAGGED_LISTINGS_MAX, listing.id];
  if (!onEdit) {
    await em.execute(`update properties set review_flags = coalesce((${flags}), '{}') where id = ?`, params);
    return;
  }
  // An edit keeps the listing's other flags; a new one sends it back to an administrator.
  await em.execute(
    `update properties p set status = 'pending',
       review_flags = array(select distinct f from unnest(p.review_flags || n.flags) f order by f)
      from (${flags}) n
      where p.id = ? and n.flags is not null and not (n.flags <@ p.review_flags)`,
    params,
  );
}

/** A flag as flagReusedPhotos stores it (English), and the listing it names. */
const REUSED_PHOTO_FLAG = /^Photo already used by another landlord's listing #(\d+)$/;

/** A stored review flag in the caller's language; a flag of another form as it was stored. */
export function reviewFlagText(ctx: Pick<ServiceContext, 'locale'>, flag: string): string {
  const listing = REUSED_PHOTO_FLAG.exec(flag)?.[1];
  return listing ? say(ctx, icu("Photo already used by another landlord's listing #{listing}", { listing })) : flag;
}

/** An admin hides a reported listing: off the marketplace, with the reason its owner sees (and cannot undo). */
export async function hideListingByModeration(em: EntityManager, id: number, reason: string): Promise<void> {
  await em.execute(`update properties set show_on_marketplace = false, moderation_reason = ?, hidden_by_moderation = true, updated_at = now() where id = ?`, [reason, id]);
}

/**
 * Mirrors a landlord's suspension onto their listings (owner_suspended), in the suspension's transaction. Only the
 * rows that change are written, and the city box's place counts move once per place (grouped) instead of once per
 * row through the search_places_track trigger, which this statement turns off for itself: a landlord with 2,000
 * listings took 1.1 s, 0.6 s of it in that trigger (Migration20261202000000_moderation_reasons).
 */
export async function setOwnerSuspended(em: EntityManager, ownerId: number, suspended: boolean): Promise<void> {
  await em.execute(`select set_config('hearth.places_by_statement', 'yes', true)`);
  await em.execute(
    `with changed as (
       update properties set owner_suspended = ? where owner_id = ? and owner_suspended <> ?
       returning city, neighbourhood, province, status = 'approved' and show_on_marketplace as listed)
     select count(*) from (
       select search_places_add(min(city), min(neighbourhood), province, (count(*) * ?)::int) from changed where listed
        group by hearth_place_key(city), hearth_place_key(neighbourhood), province) counted`,
    [suspended, ownerId, suspended, suspended ? -1 : 1],
  );
  await em.execute(`select set_config('hearth.places_by_statement', '', true)`);
}

/**
 * The listings with their review flags (in the caller's language) for an admin, as REST shows them beside GraphQL's
 * `reviewFlags`; for anyone else the listings as they are (the flags name other landlords' listings). One query.
 */
export async function withReviewFlagsFor<T extends { id: number }>(ctx: ServiceContext, listings: T[]): Promise<Array<T & { reviewFlags?: string[] }>> {
  if (!isAdmin(ctx.viewer) || listings.length === 0) return listings;
  const ids = listings.map((listing) => listing.id);
  const rows = await ctx.em.getConnection().execute<Array<{ id: number; flags: string[] }>>(
    `select id, review_flags as flags from properties where id in (${placeholders(ids)})`,
    ids,
  );
  const flags = new Map(rows.map((row) => [row.id, row.flags.map((flag) => reviewFlagText(ctx, flag))]));
  return listings.map((listing) => ({ ...listing, reviewFlags: flags.get(listing.id) ?? [] }));
}
