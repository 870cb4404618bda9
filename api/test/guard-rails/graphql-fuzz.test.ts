import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { resetRateLimits } from '../auth-helpers.js';
import { HttpClient } from '../http-client.js';
import { anyValue, nastyNumber, nastyString } from './fuzz-values.js';
import { graphqlWorld, rootFields, type RootKind } from './world.js';

/**
 * Property-based fuzz of every GraphQL query and mutation: variables generated from the schema's argument types
 * (valid-looking, edge-case and type-violating values), sent anonymously and with a session. No answer may carry
 * INTERNAL_SERVER_ERROR or a 5xx status.
 */
const RUNS_PER_OPERATION = 20;
const SEED = 20261122;
/** Operations that end or replace the caller's session run on a fresh anonymous client. */
const SESSION_CHANGING = new Set(['login', 'logout', 'signup', 'requestPasswordReset']);

const w = graphqlWorld();

function ids(): number[] {
  return [w.propertyId, w.hiddenPropertyId, w.leaseId, w.inquiryId, w.notificationId, ...Object.values(w.users).map((u) => u.id)];
}

/** A value that fits `type` most of the time, and violates it some of the time. */
function valueFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: fittingValue(type, depth) }, { weight: 1, arbitrary: anyValue });
}

function fittingValue(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return valueFor(type.ofType, depth);
  if (isListType(type)) return fc.array(valueFor(type.ofType, depth + 1), { maxLength: depth > 2 ? 1 : 4 });
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), nastyString);
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.fromEntries(Object.values(named.getFields()).map((field) => [field.name, valueFor(field.type, depth + 1)]));
    return fc.record<Record<string, unknown>>({ ...fields, unknownField: anyValue }, { requiredKeys: Object.keys(fields).slice(0, 2) as never[] });
  }
  if (isScalarType(named)) {
    switch (named.name) {
      case 'Int':
        return fc.oneof(fc.constantFrom(...ids()), nastyNumber);
      case 'Float':
        return nastyNumber;
      case 'Boolean':
        return fc.boolean();
      default:
        return nastyString;
    }
  }
  return anyValue;
}

/** `query($a: Int!, ...) { op(a: $a) { __typename } }` for one root field. */
function documentFor(kind: RootKind, field: GraphQLField<unknown, unknown>): string {
  const declared = field.args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

describe('GraphQL fuzz: random variables never give an internal error', () => {
  it('every query and mutation', async () => {
    const failures: string[] = [];
    const operations = rootFields(w.schema, ['query', 'mutation']);
    for (const { kind, field } of operations) {
      const document = documentFor(kind, field);
      const variables = fc.record(Object.fromEntries(field.args.map((arg) => [arg.name, valueFor(arg.type)])), { requiredKeys: [] });
      await fc.assert(
        fc.asyncProperty(variables, fc.boolean(), async (vars, signedIn) => {
          const fresh = SESSION_CHANGING.has(field.name);
          if (fresh) await resetRateLimits(w.t);
          const client = fresh || !signedIn ? new HttpClient(w.t.url) : w.users.landlord.client;
          const response = await client.graphql(document, vars as Record<string, unknown>);
          const internal = (response.json?.errors ?? []).filter((e: { extensions?: Record<string, unknown> }) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
          if (response.status >= 500 || internal.length > 0) {
            failures.push(`${field.name} ${JSON.stringify(vars).slice(0, 300)} -> ${response.status} ${response.text.slice(0, 300)}`);
          }
          return true;
        }),
        { numRuns: RUNS_PER_OPERATION, seed: SEED },
      );
    }
    expect(operations.length).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 240_000);

  it('malformed GraphQL requests answer 4xx', async () => {
    const raw = (body: string, type = 'application/json') =>
      fetch(`${w.t.url}/graphql`, { method: 'POST', headers: { 'content-type': type }, body }).then((r) => r.status);
    const bodies = ['{', '', 'null', '{"query": 42}', '{"query": "{ me { id }", "variables": 7}', '{"query": "{ me { id } }", "variables": "x"}', `{"query": "${'{ a '.repeat(3000)}"}`];
    for (const body of bodies) {
      const status = await raw(body);
      expect(status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(status, body.slice(0, 40)).toBeLessThan(500);
    }
  });
});
