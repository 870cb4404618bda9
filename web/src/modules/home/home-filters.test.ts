import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, PROPERTY_TYPE_OPTIONS, filtersFromSearch, homeSearch, sortFromSearch, filtersToQuery, filtersToSearch, hasActiveFilters } from './home-filters';

describe('home filters in the URL', () => {
  it('round-trips through the query string, dropping empty and any', () => {
    const filters = { city: 'Toronto', propertyType: 'condo', minRent: '1500', maxRent: '', bedrooms: '2' };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('city=Toronto&propertyType=condo&minRent=1500&bedrooms=2');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it('ignores unknown types, bad numbers and unknown bedroom options', () => {
    const parsed = filtersFromSearch(new URLSearchParams('propertyType=castle&minRent=-5&maxRent=abc&bedrooms=9'));
    expect(parsed).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(parsed)).toBe(false);
  });

  it('offers every listing type as a filter, semi-detached and basement included', () => {
    expect(PROPERTY_TYPE_OPTIONS).toEqual(['any', 'apartment', 'house-detached', 'house-attached', 'condo', 'townhouse', 'studio', 'house-semi-detached', 'basement']);
    expect(filtersToQuery(filtersFromSearch(new URLSearchParams('propertyType=house-semi-detached'))).propertyType).toBe('house_semi_detached');
    expect(filtersFromSearch(new URLSearchParams('propertyType=basement')).propertyType).toBe('basement');
  });

  it('keeps the home filter options of spec §3 (apartment and studio included)', () => {
    expect(filtersFromSearch(new URLSearchParams('propertyType=studio')).propertyType).toBe('studio');
    expect(filtersFromSearch(new URLSearchParams('propertyType=apartment')).propertyType).toBe('apartment');
  });

  it('turns active values into the API filter with numbers and enum names', () => {
    expect(filtersToQuery({ city: 'Ottawa', propertyType: 'house-detached', minRent: '', maxRent: '', bedrooms: '3' })).toMatchObject({
      propertyType: 'house_detached',
      bedrooms: 3,
    });
    expect(filtersToQuery({ city: ' Ottawa ', propertyType: 'any', minRent: '1000', maxRent: '2500', bedrooms: 'any' })).toEqual({
      city: 'Ottawa',
      propertyType: undefined,
      minRent: 1000,
      maxRent: 2500,
      bedrooms: undefined,
    });
  });

  it('keeps the order in the URL beside the filters, newest by default', () => {
    const search = homeSearch({ ...EMPTY_FILTERS, city: 'Halifax' }, 'price_asc');
    expect(search.toString()).toBe('city=Halifax&sort=price_asc');
    expect(sortFromSearch(search)).toBe('price_asc');
    expect(homeSearch(EMPTY_FILTERS, 'newest').toString()).toBe('');
    expect(sortFromSearch(new URLSearchParams('sort=cheapest'))).toBe('newest');
  });
});
