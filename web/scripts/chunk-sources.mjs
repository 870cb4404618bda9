// Which sources fill a built chunk: minified bytes per package, from the chunk's source map.
// Usage: node scripts/chunk-sources.mjs dist/assets/index-XXXX.js
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';

const file = process.argv[2];
const code = readFileSync(file, 'utf8').split('\n');
const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
const bytes = new Map();
let prev = null;
consumer.eachMapping((m) => {
  if (prev) {
    const len = prev.line === m.generatedLine ? m.generatedColumn - prev.col : code[prev.line - 1].length - prev.col;
    const key = (prev.source ?? '?').replace(/.*node_modules\//, '').replace(/^(@[^/]+\/[^/]+|[^/]+).*/, '$1').replace(/.*\/(design-system|web)\/src\/.*/, '$1');
    bytes.set(key, (bytes.get(key) ?? 0) + len);
  }
  prev = { line: m.generatedLine, col: m.generatedColumn, source: m.source };
});
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(String(Math.round(v / 1024)).padStart(6), 'KB', k);
