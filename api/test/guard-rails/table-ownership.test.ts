import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MetadataStorage } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { entities } from '../../src/db/entities.js';

// A module owns its tables (docs/architecture.md, "Ownership between API modules"): SQL in a module names only
// the tables of that module's entities. Another module's table is reached through the SQL fragments its owner
// exports (`<domain>.queries.ts`), which name it there.

const modulesDir = fileURLToPath(new URL('../../src/modules/', import.meta.url));

/** Table -> the module folder of the entity stored in it, from the entities' own metadata (`@Table`, `tableName`). */
function tableOwners(): Map<string, string> {
  expect(entities.length).toBeGreaterThan(0); // loads every entity, so each one's metadata is registered
  const owners = new Map<string, string>();
  for (const meta of Object.values(MetadataStorage.getMetadata())) {
    if (meta.abstract || !meta.tableName) continue;
    const [module] = relative(modulesDir, meta.path).split(sep);
    if (!module || module.startsWith('..')) throw new Error(`${meta.className} (${meta.tableName}) is not an entity of a module`);
    owners.set(meta.tableName, module);
  }
  return owners;
}

/** Every production source file of the modules (tests and their helpers left out), by path relative to `modules/`. */
function moduleSources(): Record<string, string> {
  const sources: Record<string, string> = {};
  for (const entry of readdirSync(modulesDir, { recursive: true, encoding: 'utf8' })) {
    if (!entry.endsWith('.ts') || /\.test(-helper)?\.ts$/.test(entry)) continue;
    sources[entry.split(sep).join('/')] = readFileSync(join(modulesDir, entry), 'utf8');
  }
  return sources;
}

/** Comments out (their prose says 'from users' freely); line numbers kept. */
const withoutComments = (source: string): string =>
  source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' ')).replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** A table named where SQL names one: `from`, `join`, `update`, `into` (and so `delete from`, `insert into`), `truncate`. */
const TABLE_REFERENCE = /\b(from|join|update|into|truncate)\s+(?:only\s+)?(?:public\.)?"?([a-z_][a-z0-9_]*)"?/gi;

interface TableReference {
  file: string;
  line: number;
  table: string;
  module: string;
  owner: string;
}

/** Each table a module's SQL names, with the module that owns it. */
function tableReferences(sources: Record<string, string>, owners: Map<string, string>): TableReference[] {
  const found: TableReference[] = [];
  for (const [file, source] of Object.entries(sources)) {
    const module = file.split('/')[0]!;
    const code = withoutComments(source);
    for (const match of code.matchAll(TABLE_REFERENCE)) {
      const table = match[2]!.toLowerCase();
      const owner = owners.get(table);
      if (!owner) continue;
      const line = code.slice(0, match.index).split('\n').length;
      found.push({ file, line, table, module, owner });
    }
  }
  return found;
}

const violations = (references: TableReference[]): string[] =>
  references
    .filter((reference) => reference.owner !== reference.module)
    .map(({ file, line, table, owner }) => `modules/${file}:${line} names ${table}, a table of the ${owner} module`);

describe('table ownership', () => {
  const owners = tableOwners();

  it('knows each table by the module of its entity', () => {
    expect(owners.get('users')).toBe('user');
    expect(owners.get('properties')).toBe('property');
    expect(owners.get('sessions')).toBe('auth');
    expect(owners.get('saved_properties')).toBe('saved-property');
    expect(owners.size).toBe(entities.length - 1); // HashedToken is abstract: no table
  });

  it('finds no module writing SQL against a table of another module', () => {
    const references = tableReferences(moduleSources(), owners);
    // The scan reads the real SQL: each module's own statements are there to see.
    expect(new Set(references.map((reference) => reference.table))).toContain('chat_messages');
    expect(violations(references)).toEqual([]);
  });

  it('reports a statement against another module\'s table, and only that', () => {
    const sources = {
      'report/report.queries.ts': [
        '/** Joins the listing (never `join properties p` here: the property module exports it). */',
        "const ok = `select r.id from listing_reports r ${joinSql(LISTING)}`; // not: from users",
        'const joined = `select r.id from listing_reports r',
        '  join properties p on p.id = r.property_id`;',
        "const removed = 'delete from  public.\"users\" where id = ?';",
        "import { x } from '../user/user.queries.js';",
      ].join('\n'),
      'chat/chat.queries.ts': 'const sql = `insert into notifications (user_id) values (?)`; const own = `update chat_messages set is_read = true`;',
    };
    expect(violations(tableReferences(sources, owners))).toEqual([
      'modules/report/report.queries.ts:4 names properties, a table of the property module',
      'modules/report/report.queries.ts:5 names users, a table of the user module',
      'modules/chat/chat.queries.ts:1 names notifications, a table of the notification module',
    ]);
  });
});
