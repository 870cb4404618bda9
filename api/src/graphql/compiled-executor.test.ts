import { describe, expect, it } from 'vitest';
import {
  execute,
  getOperationAST,
  GraphQLEnumType,
  GraphQLError,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
  parse,
  type ExecutionResult,
  type GraphQLNullableType,
} from 'graphql';
import { DomainError } from '../common/domain-error.js';
import { compileQuery } from 'graphql-jit';
import { compiledExecution } from './compiled-executor.js';

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);
// Internal enum values differ from their names, as type-graphql's do ('house-attached' is HOUSE_ATTACHED).
const Kind = new GraphQLEnumType({ name: 'Kind', values: { HOUSE_ATTACHED: { value: 'house-attached' }, CONDO: { value: 'condo' } } });
const Listing = new GraphQLObjectType({
  name: 'Listing',
  fields: {
    id: { type: nonNull(GraphQLInt) },
    title: { type: nonNull(GraphQLString) },
    kind: { type: nonNull(Kind) },
    tags: { type: nonNull(new GraphQLList(nonNull(GraphQLString))) },
    note: { type: GraphQLString },
  },
});
const Notice = new GraphQLObjectType({ name: 'Notice', fields: { text: { type: nonNull(GraphQLString) } } });
// type-graphql's resolveType is async; compiled code would not await it.
const Item = new GraphQLUnionType({
  name: 'Item',
  types: [Listing, Notice],
  resolveType: async (value: { text?: string }) => (value.text ? 'Notice' : 'Listing'),
});

const listings = [
  { id: 1, title: 'Loft', kind: 'house-attached', tags: ['Balcony'], note: null },
  { id: 2, title: 'Condo', kind: 'condo', tags: [], note: 'corner unit' },
];
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      listings: {
        type: nonNull(new GraphQLList(nonNull(Listing))),
        args: { first: { type: nonNull(GraphQLInt) } },
        resolve: async (_root, args: { first: number }) => listings.slice(0, args.first),
      },
      count: { type: nonNull(GraphQLInt), resolve: async () => listings.length },
      failing: { type: GraphQLInt, resolve: () => Promise.reject(new Error('boom')) },
      domainFailing: { type: GraphQLInt, resolve: () => Promise.reject(new DomainError('NOT_FOUND', 'Listing not found')) },
      items: { type: nonNull(new GraphQLList(nonNull(Item))), resolve: () => [listings[0], { text: 'hello' }] },
      // Leaves a serializer refuses: a null non-null title, an unknown enum value, a non-integer id.
      broken: { type: nonNull(new GraphQLList(Listing)), resolve: () => [{ id: 1.5, title: null, kind: 'villa', tags: ['a'], note: null }, listings[1]] },
    },
  }),
});

const { executor } = await compiledExecution(schema).load({ apollo: {} });

/** One operation through the executor as Apollo hands it over, twice: the second run is the compiled one. */
async function run(query: string, variables?: Record<string, unknown>): Promise<ExecutionResult> {
  const document = parse(query);
  const operation = getOperationAST(document)!;
  const request = { document, operation, operationName: operation.name?.value ?? null, queryHash: query, context: {}, request: { query, variables } };
  await executor!(request as unknown as Parameters<NonNullable<typeof executor>>[0]);
  return executor!(request as unknown as Parameters<NonNullable<typeof executor>>[0]);
}

const graphqlJs = async (query: string, variables?: Record<string, unknown>) =>
  execute({ schema, document: parse(query), contextValue: {}, variableValues: variables });

