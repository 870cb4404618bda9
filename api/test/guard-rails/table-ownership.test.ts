import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MetadataStorage } from '@mikro-orm/core';
import { describe, expect, it } from 'vitest';
import { entities } from '../../src/db/entities.js';

// A module owns its tables (docs/architecture.md, "Ownership between API modules"): SQL in a module names only
// the tables of that module's entities, and its ORM calls name only its own entities. Another module's table is
// reached through the SQL fragments and lookups its owner exports (`<domain>.queries.ts`, `findUser`), which name
// it there.

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

/** Entity class name -> the module folder it is declared in. */
function entityOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const meta of Object.values(MetadataStorage.getMetadata())) {
    const [module] = relative(modulesDir, meta.path).split(sep);
    if (!meta.abstract && module && !module.startsWith('..')) owners.set(meta.className, module);
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

/**
 * An EntityManager or query-builder call naming an entity class: `em.find(User, ...)`, `tx.createQueryBuilder(Lease, 'l')`,
 * `em.getReference(PropertyListing, id)` and the like. SQL strings are not all a module can write against a table.
 */
const ORM_CALL =
  /\.\s*(find|findOne|findOneOrFail|findAll|findAndCount|findByCursor|count|create|nativeInsert|nativeUpdate|nativeDelete|insert|insertMany|upsert|upsertMany|getReference|createQueryBuilder|qb|getRepository|merge|refresh)\s*(?:<[^>(]*>)?\(\s*([A-Z]\w*)\b/g;

/** Each ORM call of another module's entity, as `modules/<file>: <method>(<Entity>) of the <owner> module`. */
function ormCrossings(sources: Record<string, string>, owners: Map<string, string>): string[] {
  const found = new Set<string>();
  for (const [file, source] of Object.entries(sources)) {
    const module = file.split('/')[0]!;
    for (const [, method, entity] of withoutComments(source).matchAll(ORM_CALL)) {
      const owner = owners.get(entity!);
      if (owner && owner !== module) found.add(`modules/${file}: ${method}(${entity}) of the ${owner} module`);
    }
  }
  return [...found].sort();
}

/**
 * The ORM calls on another module's entity that were there when this guard came, each to be replaced by a call of
 * the owning module's function. The list only shrinks: a new crossing fails, and so does a listed one that is gone.
 */
const KNOWN_ORM_CROSSINGS: string[] = [
  'modules/application/application-notices.ts: find(Notification) of the notification module',
  'modules/auth/auth.service.ts: create(User) of the user module',
  'modules/inquiry/inquiry.service.ts: create(ChatMessage) of the chat module',
  'modules/suspension/suspension.service.ts: find(User) of the user module',
  'modules/suspension/suspension.service.ts: nativeUpdate(User) of the user module',
];

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

  it('finds no module calling the ORM on an entity of another module, but the known ones', () => {
    const crossings = ormCrossings(moduleSources(), entityOwners());
    expect(crossings.filter((crossing) => !KNOWN_ORM_CROSSINGS.includes(crossing))).toEqual([]);
    expect(KNOWN_ORM_CROSSINGS.filter((known) => !crossings.includes(known))).toEqual([]);
  });

  it('reports an ORM call on another module\'s entity, and only that', () => {
    const sources = {
      'lease/lease-notices.ts': [
        "// em.find(User, { id }) in a comment is prose",
        'const tenant = await em.findOne(User, { id: lease.tenantId });',
        'const rows = await em',
        "  .createQueryBuilder(User, 'u')",
        '  .where({ id });',
        'const own = em.create(Lease, { propertyId });',
        'const ref = em.getReference<PropertyListing>(PropertyListing, 1);',
      ].join('\n'),
      'user/user.loaders.ts': 'const users = await ctx.em.find(User, { id: { $in: ids } });',
    };
    expect(ormCrossings(sources, entityOwners())).toEqual([
      'modules/lease/lease-notices.ts: createQueryBuilder(User) of the user module',
      'modules/lease/lease-notices.ts: findOne(User) of the user module',
      'modules/lease/lease-notices.ts: getReference(PropertyListing) of the property module',
    ]);
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
