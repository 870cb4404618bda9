import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { compiledExecution } from './compiled-executor.js';
import { formatGraphQLError, localizedErrors } from './format-error.js';
import { operationRules } from './operation-rules.js';
import { graphqlArmor, MAX_TOKENS } from './limits.js';
import type { GraphQLContext } from '../common/graphql-context.js';

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

/** Apollo Server with CSRF prevention, query limits (depth, aliases, cost, tokens), batching off and compiled queries. */
export function createApolloServer(app: FastifyInstance, schema: GraphQLSchema, hideErrorDetails: boolean): ApolloServer<GraphQLContext> {
  const armor = graphqlArmor(hideErrorDetails);
  return new ApolloServer<GraphQLContext>({
    gateway: compiledExecution(schema), // the schema, with queries executed compiled
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
      localizedErrors,
      rateLimitedAsHttp429,
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginCacheControlDisabled(), // we set no cache hints; skips per-field bookkeeping
      // Apollo's landing pages (local and production) load scripts from its CDN under no CSP of ours; introspection
      // stays on, so any GraphQL client or the hosted Sandbox still explores the API.
      ApolloServerPluginLandingPageDisabled(),
    ],
    stringifyResult: (value) => JSON.stringify(value), // compact JSON (Apollo pretty-prints by default)
    formatError: (formatted, error) => formatGraphQLError(formatted, error, hideErrorDetails),
  });
}
