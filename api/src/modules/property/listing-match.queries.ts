// What other modules match a listing on (saved-search alerts), owned here because it reads the properties table.
import type { SqlQuery } from '../../common/sql.js';
import { CANADIAN_CITIES } from '../../contracts/index.js';
import { listingVisibleSql, tsqueryOf } from './property.queries.js';
import { readSearchText } from './search-text.js';

/**
 * A saved search's place and text in the browse's own terms, so an alert answers as the browse does: `city_key`
 * (hearth_place_key: 'montreal' is Montréal, '' for any city) and `tsquery`, the text query `q` as the browse runs it
 * (buildSearchQuery; null without words).
 */
export function searchKeysQuery(city: string | undefined, q: string | undefined): SqlQuery {
  const { words } = readSearchText(q ?? '');
  return { sql: `select coalesce(hearth_place_key(?), '') as city_key, ${tsqueryOf(words)} as tsquery`, params: [city ?? null, ...words] };
}

/**
 * The listing `?` as one row when it is on the public marketplace: `id`, `owner_id`, `city_key` (as
 * searchKeysQuery writes it) and `other_city_key` (its city's name in the other language, as the browse's city filter
 * matches either: 'quebec' for a listing in 'Québec City'; null for a city with one name), `property_type`, `monthly_rent`, `bedrooms`, `bathrooms`, `furnished` and `parking`
 * (booleans, as the browse filters read them), `pet_friendly`, `lease_start_date`, `latitude`, `longitude` and
 * `document` (the browse's `search` tsvector). Used as a CTE by saved-search matching.
 */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
/** The place key of the listing's city named in the other language, for the cities whose French name differs. */
const OTHER_LANGUAGE_CITY_KEY = `case hearth_place_key(p.city) ${CANADIAN_CITIES.filter((city) => city.nameFr)
  .flatMap(({ name, nameFr }) => [[name, nameFr!], [nameFr!, name]])
  .map(([from, to]) => `when hearth_place_key(${literal(from!)}) then hearth_place_key(${literal(to!)})`)
  .join(' ')} end`;

export const PUBLIC_LISTING_TO_MATCH = `select p.id, p.owner_id, hearth_place_key(p.city) as city_key, ${OTHER_LANGUAGE_CITY_KEY} as other_city_key,
    p.property_type, p.monthly_rent, p.bedrooms,
    p.bathrooms, p.furnished <> 'unfurnished' as furnished, p.parking <> 'none' as parking,
    p.amenities @> array['Pet Friendly'] as pet_friendly, p.lease_start_date, p.latitude, p.longitude, p.search as document
  from properties p where p.id = ? and ${listingVisibleSql(null).sql}`;
