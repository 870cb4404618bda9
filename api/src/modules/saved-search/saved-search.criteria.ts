import type { EntityManager } from '@mikro-orm/postgresql';
import type { SavedSearchFilters } from '../../contracts/index.js';
import { readSearchText, searchKeysQuery, runQuery } from '../property/index.js';
import type { SavedSearch } from './saved-search.entity.js';

type Criteria = Pick<
  SavedSearch,
  'cityKey' | 'propertyTypeKey' | 'minRent' | 'maxRent' | 'bedrooms' | 'query' | 'bboxWest' | 'bboxSouth' | 'bboxEast' | 'bboxNorth'
>;

/**
 * The columns a new listing is matched on (saved-search.queries.ts), from the filters the browse contract parsed.
 * Same meaning as the browse: the place key and the text query are computed by the browse's own SQL, bedrooms a
 * minimum, rents inclusive. The other filters are read from `filters` itself.
 */
export async function criteriaOf(em: EntityManager, filters: SavedSearchFilters): Promise<Criteria> {
  const [keys] = await runQuery<{ city_key: string; tsquery: string | null }>(em, searchKeysQuery(filters.city, filters.q));
  const { west = null, south = null, east = null, north = null } = filters.bbox ?? {};
  return {
    cityKey: keys!.city_key,
    propertyTypeKey: filters.propertyType ?? '',
    minRent: filters.minRent ?? null,
    maxRent: filters.maxRent ?? null,
    bedrooms: bedroomsOf(filters),
    query: keys!.tsquery,
    bboxWest: west,
    bboxSouth: south,
    bboxEast: east,
    bboxNorth: north,
  };
}

/** The bedrooms minimum, the filter's or the one the text says ('2 bedrooms near the Plateau'), as the browse reads them. */
function bedroomsOf(filters: SavedSearchFilters): number | null {
  const said = readSearchText(filters.q ?? '').bedrooms;
  if (said === undefined) return filters.bedrooms ?? null;
  return Math.max(filters.bedrooms ?? 0, said);
}

/** Every filter key a saved search is matched on: a browse filter missing here would alert on listings it excludes. */
export const MATCHED_FILTER_KEYS = [
  ...['city', 'propertyType', 'minRent', 'maxRent', 'bedrooms', 'q', 'bbox'],
  ...['bathrooms', 'furnished', 'parking', 'petFriendly', 'availableFrom', 'priceDropped'],
] as const;
