import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { formatGraphQLError } from './format-error.js';
import { graphqlArmor, MAX_TOKENS } from './limits.js';
import type { GraphQLContext } from './context.js';

/** Subscriptions are served over graphql-ws on the same path; over HTTP they are a client error, not a crash. */
const subscriptionsOverSocketOnly: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'subscription') return;
        throw new GraphQLError('Subscriptions run over WebSocket: connect to /graphql with the graphql-ws protocol.', {
          extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
        });
      },
    };
  },
};

/** Apollo Server with CSRF prevention, query limits (depth, aliases, cost, tokens) and batching off. */
export function createApolloServer(app: FastifyInstance, schema: GraphQLSchema, production: boolean): ApolloServer<GraphQLContext> {
  const armor = graphqlArmor(production);
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
      subscriptionsOverSocketOnly,
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // we set no cache hints; skips per-field bookkeeping
    ],
    stringifyResult: (value) => JSON.stringify(value), // compact JSON (Apollo pretty-prints by default)
    formatError: (formatted, error) => formatGraphQLError(formatted, error, production),
  });
}
