import { describe, expect, it } from 'vitest';
import { savedSearchCreateSchema } from '@hearth/api/contracts/saved-search.schema';
import { EMPTY_FILTERS, filtersFromSearch, type HomeFilters } from '../home/home-filters';
import { openHref, savedFiltersOf, savedSearchParams } from './saved-search-filters';

/** What the API keeps of what the dialog sends: the saved-search contract's parse (numbers as numbers). */
const stored = (filters: HomeFilters) => savedSearchCreateSchema.parse({ name: 'x', filters: savedFiltersOf(filters) }).filters;
/** The filters the home page reads back from an Open link. */
const reopened = (href: string) => filtersFromSearch(new URLSearchParams(href.replace(/^\/\??/, '')));

describe('saved search filters', () => {
  it('saves the home page filters as its URL spells them, without the empty ones', () => {
    expect(savedFiltersOf({ ...EMPTY_FILTERS, city: 'Montréal', bedrooms: '2', maxRent: '2000' })).toEqual({ city: 'Montréal', bedrooms: '2', maxRent: '2000' });
    expect(savedFiltersOf(EMPTY_FILTERS)).toEqual({});
  });

  it('round-trips: home filters → saved by the API → Open link → the same home filters', () => {
    const cases: HomeFilters[] = [
      { ...EMPTY_FILTERS, city: 'Montréal', bedrooms: '2', maxRent: '2000' },
      { ...EMPTY_FILTERS, propertyType: 'house-semi-detached', minRent: '1500', maxRent: '2800' },
      // The search filters the home page learned later flow through unchanged (the API keeps the box as an object).
      { ...EMPTY_FILTERS, q: 'plateau', bathrooms: '1.5', furnished: 'true', petFriendly: 'true', availableFrom: '2026-12-04', bbox: '-73.7,45.4,-73.4,45.7' },
      EMPTY_FILTERS,
    ];
    for (const filters of cases) expect(reopened(openHref(stored(filters)))).toEqual(filters);
  });

  it('opens a real home page address', () => {
    expect(openHref({ city: 'Montréal', bedrooms: 2, maxRent: 2000 })).toBe('/?city=Montr%C3%A9al&maxRent=2000&bedrooms=2');
    expect(openHref({})).toBe('/');
  });

  it('spells stored values the URL way: numbers, flags, a map box (array or object)', () => {
    const params = savedSearchParams({ bathrooms: 1.5, furnished: true, bbox: [-73.7, 45.4, -73.4, 45.7], other: { west: -80, south: 43, east: -79, north: 44 } });
    expect(params.toString()).toBe('bathrooms=1.5&furnished=true&bbox=-73.7%2C45.4%2C-73.4%2C45.7&other=-80%2C43%2C-79%2C44');
  });

  it('leaves out of the Open link what the home page cannot show', () => {
    expect(openHref({ city: 'Halifax', status: 'pending', unknown: 'x', propertyType: 'castle' })).toBe('/?city=Halifax');
  });
});
