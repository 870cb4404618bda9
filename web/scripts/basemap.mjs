// Writes public/map/countries.geojson, the offline basemap's land: Canada and its neighbour from Natural Earth
// 1:50m (public domain), as packaged by world-atlas (ISC). Coordinates rounded to about 100 m; run after upgrading
// world-atlas: `node scripts/basemap.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'));
const KEEP = { 124: 'CA', 840: 'US' };
const round = (value) => (Array.isArray(value) ? value.map(round) : Math.round(value * 1000) / 1000);
const countries = feature(topology, topology.objects.countries).features.filter((f) => KEEP[Number(f.id)]);
const collection = {
  type: 'FeatureCollection',
  features: countries.map((f) => ({ type: 'Feature', properties: { country: KEEP[Number(f.id)] }, geometry: { type: f.geometry.type, coordinates: round(f.geometry.coordinates) } })),
};
const path = new URL('../public/map/countries.geojson', import.meta.url);
writeFileSync(path, JSON.stringify(collection));
console.log(`wrote ${path.pathname} (${(JSON.stringify(collection).length / 1024).toFixed(0)} KB)`);
