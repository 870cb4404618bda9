import type pg from 'pg';
import type { Logger } from 'pino';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../common/domain-error.js';
import { icu } from '../common/i18n.js';

const RATE_LIMITED_MESSAGES = {
  requests: 'Too many requests. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  attempts: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
  passwordAttempts: 'Too many attempts. Please try again in {minutes, plural, one {# minute} other {# minutes}}, or sign in with a link by email.',
} as const;

/** RATE_LIMITED with the wait in whole minutes for people and in seconds for clients (`Retry-After`). */
export function rateLimited(msBeforeNext: number, what: keyof typeof RATE_LIMITED_MESSAGES): DomainError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new DomainError('RATE_LIMITED', icu(RATE_LIMITED_MESSAGES[what], { minutes }), {
    retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });
}

export interface RequestCounter {
  /** Counts one request for `key`; throws RATE_LIMITED past the limit. */
  consume(key: string): Promise<void>;
}

/**
 * Requests per key and minute, counted in PostgreSQL so every instance shares them (the table comes from a
 * migration). A key over its limit is then refused from memory until its minute ends: a flood costs one query per
 * instance, not one per request. When PostgreSQL cannot count, the request passes (logged): a limit must not turn
 * a database hiccup into an outage. `perMinute` 0 turns the counter off (null).
 */
export function requestCounter(pool: pg.Pool, logger: Logger, name: string, perMinute: number): RequestCounter | null {
  if (perMinute === 0) return null;
  const limiter = new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: 'request_rate_limits',
    tableCreated: true,
    keyPrefix: name,
    points: perMinute,
    duration: 60,
    inMemoryBlockOnConsumed: perMinute,
  });
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, 'requests');
        logger.warn({ err: error, limit: name }, 'rate-limit counter unavailable: request let through');
      }
    },
  };
}