describe('compiled execution', () => {
  it('answers queries exactly like graphql-js: enums, lists, nulls, promises, variables, aliases', async () => {
    const query = 'query($first: Int!) { listings(first: $first) { id title kind tags note } total: count __typename }';
    expect(JSON.stringify(await run(query, { first: 2 }))).toBe(JSON.stringify(await graphqlJs(query, { first: 2 })));
  });

  it('keeps graphql-js variable errors unchanged (Apollo answers them 400 BAD_USER_INPUT)', async () => {
    const query = 'query($first: Int!) { listings(first: $first) { id } }';
    const compiled = await run(query, { first: 'two' });
    expect(compiled.data).toBeUndefined();
    expect(compiled.errors?.map((error) => error.toJSON())).toEqual((await graphqlJs(query, { first: 'two' })).errors?.map((error) => error.toJSON()));
    expect(compiled.errors?.[0]?.nodes?.[0]?.kind).toBe('VariableDefinition');
  });

  it("gives resolver errors graphql-js's shape: a GraphQLError with extensions, path, locations and the original error", async () => {
    const query = '{ count failing domainFailing }';
    const compiled = await run(query);
    const reference = await graphqlJs(query);
    expect(compiled.data).toEqual(reference.data);
    expect(compiled.errors?.map((error) => error.toJSON())).toEqual(reference.errors?.map((error) => error.toJSON()));
    for (const error of compiled.errors ?? []) {
      expect(error).toBeInstanceOf(GraphQLError);
      expect(error.extensions).toEqual({});
    }
    expect(compiled.errors?.[1]?.originalError).toBeInstanceOf(DomainError);
  });

  it('runs unions (async resolveType) and introspection on graphql-js', async () => {
    const union = '{ items { __typename ... on Listing { id } ... on Notice { text } } }';
    expect(await run(union)).toEqual({ data: { items: [{ __typename: 'Listing', id: 1 }, { __typename: 'Notice', text: 'hello' }] } });
    const introspection = '{ __type(name: "Kind") { enumValues { name } } }';
    expect(JSON.stringify(await run(introspection))).toBe(JSON.stringify(await graphqlJs(introspection)));
  });

  it('refuses bad leaves as graphql-js does: the same nulls, and an error at each refused leaf', async () => {
    const query = '{ broken { id title kind tags note } }';
    const compiled = await run(query);
    const reference = await graphqlJs(query);
    expect(compiled.data).toEqual(reference.data);
    // graphql-js stops at an object's first refused leaf; graphql-jit reports every one of them.
    expect(compiled.errors?.map((error) => error.path)).toEqual([['broken', 0, 'id'], ['broken', 0, 'title'], ['broken', 0, 'kind']]);
    expect(reference.errors?.map((error) => error.path)).toEqual([['broken', 0, 'id']]);
  });

  // patches/graphql-jit+0.8.9.patch: 0.8.9 builds every leaf's locations, path and rest arguments before calling a
  // runtime helper, on the happy path too (~100 KB of garbage per browse page); patched, the serializer is called inline.
  it('compiles leaves without the per-leaf runtime helper (the patch is applied)', () => {
    const compiled = compileQuery(schema, parse('{ listings(first: 1) { id title note } }'), undefined, { debug: true } as never);
    const code = (compiled as { __DO_NOT_USE_THIS_OR_YOU_WILL_BE_FIRED_compilation?: string }).__DO_NOT_USE_THIS_OR_YOU_WILL_BE_FIRED_compilation;
    expect(code).toContain('IntSerializer(__context');
    expect(code).not.toMatch(/check(NonNull|Nullable)Leaf/);
  });
});

describe('Apollo gateway request context (patches/@apollo+server+5.5.1.patch)', () => {
  it("hands the executor a response whose status accessors come from a class, shared by every request's context", async () => {
    const { ApolloServer } = await import('@apollo/server');
    const seen: object[] = [];
    const gateway = compiledExecution(schema);
    const recording = {
      ...gateway,
      async load(options: Parameters<typeof gateway.load>[0]) {
        const loaded = await gateway.load(options);
        return {
          ...loaded,
          executor: (request: Parameters<NonNullable<typeof loaded.executor>>[0]) => {
            seen.push(request.response!.http!);
            request.response!.http!.status = 203; // written through to Apollo's response
            return loaded.executor!(request);
          },
        };
      },
    };
    const server = new ApolloServer({ gateway: recording });
    await server.start();
    for (let i = 0; i < 2; i++) {
      const response = await server.executeOperation({ query: '{ count }' });
      expect(response.http.status).toBe(203);
    }
    await server.stop();
    // An object literal with get/set gets its own hidden class per request in V8 (docs/search.md): no own accessors.
    expect(Object.getOwnPropertyDescriptor(seen[0]!, 'status')).toBeUndefined();
    expect(Object.getPrototypeOf(seen[0])).toBe(Object.getPrototypeOf(seen[1]));
  });
});
