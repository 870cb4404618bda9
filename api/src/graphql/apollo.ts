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

/** A refusal for too many requests answers HTTP 429 with Retry-After over GraphQL too, as over REST. */
const rateLimitedAsHttp429: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        const limited = response.body.singleResult.errors?.find((error) => error.extensions?.code === 'RATE_LIMITED');
        if (!limited) return;
        response.http.status = 429;
        const seconds = limited.extensions?.retryAfterSeconds;
        if (typeof seconds === 'number') response.http.headers.set('retry-after', String(seconds));
      },
    };
  },
};

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
      subscriptionsOverSocketOnly,
      rateLimitedAsHttp429,
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // we set no cache hints; skips per-field bookkeeping
    ],
    stringifyResult: (value) => JSON.stringify(value), // compact JSON (Apollo pretty-prints by default)
    formatError: (formatted, error) => formatGraphQLError(formatted, error, hideErrorDetails),
  });
}
