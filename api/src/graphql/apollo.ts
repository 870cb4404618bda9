import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { formatGraphQLError } from './format-error.js';
import type { GraphQLContext } from './context.js';

/** Apollo Server with CSRF prevention, query limits (depth, aliases, cost, tokens) and batching off. */
export function createApolloServer(app: FastifyInstance, schema: GraphQLSchema, production: boolean): ApolloServer<GraphQLContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: 10 },
    maxAliases: { n: 15 },
    // A 200-row page (the service cap) of a list with nested fields costs ~21k: allow it, refuse more.
    costLimit: { maxCost: 25_000 },
    maxDirectives: { n: 20 },
    // Armor's token plugin re-parses in a plugin hook, which turns syntax errors into 500s; graphql's own
    // parser limit (parseOptions below) answers 400 GRAPHQL_PARSE_FAILED instead.
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    parseOptions: { maxTokens: 2000 },
    introspection: true, // third parties build against it
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    // graphql-armor is typed against the CJS build of @apollo/server; the runtime objects are the same.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // we set no cache hints; skips per-field bookkeeping
    ],
    stringifyResult: (value) => JSON.stringify(value), // compact JSON (Apollo pretty-prints by default)
    formatError: (formatted, error) => formatGraphQLError(formatted, error, production),
  });
}
