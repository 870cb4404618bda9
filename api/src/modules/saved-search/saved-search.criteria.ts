import type { SavedSearchFilters } from '../../contracts/index.js';
import type { SavedSearch } from './saved-search.entity.js';

type Criteria = Pick<
  SavedSearch,
  'cityKey' | 'propertyTypeKey' | 'minRent' | 'maxRent' | 'bedrooms' | 'query' | 'bboxWest' | 'bboxSouth' | 'bboxEast' | 'bboxNorth'
>;

/**
 * The columns a new listing is matched on (saved-search.queries.ts), from the filters the browse contract parsed.
 * Same meaning as the browse: city compared lower-cased, bedrooms a minimum, rents inclusive.
 */
export function criteriaOf(filters: SavedSearchFilters): Criteria {
  const [bboxWest, bboxSouth, bboxEast, bboxNorth] = filters.bbox ?? [null, null, null, null];
  return {
    cityKey: filters.city?.toLowerCase() ?? '',
    propertyTypeKey: filters.propertyType ?? '',
    minRent: filters.minRent ?? null,
    maxRent: filters.maxRent ?? null,
    bedrooms: filters.bedrooms ?? null,
    query: filters.q ?? null,
    bboxWest,
    bboxSouth,
    bboxEast,
    bboxNorth,
  };
}

/** Every filter key criteriaOf turns into a criterion: a browse filter missing here would alert on listings it excludes. */
export const MATCHED_FILTER_KEYS = ['city', 'propertyType', 'minRent', 'maxRent', 'bedrooms', 'q', 'bbox'] as const;
