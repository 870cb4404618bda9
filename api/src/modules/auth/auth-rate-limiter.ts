import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../common/domain-error.js';

export interface AuthRateLimiter {
  /** Counts one attempt for the IP and for the account; throws RATE_LIMITED past either limit. */
  consume(ip: string, account: string): Promise<void>;
}

const LIMITS = {
  perIp: { points: 30, duration: 15 * 60 },
  perAccount: { points: 10, duration: 15 * 60 },
};

/** Counters live in PostgreSQL so that every API instance shares them; their table comes from a migration. */
export function createAuthRateLimiter(pool: pg.Pool): AuthRateLimiter {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'auth_rate_limits', tableCreated: true, clearExpiredByTimeout: true };
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_ip', ...LIMITS.perIp });
  const perAccount = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_account', ...LIMITS.perAccount });
  return {
    async consume(ip, account) {
      try {
        await Promise.all([perIp.consume(ip), perAccount.consume(account.toLowerCase())]);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
          retryAfterSeconds: Math.ceil(error.msBeforeNext / 1000),
        });
      }
    },
  };
}
