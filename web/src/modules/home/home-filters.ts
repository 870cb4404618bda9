import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROPERTY_FILTER_TYPES, PROPERTY_TYPES } from '@hearth/api/contracts';
import type { PropertyFilterInput, PropertySort, PropertyType } from '../../generated/graphql';
import { toGraphqlEnum } from '../../lib/graphql-enum';

/** The home filter bar's values (spec §3 property filter), as strings the inputs hold. */
export interface HomeFilters {
  city: string;
  propertyType: string;
  minRent: string;
  maxRent: string;
  bedrooms: string;
}

export const EMPTY_FILTERS: HomeFilters = { city: '', propertyType: 'any', minRent: '', maxRent: '', bedrooms: 'any' };
/** Spec §3's filter types, then the listing types (§9) it lacks: semi-detached and basement listings exist too. */
export const PROPERTY_TYPE_OPTIONS = ['any', ...new Set([...PROPERTY_FILTER_TYPES, ...PROPERTY_TYPES])];
export const BEDROOM_OPTIONS = ['any', '1', '2', '3', '4', '5'] as const;
/** Cards per page on the home grid: four rows of three on large screens. Half the API's default page, so a
 *  phone renders the first screen's worth sooner; 'Load more' adds the next twelve. */
export const HOME_PAGE_SIZE = 12;

/** Orders of the results (the API's PropertySort); newest first unless the URL says otherwise. */
export const SORT_OPTIONS = [
  { id: 'newest', label: msg`Newest` },
  { id: 'price_asc', label: msg`Price: low to high` },
  { id: 'price_desc', label: msg`Price: high to low` },
] as const satisfies readonly { id: PropertySort; label: MessageDescriptor }[];
export const DEFAULT_SORT: PropertySort = 'newest';

const KEYS = ['city', 'propertyType', 'minRent', 'maxRent', 'bedrooms'] as const;
const isWhole = (v: string) => /^\d{1,7}$/.test(v);

/** Reads filters from the URL query (shareable and reload-safe); unknown or malformed values are ignored. */
export function filtersFromSearch(params: URLSearchParams): HomeFilters {
  const type = params.get('propertyType') ?? '';
  const bedrooms = params.get('bedrooms') ?? '';
  const rent = (key: string) => {
    const v = (params.get(key) ?? '').trim();
    return isWhole(v) ? v : '';
  };
  return {
    city: (params.get('city') ?? '').trim().slice(0, 100),
    propertyType: (PROPERTY_TYPE_OPTIONS as readonly string[]).includes(type) ? type : 'any',
    minRent: rent('minRent'),
    maxRent: rent('maxRent'),
    bedrooms: (BEDROOM_OPTIONS as readonly string[]).includes(bedrooms) ? bedrooms : 'any',
  };
}

export function sortFromSearch(params: URLSearchParams): PropertySort {
  return SORT_OPTIONS.find((o) => o.id === params.get('sort'))?.id ?? DEFAULT_SORT;
}

/** The home page's URL query: the active filters and the order (left out when it is the default). */
export function homeSearch(filters: HomeFilters, sort: PropertySort): URLSearchParams {
  const params = filtersToSearch(filters);
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params;
}

/** The URL query for filters; empty and 'any' values are dropped (spec §2). */
export function filtersToSearch(filters: HomeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const v = filters[key].trim();
    if (v && v !== 'any' && v !== 'all') params.set(key, v);
  }
  return params;
}

/** The API filter: only active values, numbers as numbers, the type as its GraphQL enum name. */
export function filtersToQuery(filters: HomeFilters): PropertyFilterInput {
  const active = Object.fromEntries(filtersToSearch(filters));
  return {
    city: active.city,
    propertyType: active.propertyType ? toGraphqlEnum<PropertyType>(active.propertyType) : undefined,
    minRent: active.minRent ? Number(active.minRent) : undefined,
    maxRent: active.maxRent ? Number(active.maxRent) : undefined,
    bedrooms: active.bedrooms ? Number(active.bedrooms) : undefined,
  };
}

export function hasActiveFilters(filters: HomeFilters): boolean {
  return filtersToSearch(filters).size > 0;
}
