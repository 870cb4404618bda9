import { filtersFromSearch, filtersToSearch, type HomeFilters } from '../home/home-filters';

/** A saved search's filters as the API keeps them: the keys of GET /api/properties, parsed by its contract. */
export type SavedFilters = Record<string, unknown>;

/** What "Save this search" sends: the home page's URL filters, spelled as the URL spells them. */
export const savedFiltersOf = (filters: HomeFilters): SavedFilters => Object.fromEntries(filtersToSearch(filters));

interface Box {
  west: number;
  south: number;
  east: number;
  north: number;
}
const isBox = (value: unknown): value is Box =>
  typeof value === 'object' && value !== null && ['west', 'south', 'east', 'north'].every((key) => typeof (value as Record<string, unknown>)[key] === 'number');

/** A stored value back in its URL spelling: numbers and flags as text, a map box as "west,south,east,north". */
function urlValue(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.join(',');
  if (isBox(value)) return [value.west, value.south, value.east, value.north].join(',');
  return undefined;
}

/** The stored filters as a URL query, every key kept (what the alert matches on). */
export function savedSearchParams(filters: SavedFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    const text = urlValue(value);
    if (text !== undefined && text !== '') params.set(key, text);
  }
  return params;
}

/**
 * The home page a saved search opens, read by the home page's own parser: whatever filter the home page learns
 * comes back the way it went in, and what it cannot show is left out.
 */
export function openHref(filters: SavedFilters): string {
  const query = filtersToSearch(filtersFromSearch(savedSearchParams(filters))).toString();
  return query ? `/?${query}` : '/';
}
