import type { StyleSpecification } from 'maplibre-gl';

/** The served basemap: land, lakes, rivers and province lines (scripts/basemap.mjs: Natural Earth 1:50m, public domain). */
const BASEMAP_URL = '/map/basemap.geojson';
/** Marks the offline style: only over it does the map draw its own place names (a real style has its own). */
const OFFLINE = 'hearth:offline';
const WATER = '#c4dbea';

export function isOfflineStyle(style: StyleSpecification | undefined): boolean {
  return !!(style?.metadata as Record<string, unknown> | undefined)?.[OFFLINE];
}

/**
 * The offline basemap: water (the sea, lakes, rivers), land (Canada lighter than its neighbour), borders and thin
 * province lines, from GeoJSON this app serves. No tiles, no fonts, nothing fetched from another site: the names
 * of cities and neighbourhoods are drawn over it by the map itself (place-labels.ts).
 */
export function offlineStyle(origin: string): StyleSpecification {
  return {
    version: 8,
    metadata: { [OFFLINE]: true },
    sources: {
      basemap: { type: 'geojson', data: new URL(BASEMAP_URL, origin).href, attribution: 'Natural Earth' },
    },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': WATER } },
      { id: 'land', type: 'fill', source: 'basemap', filter: ['has', 'country'], paint: { 'fill-color': ['match', ['get', 'country'], 'CA', '#f7f5f0', '#ebe7df'] } },
      { id: 'lakes', type: 'fill', source: 'basemap', filter: ['==', ['get', 'water'], 'lake'], paint: { 'fill-color': WATER, 'fill-outline-color': '#a9c6da' } },
      {
        id: 'rivers',
        type: 'line',
        source: 'basemap',
        filter: ['match', ['get', 'water'], ['river', 'major-river'], true, false],
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: {
          'line-color': WATER,
          // The St. Lawrence is 1 to 3 km wide between Lake Ontario and Sorel: about that many pixels as one zooms in.
          'line-width': ['interpolate', ['exponential', 2], ['zoom'], 3, ['match', ['get', 'water'], 'major-river', 1.2, 0.5], 8, ['match', ['get', 'water'], 'major-river', 6, 1.5], 13, ['match', ['get', 'water'], 'major-river', 90, 4]],
        },
      },
      // Over the lakes: the border with the United States runs through four of the Great Lakes.
      { id: 'borders', type: 'line', source: 'basemap', filter: ['has', 'country'], paint: { 'line-color': '#9aa3ad', 'line-width': 0.8 } },
      {
        id: 'provinces',
        type: 'line',
        source: 'basemap',
        filter: ['==', ['get', 'line'], 'province'],
        paint: { 'line-color': '#b3b9c0', 'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.4, 9, 1], 'line-dasharray': [3, 2] },
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
