import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { formatGraphQLError } from './format-error.js';
import { operationRules } from './operation-rules.js';
import { graphqlArmor, MAX_TOKENS } from './limits.js';
import type { GraphQLContext } from './context.js';

/** Apollo Server with CSRF prevention, query limits (depth, aliases, cost, tokens) and batching off. */
export function createApolloServer(app: FastifyInstance, schema: GraphQLSchema, hideErrorDetails: boolean): ApolloServer<GraphQLContext> {
  const armor = graphqlArmor(hideErrorDetails);
  return new ApolloServer<GraphQLContext>({
    schema,
    csrfPrevention: true,
    parseOptions: { maxTokens: MAX_TOKENS },
    introspection: true, // third parties build against it
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    validationRules: armor.validationRules,
    // graphql-armor is typed against the CJS build of @apollo/server; the runtime objects are the same.
    plugins: [
      ...(armor.plugins as unknown as ApolloServerPlugin<GraphQLContext>[]),
      operationRules,
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // we set no cache hints; skips per-field bookkeeping
    ],
    stringifyResult: (value) => JSON.stringify(value), // compact JSON (Apollo pretty-prints by default)
    formatError: (formatted, error) => formatGraphQLError(formatted, error, hideErrorDetails),
  });
}
