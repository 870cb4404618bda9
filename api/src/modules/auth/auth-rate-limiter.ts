import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimited } from '../../rate-limit/request-counter.js';

/**
 * Brute-force and abuse limits of the auth calls. Every attempt counts up front (so parallel requests cannot
 * slip past a read-then-count check) and a successful sign-in takes its attempt back: people who sign in are
 * never slowed. Attempts are keyed by account *and* IP, so nobody can lock a user out from another address; the
 * per-IP budget still stops one address guessing across many accounts.
 */
export interface AuthRateLimiter {
  /**
   * Counts one attempt for this IP and for this account from this IP; a password attempt also counts for the
   * account from every address together. Throws RATE_LIMITED past any limit.
   */
  attempt(ip: string, account: string, withPassword?: boolean): Promise<void>;
  /** The attempt signed in: clear the account's count from this IP and give the IP (and the account) its attempt back. */
  succeeded(ip: string, account: string, withPassword?: boolean): Promise<void>;
  /** One email to an account (magic link, password reset), per requesting IP and in total; RATE_LIMITED past either. */
  consumeEmail(ip: string, account: string): Promise<void>;
  /** One account created from this IP; throws RATE_LIMITED past the limit. */
  consumeSignup(ip: string): Promise<void>;
}

const MINUTES = 60;
const LIMITS = {
  attemptsPerIp: { points: 30, duration: 15 * MINUTES },
  attemptsPerAccountAndIp: { points: 10, duration: 15 * MINUTES },
  // Password guesses spread over many addresses. Only passwords count: the magic link stays open to the owner.
  passwordAttemptsPerAccount: { points: 20, duration: 15 * MINUTES },
  emailsPerAccountAndIp: { points: 10, duration: 15 * MINUTES },
  // Looser, so that requests from other addresses cannot use up a person's own sign-in emails.
  emailsPerAccount: { points: 50, duration: 15 * MINUTES },
  signupsPerIp: { points: 100, duration: 60 * MINUTES },
};

/** Counters live in PostgreSQL so that every API instance shares them; their table comes from a migration. */
export function createAuthRateLimiter(pool: pg.Pool): AuthRateLimiter {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'auth_rate_limits', tableCreated: true, clearExpiredByTimeout: true };
  const limiter = (keyPrefix: string, limit: { points: number; duration: number }) => new RateLimiterPostgres({ ...common, keyPrefix, ...limit });
  const attemptsPerIp = limiter('auth_attempt_ip', LIMITS.attemptsPerIp);
  const attemptsPerAccountAndIp = limiter('auth_attempt_account_ip', LIMITS.attemptsPerAccountAndIp);
  const passwordAttemptsPerAccount = limiter('auth_password_account', LIMITS.passwordAttemptsPerAccount);
  const emailsPerAccountAndIp = limiter('auth_email_account_ip', LIMITS.emailsPerAccountAndIp);
  const emailsPerAccount = limiter('auth_email_account', LIMITS.emailsPerAccount);
  const signupsPerIp = limiter('auth_signup_ip', LIMITS.signupsPerIp);
  const accountAt = (ip: string, account: string) => `${account.toLowerCase()}|${ip}`;

  const consume = async (counters: [RateLimiterPostgres, string][], what: 'attempts' | 'passwordAttempts' = 'attempts') => {
    try {
      await Promise.all(counters.map(([counter, key]) => counter.consume(key)));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw rateLimited(error.msBeforeNext, what);
      throw error;
    }
  };

  return {
    async attempt(ip, account, withPassword = false) {
      await consume([[attemptsPerIp, ip], [attemptsPerAccountAndIp, accountAt(ip, account)]]);
      if (withPassword) await consume([[passwordAttemptsPerAccount, account.toLowerCase()]], 'passwordAttempts');
    },
    async succeeded(ip, account, withPassword = false) {
      await Promise.all([
        attemptsPerAccountAndIp.delete(accountAt(ip, account)),
        attemptsPerIp.reward(ip, 1),
        withPassword ? passwordAttemptsPerAccount.reward(account.toLowerCase(), 1) : null,
      ]);
    },
    consumeEmail: (ip, account) => consume([[emailsPerAccountAndIp, accountAt(ip, account)], [emailsPerAccount, account.toLowerCase()]]),
    consumeSignup: (ip) => consume([[signupsPerIp, ip]]),
  };
}
