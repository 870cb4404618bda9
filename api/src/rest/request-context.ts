import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../app-services.js';
import { assertMayWrite, requireViewer, type Actor, type Credential, type ServiceContext } from '../common/actor.js';
import { LOCALE_COOKIE, requestLocale } from '../common/locale.js';
import type { Locale } from '../contracts/index.js';
import '../common/rest-route.js'; // declares request.ctx and the signedIn route option
import { resolveIdentity } from '../modules/auth/index.js';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request's service context. Its unit of work is forked on first use: an anonymous browse, which reads on the
 * plain pool, never needs one (a fork is ~13 µs and a few KB per request). A class, so `em` is a getter shared by
 * every request: spread it and `em` is lost, which is why the GraphQL context adds to it instead.
 */
class RequestServiceContext implements ServiceContext {
  viewer: Actor | null = null;
  credential?: Credential;
  locale?: Locale;
  // Not a #private field: Apollo clones the context per operation (same prototype, own properties copied).
  private forked: EntityManager | undefined;

  constructor(private readonly orm: MikroORM) {}

  get em(): EntityManager {
    return (this.forked ??= this.orm.em.fork());
  }
}

/** Gives each /api, /graphql and /language request its own unit of work and identity. Headers like x-user-id are ignored. */
export function registerRequestContext(app: FastifyInstance, services: AppServices): void {
  app.decorateRequest('ctx', null as unknown as ServiceContext);
  app.addHook('onRequest', async (request) => {
    const path = request.url;
    if (!path.startsWith('/api/') && !path.startsWith('/graphql') && !path.startsWith('/language')) return;
    const ctx = new RequestServiceContext(services.orm);
    const { preferredLanguage, viewer, credential } = await resolveIdentity(ctx, services.sessions, {
      cookies: request.cookies,
      authorization: request.headers.authorization,
    });
    ctx.viewer = viewer;
    ctx.credential = credential;
    ctx.locale = requestLocale(preferredLanguage, request.headers['accept-language'], request.cookies[LOCALE_COOKIE]);
    request.ctx = ctx;
    if (request.routeOptions.config.signedIn) requireViewer(request.ctx);
    // Read-only tokens: every REST write is refused before its body is read (GraphQL checks operations itself).
    if (path.startsWith('/api/') && !READ_METHODS.has(request.method)) assertMayWrite(request.ctx);
  });
}
