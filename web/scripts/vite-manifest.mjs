// The Vite manifest of `vite build` (dist/.vite/manifest.json), read by the build scripts.
import { readFileSync } from 'node:fs';

export function readManifest(dist) {
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  /** The keys of a chunk and of every chunk it imports statically (transitively): what loads with it. */
  const staticChunks = (key, seen = new Set()) => {
    if (!manifest[key] || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) staticChunks(imported, seen);
    return seen;
  };
  return { manifest, entryKey, staticChunks };
}
