import { CANADIAN_CITIES } from '@hearth/api/contracts/canadian-cities';
import type { MapListing } from './map.model';

/** A name the offline basemap may draw: a city, or a neighbourhood of the listings shown. */
export interface PlaceName {
  key: string;
  name: string;
  kind: 'city' | 'neighbourhood';
  lng: number;
  lat: number;
}

/** From this zoom (a city fills the map) neighbourhoods are named. */
export const NEIGHBOURHOOD_ZOOM = 11;

/** Smallest population (thousands) named at a zoom: the largest cities first, more as one zooms in. */
export function minPopulation(zoom: number): number {
  if (zoom < 3.5) return 1500;
  if (zoom < 4.5) return 500;
  if (zoom < 5.5) return 200;
  if (zoom < 6.5) return 80;
  if (zoom < 8) return 30;
  return 0;
}

// Largest first: the order in which names claim their room on screen.
const CITIES: readonly (PlaceName & { population: number; nameFr?: string })[] = [...CANADIAN_CITIES]
  .sort((a, b) => b.population - a.population)
  .map((city) => ({ key: `city:${city.name}:${city.province}`, name: city.name, nameFr: city.nameFr, kind: 'city', lng: city.lng, lat: city.lat, population: city.population }));

/**
 * Neighbourhoods named by the listings' landlords (the same names the city box suggests), each at the middle of its
 * listings; the busiest first.
 */
export function neighbourhoodNames(listings: readonly MapListing[]): PlaceName[] {
  const byPlace = new Map<string, { name: string; lng: number; lat: number; count: number }>();
  for (const listing of listings) {
    const name = listing.neighbourhood?.trim();
    if (!name) continue;
    const key = `neighbourhood:${name.toLocaleLowerCase('en-CA')}`;
    const place = byPlace.get(key) ?? { name, lng: 0, lat: 0, count: 0 };
    place.lng += listing.longitude;
    place.lat += listing.latitude;
    place.count += 1;
    byPlace.set(key, place);
  }
  return [...byPlace.entries()]
    .sort(([, a], [, b]) => b.count - a.count || a.name.localeCompare(b.name))
    .map(([key, { name, lng, lat, count }]) => ({ key, name, kind: 'neighbourhood', lng: lng / count, lat: lat / count }));
}

/**
 * The names worth drawing at a zoom, in priority order: neighbourhoods (from a city zoom), then cities by size, each
 * city in the reader's language ('Grand Sudbury', 'Québec' in French).
 */
export function namesAtZoom(zoom: number, neighbourhoods: readonly PlaceName[], locale = 'en-CA'): PlaceName[] {
  const floor = minPopulation(zoom);
  const french = locale.toLowerCase().startsWith('fr');
  const cities = CITIES.filter((city) => city.population >= floor).map(({ nameFr, ...city }) => (french && nameFr ? { ...city, name: nameFr } : city));
  // Zoomed into a city, its neighbourhoods say more than the city's own name, which it then yields to them.
  return zoom >= NEIGHBOURHOOD_ZOOM ? [...neighbourhoods, ...cities] : cities;
}
