import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { DomainError } from '../../common/domain-error.js';

/**
 * Brute-force and abuse limits of the auth calls. Only failures count against sign-in: people signing in
 * successfully are never slowed, and failures are keyed by account *and* IP, so nobody can lock a user out
 * from another address (the per-IP budget still stops one address guessing across many accounts).
 */
export interface AuthRateLimiter {
  /** Throws RATE_LIMITED while this IP, or this account from this IP, is blocked. Call before any work. */
  check(ip: string, account: string): Promise<void>;
  /** A failed attempt (unknown account, wrong password, wrong role, existing email at signup). */
  recordFailure(ip: string, account: string): Promise<void>;
  /** A successful sign-in clears the account's failures from this IP. */
  recordSuccess(ip: string, account: string): Promise<void>;
  /** One email to an account (magic link, password reset); throws RATE_LIMITED past the limit. */
  consumeEmail(account: string): Promise<void>;
  /** One account created from this IP; throws RATE_LIMITED past the limit. */
  consumeSignup(ip: string): Promise<void>;
}

const MINUTES = 60;
const LIMITS = {
  failuresPerIp: { points: 30, duration: 15 * MINUTES },
  failuresPerAccountAndIp: { points: 10, duration: 15 * MINUTES },
  emailsPerAccount: { points: 10, duration: 15 * MINUTES },
  signupsPerIp: { points: 100, duration: 60 * MINUTES },
};

function rateLimited(msBeforeNext: number): DomainError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return new DomainError('RATE_LIMITED', `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, {
    retryAfterSeconds: Math.ceil(msBeforeNext / 1000),
  });
}

/** Counters live in PostgreSQL so that every API instance shares them; their table comes from a migration. */
export function createAuthRateLimiter(pool: pg.Pool): AuthRateLimiter {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'auth_rate_limits', tableCreated: true, clearExpiredByTimeout: true };
  const limiter = (keyPrefix: string, limit: { points: number; duration: number }) => new RateLimiterPostgres({ ...common, keyPrefix, ...limit });
  const failuresPerIp = limiter('auth_fail_ip', LIMITS.failuresPerIp);
  const failuresPerAccountAndIp = limiter('auth_fail_account_ip', LIMITS.failuresPerAccountAndIp);
  const emailsPerAccount = limiter('auth_email_account', LIMITS.emailsPerAccount);
  const signupsPerIp = limiter('auth_signup_ip', LIMITS.signupsPerIp);
  const accountAt = (ip: string, account: string) => `${account.toLowerCase()}|${ip}`;

  const consume = async (counter: RateLimiterPostgres, key: string) => {
    try {
      await counter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext);
      throw error;
    }
  };

  return {
    async check(ip, account) {
      const [byIp, byAccount] = await Promise.all([failuresPerIp.get(ip), failuresPerAccountAndIp.get(accountAt(ip, account))]);
      const blocked = [
        { res: byIp, points: LIMITS.failuresPerIp.points },
        { res: byAccount, points: LIMITS.failuresPerAccountAndIp.points },
      ].filter(({ res, points }) => res && res.consumedPoints >= points);
      if (blocked.length) throw rateLimited(Math.max(...blocked.map(({ res }) => res!.msBeforeNext)));
    },
    async recordFailure(ip, account) {
      await Promise.all([failuresPerIp.penalty(ip, 1), failuresPerAccountAndIp.penalty(accountAt(ip, account), 1)]);
    },
    async recordSuccess(ip, account) {
      await failuresPerAccountAndIp.delete(accountAt(ip, account));
    },
    consumeEmail: (account) => consume(emailsPerAccount, account.toLowerCase()),
    consumeSignup: (ip) => consume(signupsPerIp, ip),
  };
}
