import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.js';
import { assertMayWrite, requireViewer, type ServiceContext } from '../common/actor.js';
import { LOCALE_COOKIE, requestLocale } from '../common/locale.js';
import '../common/rest-route.js'; // declares request.ctx and the signedIn route option
import { resolveIdentity } from '../modules/auth/request-identity.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Gives each /api, /graphql and /language request its own unit of work and identity. Headers like x-user-id are ignored. */
export function registerRequestContext(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (!path.startsWith('/api/') && !path.startsWith('/graphql') && !path.startsWith('/language')) return;
    const em = services.orm.em.fork();
    const { preferredLanguage, ...identity } = await resolveIdentity(em, services.sessions, {
      cookies: request.cookies,
      authorization: request.headers.authorization,
    });
    request.ctx = { em, ...identity, locale: requestLocale(preferredLanguage, request.headers['accept-language'], request.cookies[LOCALE_COOKIE]) };
    if (request.routeOptions.config.signedIn) requireViewer(request.ctx);
    // Read-only tokens: every REST write is refused before its body is read (GraphQL checks operations itself).
    if (path.startsWith('/api/') && !READ_METHODS.has(request.method)) assertMayWrite(request.ctx);
  });
}
