import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  execute,
  getNamedType,
  getVariableValues,
  GraphQLError,
  isAbstractType,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  BREAK,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { LRUCache } from 'lru-cache';
import type { GraphQLContext } from '../common/graphql-context.js';

type Gateway = ApolloServerOptionsWithGateway<GraphQLContext>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;
type ExecutionRequest = Parameters<Executor>[0];

/**
 * What an operation runs on: its compiled form, or graphql-js for what the compiler does not take (see compile), or
 * graphql-js because it was seen only once so far: compiling (~1.5 ms for browse) pays off from the second run, and
 * a stream of one-off documents then costs no compilation (as Mercurius's `jit: 1`).
 */
type Plan = CompiledQuery | 'graphql-js' | 'seen once';

/** graphql-js's own bound on variable errors (execute passes the same). */
const MAX_VARIABLE_ERRORS = 50;

/**
 * Apollo's executor for HTTP operations (and in-process ones, visitorExecutor): queries run compiled by graphql-jit,
 * which turns an operation into one JavaScript function (browse: 24 listings x 22 fields in ~50 µs instead of
 * graphql-js's ~300, and far less garbage; bench/execution.ts). Everything else stays on graphql-js: mutations (run
 * once per change, not hot), introspection, and documents that select a union or interface (type-graphql's
 * resolveType is async, which the compiled code does not await). Apollo's pipeline around it is unchanged: parsing,
 * validation, limits, plugins, error formatting and status codes.
 *
 * Passed to Apollo as a gateway, its extension point for a custom executor; the schema never changes.
 */
export function compiledExecution(schema: GraphQLSchema): Gateway {
  // Per operation text (Apollo's hash of it) and name. Bounded: clients send a few dozen distinct operations, and a
  // compiled browse holds ~35 KB.
  const plans = new LRUCache<string, Plan>({ max: 500 });

  const graphqlJs = (request: ExecutionRequest) =>
    execute({
      schema,
      document: request.document,
      contextValue: request.context,
      variableValues: request.request.variables,
      operationName: request.operationName,
    });

  /** The operation's plan, compiled on its second run. */
  const planFor = (request: ExecutionRequest): Plan => {
    const key = `${request.queryHash}:${request.operationName ?? ''}`;
    const known = plans.get(key);
    if (known !== undefined && known !== 'seen once') return known;
    const plan = known ? compile(schema, request.document, request.operationName, request.operation.operation) : 'seen once';
    plans.set(key, plan);
    return plan;
  };

  const executor: Executor = async (request) => {
    const plan = planFor(request);
    if (typeof plan === 'string') return graphqlJs(request);
    // graphql-js coerces the variables first: its errors (and so Apollo's 400 BAD_USER_INPUT) stay exactly as they were.
    const variables = getVariableValues(schema, request.operation.variableDefinitions ?? [], request.request.variables ?? {}, {
      maxErrors: MAX_VARIABLE_ERRORS,
    });
    if (variables.errors) return { errors: variables.errors };
    const result = await plan.query(undefined, request.context, request.request.variables);
    // No data at all: the compiled variable parser refused what graphql-js accepted; let graphql-js decide.
    if (!('data' in result)) return graphqlJs(request);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  return {
    async load() {
      return { executor };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: '' });
      return () => {};
    },
    async stop() {},
  };
}

/** A query without unions, interfaces or introspection, compiled; anything else on graphql-js. */
function compile(schema: GraphQLSchema, document: DocumentNode, operationName: string | null, operation: string): Plan {
  if (operation !== 'query' || !compilable(schema, document)) return 'graphql-js';
  const compiled = compileQuery(schema, document, operationName ?? undefined);
  return isCompiledQuery(compiled) ? compiled : 'graphql-js';
}

function compilable(schema: GraphQLSchema, document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(schema);
  let simple = true;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const type = typeInfo.getType();
        if (node.name.value === '__schema' || node.name.value === '__type' || (type && isAbstractType(getNamedType(type)))) {
          simple = false;
          return BREAK;
        }
        return undefined;
      },
    }),
  );
  return simple;
}

/**
 * graphql-jit reports errors with its own GraphQLError look-alike, which has no `extensions` object when the thrown
 * error had none (Apollo's formatting then fails); rebuilt as graphql-js would have built it: the resolver's error
 * as originalError (a DomainError keeps its code), its extensions, the path and the locations.
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError, extensions: error.extensions });
  // graphql-js derives locations from the field nodes, which graphql-jit does not hand back; its own are the same values.
  (rebuilt as { locations: GraphQLError['locations'] }).locations = error.locations;
  return rebuilt;
}
