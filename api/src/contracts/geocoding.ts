import { PROVINCE_CAPITALS, findCanadianCity, type CanadianCity } from './canadian-cities.js';
import type { Province } from './provinces.js';
import { normalizePostalCode } from './location.schema.js';
import { POSTAL_AREA_CITIES } from './postal-areas.js';

/** How the point was found: the postal code's area, the city's name, or only the province (its capital). */
export type GeocodePrecision = 'postal-area' | 'city' | 'province';

export interface GeocodedPoint {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
}

export interface PlaceQuery {
  postalCode?: string | null;
  city?: string | null;
  province: Province;
}

// Any of a city's names, in English or French ('Grand Sudbury'), finds it.
const findCity = findCanadianCity;

function postalAreaCity(postalCode: string, province: Province): CanadianCity | undefined {
  const code = normalizePostalCode(postalCode)?.replace(' ', '');
  if (!code) return undefined;
  for (const length of [3, 2, 1]) {
    const name = POSTAL_AREA_CITIES[code.slice(0, length)];
    if (name) return findCity(name, province);
  }
  return undefined;
}

const point = (city: CanadianCity, precision: GeocodePrecision): GeocodedPoint => ({ latitude: city.lat, longitude: city.lng, precision });

/**
 * Where an address is, from bundled tables only (no network call): the postal code's area, else the city by name
 * (accents and case ignored), else the province's capital. Always answers.
 */
export function geocode({ postalCode, city, province }: PlaceQuery): GeocodedPoint {
  const byPostalCode = postalCode ? postalAreaCity(postalCode, province) : undefined;
  if (byPostalCode) return point(byPostalCode, 'postal-area');
  const byName = city ? findCity(city, province) : undefined;
  if (byName) return point(byName, 'city');
  return point(findCity(PROVINCE_CAPITALS[province], province)!, 'province');
}
