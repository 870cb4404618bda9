import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, HOME_PAGE_SIZE, PROPERTY_TYPE_OPTIONS, filtersFromSearch, homeQueryVariables, homeSearch, moreFiltersCount, sheetFiltersCount, sortFromSearch, filtersToQuery, filtersToSearch, hasActiveFilters } from './home-filters';

describe('home filters in the URL', () => {
  it('round-trips through the query string, dropping empty and any', () => {
    const filters = { ...EMPTY_FILTERS, city: 'Toronto', propertyType: 'condo', minRent: '1500', maxRent: '', bedrooms: '2' };
    const search = filtersToSearch(filters);
    expect(search.toString()).toBe('city=Toronto&propertyType=condo&minRent=1500&bedrooms=2');
    expect(filtersFromSearch(search)).toEqual(filters);
  });

  it("gives the browse query's variables of a URL: its filters as the API reads them, its order, the first page", () => {
    expect(homeQueryVariables(new URLSearchParams('city=Toronto&bedrooms=2&maxRent=2500&sort=price_asc'))).toEqual({
      filter: { city: 'Toronto', bedrooms: 2, maxRent: 2500 },
      sort: 'price_asc',
      first: HOME_PAGE_SIZE,
    });
    expect(homeQueryVariables(new URLSearchParams('sort=relevance')).sort).toBe('newest'); // best match needs text
  });

  it('drops what the API reads as no filter, whatever its case', () => {
    expect(filtersToSearch({ ...EMPTY_FILTERS, city: ' All ', q: 'ANY' }).toString()).toBe('');
  });

  it('ignores unknown types, bad numbers and unknown bedroom options', () => {
    const parsed = filtersFromSearch(new URLSearchParams('propertyType=castle&minRent=-5&maxRent=abc&bedrooms=9'));
    expect(parsed).toEqual(EMPTY_FILTERS);
    expect(hasActiveFilters(parsed)).toBe(false);
  });

  it('offers every listing type as a filter, semi-detached and basement included', () => {
    expect(PROPERTY_TYPE_OPTIONS).toEqual(['any', 'apartment', 'studio', 'condo', 'townhouse', 'house-detached', 'house-semi-detached', 'house-attached', 'basement']);
    expect(filtersToQuery(filtersFromSearch(new URLSearchParams('propertyType=house-semi-detached'))).propertyType).toBe('house_semi_detached');
    expect(filtersFromSearch(new URLSearchParams('propertyType=basement')).propertyType).toBe('basement');
  });

  it('keeps the home filter options of entities (apartment and studio included)', () => {
    expect(filtersFromSearch(new URLSearchParams('propertyType=studio')).propertyType).toBe('studio');
    expect(filtersFromSearch(new URLSearchParams('propertyType=apartment')).propertyType).toBe('apartment');
  });

  it('turns active values into the API filter with numbers and enum names', () => {
    expect(filtersToQuery({ ...EMPTY_FILTERS, city: 'Ottawa', propertyType: 'house-detached', minRent: '', maxRent: '', bedrooms: '3' })).toMatchObject({
      propertyType: 'house_detached',
      bedrooms: 3,
    });
    expect(filtersToQuery({ ...EMPTY_FILTERS, city: ' Ottawa ', minRent: '1000', maxRent: '2500' })).toMatchObject({
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

  it('keeps the text search, the more filters and the map box in the URL, and drops malformed ones', () => {
    const search = new URLSearchParams('q=plateau&bathrooms=1.5&furnished=true&parking=yes&petFriendly=true&availableFrom=2027-01-01&bbox=-74,45,-73,46');
    const filters = filtersFromSearch(search);
    expect(filters).toMatchObject({ q: 'plateau', bathrooms: '1.5', furnished: 'true', parking: '', petFriendly: 'true', availableFrom: '2027-01-01', bbox: '-74,45,-73,46' });
    expect(filtersToSearch(filters).toString()).toBe('q=plateau&bathrooms=1.5&furnished=true&petFriendly=true&availableFrom=2027-01-01&bbox=-74%2C45%2C-73%2C46');
    expect(filtersToQuery(filters)).toMatchObject({ q: 'plateau', bathrooms: 1.5, furnished: true, parking: undefined, bbox: { west: -74, south: 45, east: -73, north: 46 } });
    expect(moreFiltersCount(filters)).toBe(4);
    expect(filtersFromSearch(new URLSearchParams('bbox=-73,46,-74,45&availableFrom=soon'))).toEqual(EMPTY_FILTERS);
  });

  it('keeps the price drop switch in the URL and sends it as priceDropped (docs/product.md#price-history)', () => {
    const filters = filtersFromSearch(new URLSearchParams('city=Toronto&priceDropped=true'));
    expect(filters).toMatchObject({ city: 'Toronto', priceDropped: 'true' });
    expect(filtersToSearch(filters).toString()).toBe('city=Toronto&priceDropped=true');
    expect(filtersToQuery(filters)).toMatchObject({ city: 'Toronto', priceDropped: true });
    expect(moreFiltersCount(filters)).toBe(1);
    expect(filtersFromSearch(new URLSearchParams('priceDropped=yes')).priceDropped).toBe('');
    expect(filtersToQuery(EMPTY_FILTERS).priceDropped).toBeUndefined();
  });

  it('orders a text search by best match unless the URL says otherwise', () => {
    const text = { ...EMPTY_FILTERS, q: 'loft' };
    expect(sortFromSearch(new URLSearchParams('q=loft'))).toBe('relevance');
    expect(homeSearch(text, 'relevance').toString()).toBe('q=loft');
    expect(homeSearch(text, 'newest').toString()).toBe('q=loft&sort=newest');
    expect(sortFromSearch(new URLSearchParams('sort=relevance'))).toBe('newest');
  });

  it("counts on the phone's 'Filters' button what its sheet holds: all but the text and the map's box", () => {
    expect(sheetFiltersCount(EMPTY_FILTERS)).toBe(0);
    expect(sheetFiltersCount({ ...EMPTY_FILTERS, q: 'loft', bbox: '-74,45,-73,46' })).toBe(0);
    expect(sheetFiltersCount({ ...EMPTY_FILTERS, city: 'Toronto', maxRent: '2500', bedrooms: '2', parking: 'true' })).toBe(4);
  });
});
