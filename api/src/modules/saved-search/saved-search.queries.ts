import type { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_LISTING_TO_MATCH } from '../property/index.js';

/**
 * Holds the listing's alerts until the caller's transaction ends: its new-listing match and its drop matches, run by
 * separate jobs, then see each other's rows, so a search hears of one listing at one rent once.
 */
export async function lockListingAlerts(em: EntityManager, propertyId: number): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?), ?)', ['saved-search-alerts', propertyId]);
}

/**
 * Records every saved search the public listing `propertyId` matches (not its own landlord's, not those with
 * alerts off) and returns the ids of the pairs that are new: a pair already recorded is never alerted twice.
 * Searches for price drops only are left to recordDropMatches.
 * One statement: saved_searches_match_idx narrows to the listing's city (or any) and type (or any); the other
 * criteria are checks on those rows, the text query last. Each check means what the browse's filter of the same
 * name means (property.queries.ts browseWhere); the place and the text are the browse's own (searchKeysQuery).
 */
export async function recordMatches(em: EntityManager, propertyId: number): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `with l as (${PUBLIC_LISTING_TO_MATCH})
     -- The statement's own time (not the transaction's): a rent change it sees was recorded before it.
     insert into saved_search_matches (saved_search_id, property_id, created_at)
     select s.id, l.id, statement_timestamp() from l join saved_searches s ${SEARCHES_MATCHING_L}
        -- A new listing has no price drop: searches for drops hear of it when its rent goes down.
        and (s.filters->'priceDropped' is null or not (s.filters->>'priceDropped')::boolean)
        -- A search already told of a drop of this listing has heard of it.
        and not exists (select 1 from saved_search_price_drops d where d.saved_search_id = s.id and d.property_id = l.id)
     on conflict do nothing
     returning saved_search_id as id`,
    [propertyId],
  );
  return rows.map((row) => row.id);
}

/**
 * The saved searches (alerts on) matching the public listing `l` (PUBLIC_LISTING_TO_MATCH), as `join saved_searches s
 * <this>`: the join and the WHERE. Each check means what the browse's filter of the same name means.
 */
const SEARCHES_MATCHING_L = `on s.city_key in ('', l.city_key, l.other_city_key) and s.property_type_key in ('', l.property_type)
      where s.alert <> 'off' and s.owner_id <> l.owner_id
        and (s.min_rent is null or s.min_rent <= l.monthly_rent)
        and (s.max_rent is null or s.max_rent >= l.monthly_rent)
        and (s.bedrooms is null or s.bedrooms <= l.bedrooms)
        and (s.bbox_west is null or (l.latitude between s.bbox_south and s.bbox_north and l.longitude between s.bbox_west and s.bbox_east))
        and (s.filters->'bathrooms' is null or l.bathrooms >= (s.filters->>'bathrooms')::numeric)
        and (s.filters->'furnished' is null or l.furnished = (s.filters->>'furnished')::boolean)
        and (s.filters->'parking' is null or l.parking = (s.filters->>'parking')::boolean)
        and (s.filters->'petFriendly' is null or l.pet_friendly = (s.filters->>'petFriendly')::boolean)
        and (s.filters->'availableFrom' is null or l.lease_start_date is null or l.lease_start_date <= (s.filters->>'availableFrom')::date)
        and (s.query is null or l.document @@ s.query::tsquery)`;

/**
 * Records every saved search the public listing `propertyId` matches at its dropped rent `monthlyRent` (the drop
 * `priceChangeId`, its price history row) and returns the ids of those not yet told of this drop: once per drop.
 * Nothing when the listing left the marketplace or its rent changed again since.
 */
export async function recordDropMatches(em: EntityManager, propertyId: number, priceChangeId: number, monthlyRent: number, recordedAt: string): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `with l as (${PUBLIC_LISTING_TO_MATCH})
     insert into saved_search_price_drops (saved_search_id, property_id, price_change_id)
     select s.id, l.id, ? from l join saved_searches s ${SEARCHES_MATCHING_L} and l.monthly_rent = ?
        -- A search told of the listing as new at this rent (its match job ran after the drop) has heard of it.
        and not exists (select 1 from saved_search_matches m where m.saved_search_id = s.id and m.property_id = l.id
          and m.created_at >= ?::timestamptz)
     on conflict do nothing
     returning saved_search_id as id`,
    [propertyId, priceChangeId, monthlyRent, recordedAt],
  );
  return rows.map((row) => row.id);
}

/**
 * Claims the unsent matches of a search (locked until the caller's transaction ends, so two workers never email
 * the same ones) and marks them sent; `propertyId` narrows to one listing. A rollback (the email failed) unsends them.
 */
export async function claimUnsentMatches(em: EntityManager, savedSearchId: number, propertyId?: number): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `update saved_search_matches set emailed_at = now()
      where (saved_search_id, property_id) in (
        select saved_search_id, property_id from saved_search_matches
         where saved_search_id = ? and emailed_at is null and created_at > now() - interval '7 days' ${propertyId === undefined ? '' : 'and property_id = ?'}
         order by created_at limit 50 for update skip locked)
      returning property_id as id`,
    propertyId === undefined ? [savedSearchId] : [savedSearchId, propertyId],
  );
  return rows.map((row) => row.id);
}

/** Daily searches with unsent matches (the digest run sends one job for each). */
export async function searchesDueForDigest(em: EntityManager): Promise<number[]> {
  const rows = await em.execute<{ id: number }[]>(
    `select distinct s.id from saved_searches s join saved_search_matches m on m.saved_search_id = s.id
      where s.alert = 'daily' and m.emailed_at is null and m.created_at > now() - interval '7 days'`,
  );
  return rows.map((row) => row.id);
}
