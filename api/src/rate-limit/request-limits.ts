import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Logger } from 'pino';
import { DomainError } from '../common/domain-error.js';
import type { RateLimitConfig } from '../config.js';
import { sessionSecretOf } from '../modules/auth/request-identity.js';
import { requestCounter } from './request-counter.js';

const PROPERTY_PAGE = /^\/property\/[^/?#]+\/?(?:\?|$)/;

/** Which per-IP budget a request spends: anonymous API calls, rendered pages, or none. */
function budgetOf(request: FastifyRequest): 'api' | 'page' | null {
  const url = request.url;
  if (url.startsWith('/api/') || url.startsWith('/graphql')) return request.ctx?.viewer ? null : 'api';
  // Only a visitor without a session gets a rendered page; a session gets the plain built page, a static file.
  if (request.method === 'GET' && PROPERTY_PAGE.test(url) && !sessionSecretOf(request.cookies)) return 'page';
  return null;
}

/**
 * Per-IP limits for requests without identity (GraphQL, REST, rendered pages): 429 with Retry-After. Signed-in
 * callers (session or API token) are limited per user on their writes instead (WriteLimiter), so an anonymous flood
 * never throttles them. Runs after the request context, which resolves the identity. The IP is `request.ip`
 * (TRUST_PROXY decides whether X-Forwarded-For counts).
 */
export function registerRequestLimits(app: FastifyInstance, pool: pg.Pool, logger: Logger, limits: RateLimitConfig): void {
  const counters = {
    api: requestCounter(pool, logger, 'anonymous_ip', limits.anonymousPerMinute),
    page: requestCounter(pool, logger, 'page_ip', limits.pagesPerMinute),
  };
  app.addHook('onRequest', async (request, reply) => {
    const budget = budgetOf(request);
    const counter = budget && counters[budget];
    if (!counter) return;
    try {
      await counter.consume(request.ip);
    } catch (error) {
      if (budget === 'api' && !request.url.startsWith('/graphql')) throw error; // REST: the error handler answers
      return sendRateLimited(request, reply, error as DomainError, budget);
    }
  });
}

/** GraphQL callers get a GraphQL error body, page visitors a line of text; both 429 with Retry-After. */
function sendRateLimited(request: FastifyRequest, reply: FastifyReply, error: DomainError, budget: 'api' | 'page') {
  reply.status(429).header('retry-after', String(error.details.retryAfterSeconds));
  if (budget === 'page') return reply.type('text/plain; charset=utf-8').send(error.message);
  // Apollo Client reads a non-2xx body only as application/graphql-response+json, which it asks for.
  const mediaType = request.headers.accept?.includes('application/graphql-response+json') ? 'application/graphql-response+json' : 'application/json';
  return reply.type(`${mediaType}; charset=utf-8`).send({ errors: [{ message: error.message, extensions: { code: error.code, ...error.details } }] });
}
