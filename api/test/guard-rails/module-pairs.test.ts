import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// API modules build on one another in one direction (docs/architecture.md, "Ownership between API modules"): no two
// modules import each other, type-only imports included. Where two need each other, the lower one names what it
// needs in an interface and the root hands the higher module's function in, or an event carries it.

const modulesDir = fileURLToPath(new URL('../../src/modules/', import.meta.url));

/** Every production source file of the modules (tests and their helpers left out), by path relative to `modules/`. */
function moduleSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || /\.test(-helper)?\.ts$|\.fixtures\.ts$/.test(entry)) continue;
    sources[entry.split(sep).join('/')] = readFileSync(join(modulesDir, entry), 'utf8');
  }
  return sources;
}

/** The relative specifier of each `import`/`export ... from` and `import(...)`, `import type` included. */
const SPECIFIER = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/** Module -> the other modules its files import. */
function moduleGraph(sources: Record<string, string>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [file, source] of Object.entries(sources)) {
    const module = file.split('/')[0]!;
    for (const [, specifier] of source.matchAll(SPECIFIER)) {
      const [target] = normalize(join(dirname(file), specifier!)).split(sep);
      if (!target || target.startsWith('..') || target === module) continue;
      graph.set(module, (graph.get(module) ?? new Set()).add(target));
    }
  }
  return graph;
}

/** Each pair of modules that import each other, as 'a <-> b' (a before b). */
const mutualPairs = (graph: Map<string, Set<string>>): string[] =>
  [...graph]
    .flatMap(([module, targets]) =>
      [...targets].filter((target) => module < target && graph.get(target)?.has(module)).map((target) => `${module} <-> ${target}`),
    )
    .sort();

describe('module pairs', () => {
  it('finds the modules importing one another', () => {
    const graph = moduleGraph(moduleSources());
    // The scan reads the real imports: a module that builds on others is seen doing so.
    expect(graph.get('lease')).toContain('property');
    expect(mutualPairs(graph)).toEqual([]);
  });

  it('reports two modules importing each other, type-only imports included, and only those', () => {
    const sources = {
      'lease/lease.service.ts': "import { PropertyListing } from '../property/index.js';\nimport type { Notification } from '../notification/index.js';",
      'property/property.service.ts': "import { hasBookingLease } from '../lease/index.js';\nimport { findOwnedFiles } from '../upload/index.js';",
      'notification/notification.service.ts': "import type {\n  LeaseNotices,\n} from '../lease/index.js';",
      'upload/upload.service.ts': "import { canModerate } from '../../common/actor.js';\nimport { x } from './owned-files.js';",
      'user/user.loaders.ts': "export { userById } from '../user/user.loaders.js';\nconst later = () => import('../lease/index.js');",
    };
    expect(mutualPairs(moduleGraph(sources))).toEqual(['lease <-> notification', 'lease <-> property']);
  });
});
