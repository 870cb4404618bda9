import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { parseBbox } from '@hearth/api/contracts/bounding-box';
import { SEARCH_TEXT_MAX, browseSort } from '@hearth/api/contracts/browse';
import { CITY_MAX } from '@hearth/api/contracts/city';
import { PROPERTY_TYPES } from '@hearth/api/contracts/property-enums';
import { isNoFilter } from '@hearth/api/contracts/no-filter';
import type { PropertyFilterInput, PropertySort, PropertyType } from '../../generated/graphql';
import { toGraphqlEnum } from '../../lib/graphql-enum';

/** The home filter bar's values (docs/product.md#home and docs/product.md#search-and-map), as strings the inputs hold. */
export interface HomeFilters {
  /** Free text (title, description, address, places). */
  q: string;
  city: string;
  propertyType: string;
  minRent: string;
  maxRent: string;
  bedrooms: string;
  /** 'More filters': a minimum, then three 'true'-or-empty switches and a day (YYYY-MM-DD), and the price drop switch. */
  bathrooms: string;
  furnished: string;
  parking: string;
  petFriendly: string;
  availableFrom: string;
  /** 'true' or empty: only listings whose rent went down in the last 30 days (docs/product.md#price-history). */
  priceDropped: string;
  /** The map's 'Search this area' box, "west,south,east,north". */
  bbox: string;
}

export const EMPTY_FILTERS: HomeFilters = {
  q: '',
  city: '',
  propertyType: 'any',
  minRent: '',
  maxRent: '',
  bedrooms: 'any',
  bathrooms: 'any',
  furnished: '',
  parking: '',
  petFriendly: '',
  availableFrom: '',
  priceDropped: '',
  bbox: '',
};
/** The filters behind 'More filters' (how many are set shows on its button). */
export const MORE_FILTER_KEYS = ['bathrooms', 'furnished', 'parking', 'petFriendly', 'availableFrom', 'priceDropped'] as const;
/** Any type, then the one list of types a landlord may list (docs/product.md#business-constants). */
export const PROPERTY_TYPE_OPTIONS = ['any', ...PROPERTY_TYPES];
export const BEDROOM_OPTIONS = ['any', '1', '2', '3', '4', '5'] as const;
/** docs/product.md#business-constants: bathrooms 1 to 4+ in half steps. */
export const BATHROOM_OPTIONS = ['any', '1', '1.5', '2', '2.5', '3', '4'] as const;
/** Cards per page on the home grid: four rows of three on large screens. Half the API's default page, so a
 *  phone renders the first screen's worth sooner; 'Load more' adds the next twelve. */
export const HOME_PAGE_SIZE = 12;

/** Orders of the results (the API's PropertySort); newest first unless the URL says otherwise. */
export const SORT_OPTIONS = [
  { id: 'newest', label: msg`Newest` },
  { id: 'price_asc', label: msg`Price: low to high` },
  { id: 'price_desc', label: msg`Price: high to low` },
  { id: 'relevance', label: msg`Best match` },
] as const satisfies readonly { id: PropertySort; label: MessageDescriptor }[];
export const DEFAULT_SORT: PropertySort = 'newest';
/** The order the API picks when the URL names none: best match for a text search (browseSort). */
export const defaultSort = (filters: HomeFilters): PropertySort => browseSort(undefined, filters.q.trim() !== '');
/** The orders offered: best match only beside a text search. */
export const sortOptions = (filters: HomeFilters) => SORT_OPTIONS.filter((o) => o.id !== 'relevance' || filters.q.trim() !== '');

const KEYS = ['q', 'city', 'propertyType', 'minRent', 'maxRent', 'bedrooms', ...MORE_FILTER_KEYS, 'bbox'] as const;
const isWhole = (v: string) => /^\d{1,7}$/.test(v);
const isDay = (v: string) => /^\d{4}-\d\d-\d\d$/.test(v);
const oneOf = (options: readonly string[], v: string, fallback: string) => (options.includes(v) ? v : fallback);

