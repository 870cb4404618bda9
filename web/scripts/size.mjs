// Prints the gzip size of the JavaScript the browser must load before '/' can render: the entry chunk plus
// every chunk it imports statically (transitively), from the Vite manifest of `npm run build`.
// Lazy chunks (other routes, dialogs, the filter bar's popovers) are listed apart. Target: <= 170 KB.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readManifest } from './vite-manifest.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const { manifest, entryKey, staticChunks } = readManifest(dist);
const TARGET_KB = 170;

const gz = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;
const initial = new Set([...staticChunks(entryKey)].map((key) => manifest[key].file));

const kb = (bytes) => (bytes / 1024).toFixed(1);
let total = 0;
console.log(`Initial JS for '/' (entry ${manifest[entryKey].file} and its static imports):`);
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${kb(size).padStart(7)} KB  ${file}`);
}
const css = (manifest[entryKey].css ?? []).reduce((sum, f) => sum + gz(f), 0);
console.log(`  total ${kb(total)} KB gzip before the catalogs`);
// Each locale's first render also loads its messages (src/app/i18n.ts: one chunk per locale, the shell's, the home
// page's and its cards'), fetched beside the entry; nothing of the other locale.
let worst = total;
for (const locale of ['en-CA', 'fr-CA']) {
  const files = new Set([...staticChunks(`src/app/first-render-messages/${locale}.ts`)].map((key) => manifest[key].file));
  const catalogs = [...files].filter((file) => !initial.has(file)).reduce((sum, file) => sum + gz(file), 0);
  worst = Math.max(worst, total + catalogs);
  const verdict = (total + catalogs) / 1024 <= TARGET_KB ? 'OK' : 'OVER';
  console.log(`  ${locale}: ${kb(total + catalogs)} KB gzip with its catalogs (${kb(catalogs)} KB) (target <= ${TARGET_KB} KB): ${verdict}`);
}
console.log(`  entry CSS ${kb(css)} KB gzip`);

const lazy = Object.values(manifest).filter((c) => c.file.endsWith('.js') && !initial.has(c.file) && (c.isDynamicEntry || c.src));
console.log('Lazy chunks (loaded on demand):');
for (const c of lazy.sort((a, b) => gz(b.file) - gz(a.file)).slice(0, 15)) console.log(`  ${kb(gz(c.file)).padStart(7)} KB  ${c.src ?? c.file}`);
if (process.argv.includes('--check') && worst / 1024 > TARGET_KB) process.exit(1);
