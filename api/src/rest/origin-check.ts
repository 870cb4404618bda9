import type { FastifyInstance } from 'fastify';
import type { VerifyClientCallbackAsync } from 'ws';
import { DomainError } from '../common/domain-error.js';

const CROSS_SITE_REFUSED = 'Cross-site request refused.';
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser request comes from this site: no Origin at all (API tokens, scripts, same-origin navigation),
 * the origin of PUBLIC_URL, or the origin of the Host the request was sent to. `Origin: null` (sandboxed frames,
 * file pages) is foreign.
 */
function fromThisSite(origin: string | undefined, host: string | undefined, publicOrigin: string): boolean {
  if (origin === undefined || origin === publicOrigin) return true;
  if (!URL.canParse(origin) || host === undefined) return false;
  return new URL(origin).host === host.toLowerCase();
}

/**
 * State-changing REST calls and GraphQL over HTTP refuse a foreign Origin with 403: the session cookie is
 * SameSite=Lax, which still lets a same-site but foreign page (another subdomain) send it. Checked before identity
 * is resolved, so a refused request costs no query.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (READ_METHODS.has(request.method) || !(request.url.startsWith('/api/') || request.url.startsWith('/graphql'))) return;
    if (!fromThisSite(request.headers.origin, request.headers.host, publicOrigin)) throw new DomainError('FORBIDDEN', CROSS_SITE_REFUSED);
  });
}

/**
 * The WebSocket upgrade is exempt from CORS and carries the cookie whatever page opens it: without this check, a
 * page on any site could subscribe as the signed-in user. A foreign Origin gets 403 before the upgrade.
 */
export function sameSiteWebSocketsOnly(publicUrl: string): VerifyClientCallbackAsync {
  const publicOrigin = new URL(publicUrl).origin;
  return ({ req }, done) => {
    if (fromThisSite(req.headers.origin, req.headers.host, publicOrigin)) return done(true);
    done(false, 403, JSON.stringify({ code: 'FORBIDDEN', message: CROSS_SITE_REFUSED }), { 'Content-Type': 'application/json' });
  };
}