/** Reads filters from the URL query (shareable and reload-safe); unknown or malformed values are ignored. */
export function filtersFromSearch(params: URLSearchParams): HomeFilters {
  const type = params.get('propertyType') ?? '';
  const bedrooms = params.get('bedrooms') ?? '';
  const rent = (key: string) => {
    const v = (params.get(key) ?? '').trim();
    return isWhole(v) ? v : '';
  };
  const get = (key: string) => (params.get(key) ?? '').trim();
  const flag = (key: string) => (get(key) === 'true' ? 'true' : '');
  return {
    q: get('q').slice(0, SEARCH_TEXT_MAX),
    city: get('city').slice(0, CITY_MAX),
    propertyType: oneOf(PROPERTY_TYPE_OPTIONS, type, 'any'),
    minRent: rent('minRent'),
    maxRent: rent('maxRent'),
    bedrooms: oneOf(BEDROOM_OPTIONS, bedrooms, 'any'),
    bathrooms: oneOf(BATHROOM_OPTIONS, get('bathrooms'), 'any'),
    furnished: flag('furnished'),
    parking: flag('parking'),
    petFriendly: flag('petFriendly'),
    availableFrom: isDay(get('availableFrom')) ? get('availableFrom') : '',
    priceDropped: flag('priceDropped'),
    bbox: parseBbox(get('bbox')) ? get('bbox') : '',
  };
}

export function sortFromSearch(params: URLSearchParams): PropertySort {
  const filters = filtersFromSearch(params);
  return sortOptions(filters).find((o) => o.id === params.get('sort'))?.id ?? defaultSort(filters);
}

/** The home's browse query for a URL's search: its filters, order and first page. */
export function homeQueryVariables(params: URLSearchParams) {
  return { filter: filtersToQuery(filtersFromSearch(params)), sort: sortFromSearch(params), first: HOME_PAGE_SIZE };
}

/** The home page's URL query: the active filters and the order (left out when it is the default). */
export function homeSearch(filters: HomeFilters, sort: PropertySort): URLSearchParams {
  const params = filtersToSearch(filters);
  if (sort !== defaultSort(filters) && sortOptions(filters).some((o) => o.id === sort)) params.set('sort', sort);
  return params;
}

/** The URL query for filters; empty and 'any' values are dropped (docs/product.md#validation-rules). */
export function filtersToSearch(filters: HomeFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) {
    const v = filters[key].trim();
    if (!isNoFilter(v)) params.set(key, v);
  }
  return params;
}

/** The API filter: only active values, numbers as numbers, the type as its GraphQL enum name. */
export function filtersToQuery(filters: HomeFilters): PropertyFilterInput {
  const active = Object.fromEntries(filtersToSearch(filters));
  const number = (v: string | undefined) => (v ? Number(v) : undefined);
  const flag = (v: string | undefined) => (v ? true : undefined);
  return {
    q: active.q,
    city: active.city,
    propertyType: active.propertyType ? toGraphqlEnum<PropertyType>(active.propertyType) : undefined,
    minRent: number(active.minRent),
    maxRent: number(active.maxRent),
    bedrooms: number(active.bedrooms),
    bathrooms: number(active.bathrooms),
    furnished: flag(active.furnished),
    parking: flag(active.parking),
    petFriendly: flag(active.petFriendly),
    availableFrom: active.availableFrom,
    priceDropped: flag(active.priceDropped),
    bbox: parseBbox(active.bbox ?? null) ?? undefined,
  };
}

/** How many of the 'More filters' are set. */
export const moreFiltersCount = (filters: HomeFilters): number =>
  MORE_FILTER_KEYS.filter((key) => !isNoFilter(filters[key])).length;

/** How many filters the phone's 'Filters' sheet holds are set: all but the text and the map's box. */
export const sheetFiltersCount = (filters: HomeFilters): number =>
  KEYS.filter((key) => key !== 'q' && key !== 'bbox' && !isNoFilter(filters[key])).length;

export function hasActiveFilters(filters: HomeFilters): boolean {
  return filtersToSearch(filters).size > 0;
}
