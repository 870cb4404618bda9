import { randomUUID } from 'node:crypto';
import fastifyApollo from '@as-integrations/fastify';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { AppServices } from './app-services.js';
import { createApolloServer } from './graphql/apollo.js';
import type { GraphQLContext } from './common/graphql-context.js';
import { formatSocketErrors } from './graphql/format-error.js';
import { socketDocument } from './graphql/limits.js';
import { socketOperationRefusal } from './graphql/operation-rules.js';
import { sessionSecretOf } from './modules/auth/index.js';
import { CREDENTIAL_ENDED, credentialEndedError, SocketIdentities, type SocketIdentity } from './graphql/socket-identity.js';
import { requestLocale } from './common/locale.js';
import type { Locale } from './contracts/index.js';
import { registerRestErrorHandler, sendClientError, sendFrameworkError } from './rest/error-handler.js';
import { registerOriginCheck, sameSiteWebSocketsOnly } from './rest/origin-check.js';
import { registerJsonParser } from './rest/json-body.js';
import { registerRequestContext } from './rest/request-context.js';
import { registerRestRoutes } from './rest/routes.js';
import { requestLimits } from './rest/request-limits.js';
import { visitorExecutor } from './graphql/visitor-executor.js';
import { pageStatusFor } from './page-status.js';
import { registerSecurityHeaders, securityHeaders } from './security-headers.js';
import { registerWebApp } from './web-app.js';

/** The largest request body (JSON over HTTP) and the largest graphql-ws message: 1 MiB. */
export const BODY_LIMIT = 1024 * 1024;

