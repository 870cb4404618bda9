import type { FeatureCollection, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { CANADIAN_CITIES } from '@hearth/api/contracts/canadian-cities';

/** The served basemap: land and province lines (scripts/basemap.mjs: Natural Earth 1:50m, public domain). */
const BASEMAP_URL = '/map/basemap.geojson';

const CITIES: FeatureCollection<Point> = {
  type: 'FeatureCollection',
  features: CANADIAN_CITIES.map((city) => ({
    type: 'Feature',
    properties: { name: city.name, population: city.population },
    geometry: { type: 'Point', coordinates: [city.lng, city.lat] },
  })),
};

/**
 * The offline basemap: water, land (Canada lighter than its neighbour), borders, thin province lines and the
 * largest cities, from GeoJSON this app serves. No tiles, no fonts, nothing fetched from another site.
 */
export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    sources: {
      basemap: { type: 'geojson', data: new URL(BASEMAP_URL, origin).href, attribution: 'Natural Earth' },
      cities: { type: 'geojson', data: CITIES },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': '#d6e4ee' } },
      { id: 'land', type: 'fill', source: 'basemap', filter: ['has', 'country'], paint: { 'fill-color': ['match', ['get', 'country'], 'CA', '#f7f5f0', '#ebe7df'] } },
      { id: 'borders', type: 'line', source: 'basemap', filter: ['has', 'country'], paint: { 'line-color': '#9aa3ad', 'line-width': 0.8 } },
      {
        id: 'provinces',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'line'], 'province'],
        paint: { 'line-color': '#b3b9c0', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.4, 9, 1], 'line-dasharray': [3, 2] },
      },
      {
        id: 'cities',
        type: 'circle',
        source: 'cities',
        filter: ['>=', ['get', 'population'], 60],
        paint: { 'circle-radius': ['interpolate', ['linear'], ['zoom'], 3, 1.5, 9, 4], 'circle-color': '#8b8f97' },
      },
    ],
  };
}

/** MAP_STYLE_URL when the server has one (real vector tiles), else the offline basemap. */
export async function loadMapStyle(): Promise<StyleSpecification | string> {
  try {
    const response = await fetch('/map/config.json');
    const config = response.ok ? ((await response.json()) as { styleUrl?: string | null }) : {};
    if (config.styleUrl) return config.styleUrl;
  } catch {
    // No config (a static preview): the offline basemap needs none.
  }
  return offlineStyle(window.location.origin);
}
