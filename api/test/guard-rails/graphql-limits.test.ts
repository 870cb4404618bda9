import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  Kind,
  parse,
  print,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../http-client.js';
import { startTestApp, type TestApp } from '../test-app.js';
import { buildGraphQLSchema } from '../../src/graphql/schema.js';
import { aliasedMe, nestedLeases, tooCostly } from './limit-queries.js';

/**
 * GraphQL limits: depth, aliases, cost and batching are refused with a 4xx-style error (never a 5xx or
 * partial execution); field suggestions are off in production; introspection stays on with a description on every
 * type and field. A production-mode server is used, as that is where suggestions must be off.
 */
let prod: TestApp;
let dev: TestApp;
let schema: GraphQLSchema;
beforeAll(async () => {
  prod = await startTestApp({ production: true, hideErrorDetails: true });
  dev = await startTestApp({}, prod.databaseUrl);
  schema = await buildGraphQLSchema(null);
}, 120_000);
afterAll(async () => {
  await prod?.close();
  await dev?.close();
});

const gql = (t: TestApp, query: string) => new HttpClient(t.url).graphql(query);

/** The request was refused before execution: no data, a client error code, status below 500. */
function expectRefused(response: Awaited<ReturnType<typeof gql>>, pattern: RegExp) {
  expect(response.status, response.text).toBeLessThan(500);
  expect(response.json.data ?? null, response.text).toBeNull();
  const messages = (response.json.errors ?? []).map((e: { message: string }) => e.message).join(' | ');
  expect(messages, response.text).toMatch(pattern);
  for (const error of response.json.errors ?? []) expect(error.extensions?.code).not.toBe('INTERNAL_SERVER_ERROR');
}

describe('GraphQL limits', () => {
  it('accepts a normal query and refuses one deeper than the depth limit', async () => {
    const shallow = await gql(prod, nestedLeases(1));
    expect(shallow.json.errors, shallow.text).toBeUndefined();
    expectRefused(await gql(prod, nestedLeases(4)), /depth/i);
  });

  it('refuses more aliases than the alias limit', async () => {
    expectRefused(await gql(prod, aliasedMe(16)), /alias/i);
    const fine = await gql(prod, aliasedMe(5));
    expect(fine.json.errors, fine.text).toBeUndefined();
  });

  it('refuses a query over the cost limit (within depth, alias and token limits)', async () => {
    expectRefused(await gql(prod, tooCostly()), /cost/i);
  });

  it('refuses batched requests (a JSON array body)', async () => {
    const response = await fetch(`${prod.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]),
    });
    const text = await response.text();
    expect(response.status, text).toBeGreaterThanOrEqual(400);
    expect(response.status, text).toBeLessThan(500);
    expect(text).not.toMatch(/"data"/);
  });

  it('gives no field suggestions in production (and does in development, so the check can fail)', async () => {
    const typo = 'query { propertie(id: 1) { id } }';
    const production = await gql(prod, typo);
    expectRefused(production, /propertie/);
    expect(JSON.stringify(production.json)).not.toMatch(/Did you mean/i);
    const development = await gql(dev, typo);
    expect(JSON.stringify(development.json)).toMatch(/Did you mean/i);
  });

  it('keeps introspection on in production', async () => {
    const response = await gql(prod, 'query { __schema { queryType { name } types { name description } } }');
    expect(response.json.errors, response.text).toBeUndefined();
    expect(response.json.data.__schema.queryType.name).toBe('Query');
  });
});

type EntryKind = 'type' | 'field' | 'argument' | 'enum value';

/** Every named type, field, input field, argument and enum value without a description. */
export function undocumented(schema: GraphQLSchema): Array<{ kind: EntryKind; name: string }> {
  const missing: Array<{ kind: EntryKind; name: string }> = [];
  const note = (kind: EntryKind, name: string, text: string | null | undefined) => {
    if (!text || !text.trim()) missing.push({ kind, name });
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    note('type', type.name, type.description);
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note('field', `${type.name}.${field.name}`, field.description);
        for (const arg of field.args) note('argument', `${type.name}.${field.name}(${arg.name})`, arg.description);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note('field', `${type.name}.${field.name}`, field.description);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note('enum value', `${type.name}.${value.name}`, value.description);
    }
  }
  return missing.sort((a, b) => a.name.localeCompare(b.name));
}

describe('schema documentation', () => {
  it('every type, field, input field, argument and enum value has a description', () => {
    const missing = undocumented(schema).map((entry) => `${entry.kind} ${entry.name}`);
    expect(missing, `${missing.length} schema entries without a description`).toEqual([]);
  });

  it('the check finds an undocumented entry (so it can fail)', () => {
    const bare = buildSchema('"Root." type Query { "Documented." a(x: Int): Int }');
    expect(undocumented(bare)).toEqual([{ kind: 'argument', name: 'Query.a(x)' }]);
  });
});

/** Every .graphql operation of the web client, each with the fragments it uses (transitively). */
function webOperations(): Array<{ name: string; source: string }> {
  const webSrc = path.resolve(import.meta.dirname, '../../../web/src');
  if (!existsSync(webSrc)) return [];
  const files = readdirSync(webSrc, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.graphql'));
  const definitions = files.flatMap((file) => parse(readFileSync(path.join(webSrc, file), 'utf8')).definitions);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const operations = definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && d.operation !== 'subscription');
  return operations.map((operation) => {
    const used = new Set<string>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          if (used.has(spread.name.value)) return;
          used.add(spread.name.value);
          const fragment = fragments.get(spread.name.value);
          if (fragment) collect(fragment);
        },
      });
    collect(operation);
    const source = [operation, ...[...used].flatMap((name) => fragments.get(name) ?? [])].map((node) => print(withTypenames(node))).join('\n');
    return { name: operation.name?.value ?? '(anonymous)', source };
  });
}

/**
 * What Apollo Client sends: `__typename` added to every selection set but the operation's root. It counts in the
 * cost (a 200-listing page of the landlord's dashboard went over the limit only with it).
 */
function withTypenames(node: DefinitionNode): DefinitionNode {
  return visit(node, {
    SelectionSet(selectionSet, _key, parent) {
      const isRoot = parent !== undefined && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      const hasTypename = selectionSet.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
      if (isRoot || hasTypename) return undefined;
      return { ...selectionSet, selections: [...selectionSet.selections, { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }] };
    },
  });
}

describe("the web client's own operations", () => {
  it('fit within the depth, alias and cost limits', async () => {
    const operations = webOperations();
    expect(operations.length).toBeGreaterThan(0);
    const refused: string[] = [];
    for (const { name, source } of operations) {
      const response = await new HttpClient(prod.url).graphql(source, {});
      // 'tokens', not 'token': the parser's limit message, not an operation's $token variable (VerifyEmail).
      const limitErrors = (response.json.errors ?? []).filter((e: { message: string }) => /cost|depth|alias|tokens/i.test(e.message));
      if (limitErrors.length) refused.push(`${name}: ${limitErrors.map((e: { message: string }) => e.message).join('; ')}`);
    }
    expect(refused).toEqual([]);
  });
});