/** One Fastify instance serving REST (/api), GraphQL over HTTP and WebSocket (/graphql), health and the web app. */
export async function buildServer(services: AppServices, schema: GraphQLSchema): Promise<FastifyInstance> {
  const { config, logger, orm } = services;
  const headers = securityHeaders(config);
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === 'true',
    forceCloseConnections: 'idle',
    frameworkErrors: (error, request, reply) => sendFrameworkError(error, request, reply, headers),
    clientErrorHandler: sendClientError,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // REST and GraphQL speak JSON (uploads register multipart themselves): a text body is 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  registerJsonParser(app);
  await app.register(fastifyCookie);
  // Hooks run in this order: anonymous limits first (a flood over its limit costs next to nothing), headers, the
  // origin rule, identity, then the limit of credentials that identify nobody.
  const limits = requestLimits(services.pool, logger, config.rateLimits);
  app.addHook('onRequest', limits.beforeIdentity);
  registerSecurityHeaders(app, headers);
  registerOriginCheck(app, config.publicUrl);
  registerRequestContext(app, services);
  app.addHook('onRequest', limits.afterIdentity);
  registerRestErrorHandler(app);

  app.get('/healthz', async (_request, reply) => {
    const pending = await orm.getMigrator().getPendingMigrations();
    await orm.em.getConnection().execute('select 1');
    if (pending.length > 0) return reply.status(503).send({ status: 'migrating' });
    return { status: 'ok' };
  });

  registerRestRoutes(app, services);

  const apollo = createApolloServer(app, schema, config.hideErrorDetails);
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    path: '/graphql',
    // The request's own context plus HTTP; not a spread copy, which would fork its unit of work (or lose it).
    context: async (request, reply): Promise<GraphQLContext> =>
      Object.assign(request.ctx, {
        http: { reply, ip: request.ip, userAgent: request.headers['user-agent'], sessionSecret: sessionSecretOf(request.cookies) },
      }),
  });

  // Live events from every instance (LISTEN on a dedicated connection) before any subscriber can connect.
  await services.pubsub.start();
  // Workers and cron schedules of the job queue; every instance works the same queues.
  await services.jobs.start();
  // Sockets follow their credential: looked up again per operation, closed when it ends (on any instance) or expires.
  const socketIdentities = new SocketIdentities({ orm, sessions: services.sessions, pubsub: services.pubsub, logger, now: config.now });
  socketIdentities.start();
  // graphql-ws on the same path: identity from the upgrade request's cookie, or a bearer token in connection params.
  // A message is held to the HTTP body limit (ws would take 100 MiB): a larger one closes its socket with 1009.
  const wsServer = new WebSocketServer({ server: app.server, path: '/graphql', maxPayload: BODY_LIMIT, verifyClient: sameSiteWebSocketsOnly(config.publicUrl) });
  const wsCleanup = useServer<Record<string, unknown>, { identity?: SocketIdentity; locale?: Locale }>(
    {
      schema,
      onConnect: async (ctx) => {
        const token = ctx.connectionParams?.authorization;
        const { socket } = ctx.extra;
        const identity = await socketIdentities.connect(
          { cookies: app.parseCookie(ctx.extra.request.headers.cookie ?? ''), authorization: typeof token === 'string' ? token : undefined },
          () => {
            // Close first (nothing more is sent on a closing socket), then stop the event streams at once.
            socket.close(CREDENTIAL_ENDED.code, CREDENTIAL_ENDED.reason);
            for (const subscription of Object.values(ctx.subscriptions)) {
              if (subscription && 'return' in subscription) subscription.return(undefined).catch(() => {});
            }
          },
        );
        ctx.extra.identity = identity;
        // Closed while the credential was looked up: onClose has already run.
        if (socket.readyState !== socket.OPEN) socketIdentities.disconnect(identity);
        ctx.extra.locale = requestLocale(identity.identity.preferredLanguage, ctx.extra.request.headers['accept-language']);
        return true;
      },
      onClose: (ctx) => {
        if (ctx.extra.identity) socketIdentities.disconnect(ctx.extra.identity);
      },
      // The same parse, depth, alias and cost limits as over HTTP.
      onSubscribe: async (ctx, _id, payload) => {
        // Every operation looks the credential up again: revoked, expired or suspended ends the socket (4401).
        const identity = ctx.extra.identity!;
        if (!(await socketIdentities.recheck(identity))) return [credentialEndedError()];
        const parsed = socketDocument(schema, payload.query, config.hideErrorDetails);
        if ('errors' in parsed) return parsed.errors;
        const refused = socketOperationRefusal(parsed.document, payload.operationName, identity.identity.credential);
        if (refused) return [refused];
        return { schema, document: parsed.document, operationName: payload.operationName, variableValues: payload.variables };
      },
      context: (ctx): GraphQLContext => {
        const { viewer, credential } = ctx.extra.identity!.identity;
        return { em: orm.em.fork(), viewer, credential, locale: ctx.extra.locale };
      },
      // Errors carry extensions.code and internals stay masked, exactly as over HTTP.
      onError: (ctx, _id, _payload, errors) => formatSocketErrors(errors, 'GRAPHQL_VALIDATION_FAILED', config.hideErrorDetails, ctx.extra.locale),
      onNext: (ctx, _id, _payload, _args, result) => {
        // Each event, in memory: a socket whose credential expired or ended closes, and the event is not sent.
        if (!ctx.extra.identity!.valid) {
          ctx.extra.identity!.end();
          return undefined;
        }
        return result.errors ? { ...result, errors: formatSocketErrors(result.errors, 'BAD_USER_INPUT', config.hideErrorDetails, ctx.extra.locale) } : undefined;
      },
    },
    wsServer,
  );
  // graphql-ws writes every socket error to the console. A message over maxPayload is the client's doing (ws has
  // already closed the socket with 1009): log it quietly; anything else closes the socket with 1011 as before.
  wsServer.on('connection', (socket) => {
    socket.removeAllListeners('error');
    socket.once('error', (error: Error & { code?: string }) => {
      if (error.code === 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH') {
        logger.info({ maxPayload: BODY_LIMIT }, 'graphql-ws message over the size limit: socket closed (1009)');
        return;
      }
      logger.error({ err: error }, 'graphql-ws socket error');
      socket.close(1011, 'Internal server error');
    });
  });
  app.addHook('onClose', async () => {
    await wsCleanup.dispose();
    await socketIdentities.stop();
    await services.pubsub.close();
    await services.jobs.stop();
    await new Promise<void>((resolve) => wsServer.close(() => resolve()));
  });

  await registerWebApp(app, config, visitorExecutor(apollo, orm), pageStatusFor(services), (id, request) =>
    services.properties.recordPageView(id, { viewer: null, ip: request.ip, userAgent: request.headers['user-agent'] }),
  );
  return app;
}
