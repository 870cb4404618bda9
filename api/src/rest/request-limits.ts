import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { DomainError } from '../common/domain-error.js';
import type { RateLimitConfig } from '../config.js';
import { sessionSecretOf } from '../modules/auth/index.js';
import { requestCounter } from '../rate-limit/request-counter.js';

type Budget = 'api' | 'page';
/** The pages rendered per request (web-app.ts): a property page, and the home page with a query (a search). */
const RENDERED_PAGE = /^\/(?:property\/[^/?#]+\/?)?\?|^\/property\/[^/?#]+\/?$/;
/**
 * How long a refusal is held before it is sent. A client over its limit that keeps its connections busy then costs
 * one cheap answer per connection and second, instead of keeping the process (and everyone on it) busy with
 * thousands of 429s a second; a client that honours Retry-After never notices.
 */
const REFUSAL_DELAY_MS = 1000;
const isApi = (request: FastifyRequest) => request.url.startsWith('/api/') || request.url.startsWith('/graphql');

/**
 * Per-IP limits for requests without identity (GraphQL, REST, rendered pages): 429 with Retry-After. Signed-in
 * callers (session or API token) are limited per user on their writes instead (WriteLimiter), so an anonymous flood
 * never throttles them. The IP is `request.ip` (TRUST_PROXY decides whether X-Forwarded-For counts).
 */
export function requestLimits(pool: pg.Pool, logger: Logger, limits: RateLimitConfig) {
  const counters = {
    api: requestCounter(pool, logger, 'anonymous_ip', limits.anonymousPerMinute),
    page: requestCounter(pool, logger, 'page_ip', limits.pagesPerMinute),
  };
  const spend = async (request: FastifyRequest, reply: FastifyReply, budget: Budget) => {
    try {
      await counters[budget]?.consume(request.ip);
    } catch (error) {
      await sleep(REFUSAL_DELAY_MS);
      return sendRateLimited(request, reply, error as DomainError, budget);
    }
  };
  /**
   * The first hook: a request without credentials is anonymous before anything else runs, so a flood that is over
   * its limit costs a lookup in memory each. Only a visitor without a session gets a rendered page (a session gets
   * the plain built page, a static file).
   */
  const beforeIdentity: onRequestAsyncHookHandler = async (request, reply) => {
    if (isApi(request)) {
      if (!request.headers.authorization && !sessionSecretOf(request.cookies)) return spend(request, reply, 'api');
    } else if (request.method === 'GET' && RENDERED_PAGE.test(request.url) && !sessionSecretOf(request.cookies)) {
      return spend(request, reply, 'page');
    }
  };
  /** After the request context: credentials that identify nobody (a made-up cookie) count as anonymous too. */
  const afterIdentity: onRequestAsyncHookHandler = async (request, reply) => {
    const hadCredentials = Boolean(request.headers.authorization || sessionSecretOf(request.cookies));
    if (isApi(request) && hadCredentials && !request.ctx.viewer) return spend(request, reply, 'api');
  };
  return { beforeIdentity, afterIdentity };
}

/** REST callers get {code, message}, GraphQL callers a GraphQL error body, page visitors a line of text. */
function sendRateLimited(request: FastifyRequest, reply: FastifyReply, error: DomainError, budget: Budget) {
  reply.status(429).header('retry-after', String(error.details.retryAfterSeconds));
  if (budget === 'page') return reply.type('text/plain; charset=utf-8').send(error.message);
  const body = { code: error.code, message: error.message, ...error.details };
  if (!request.url.startsWith('/graphql')) return reply.send(body);
  // Apollo Client reads a non-2xx body only as application/graphql-response+json, which it asks for.
  const mediaType = request.headers.accept?.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  return reply.type(`${mediaType}; charset=utf-8`).send({ errors: [{ message: error.message, extensions: body }] });
}
