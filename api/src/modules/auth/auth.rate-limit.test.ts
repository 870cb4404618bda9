import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetRateLimits, signedUpClient } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { createAuthRateLimiter } from './auth-rate-limiter.js';
import { withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp();
let pool: pg.Pool;
beforeAll(async () => {
  pool = new pg.Pool({ connectionString: t.databaseUrl, max: 2 });
});
afterAll(() => pool.end());
beforeEach(() => resetRateLimits(t));

const login = (email: string, password: string, role = 'tenant') => new HttpClient(t.url).post('/api/auth/login', { email, role, password });

describe('auth rate limiting (counters in PostgreSQL)', () => {
  it('after 10 failed logins for one account from one IP the next is 429 RATE_LIMITED with Retry-After', async () => {
    const { body } = await signedUpClient(t);
    for (let i = 0; i < 10; i += 1) expect((await login(body.email, 'wrong-guess')).status).toBe(401);
    const limited = await login(body.email, 'wrong-guess');
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Even the right password waits; another letter case of the email is the same account.
    expect((await login(body.email.toUpperCase(), body.password)).status).toBe(429);
    // GraphQL shares the counter.
    const graph = await new HttpClient(t.url).graphql('mutation($input: LoginInput!) { login(input: $input) { __typename } }', {
      input: { email: body.email, role: 'tenant', password: body.password },
    });
    expect(graph.json.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('never slows down people who sign in successfully, and a success clears the failures before it', async () => {
    const { body } = await signedUpClient(t);
    for (let i = 0; i < 25; i += 1) expect((await login(body.email, body.password)).status).toBe(200);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) expect((await login(body.email, 'wrong-guess')).status).toBe(401);
      expect((await login(body.email, body.password)).status).toBe(200);
    }
  });

  it('attempts from other addresses do not lock an account out of this one', async () => {
    const limiter = createAuthRateLimiter(pool);
    for (let i = 0; i < 20; i += 1) await limiter.attempt(`203.0.113.${i}`, 'victim@example.ca');
    await expect(limiter.attempt('198.51.100.7', 'victim@example.ca')).resolves.toBeUndefined();
    for (let i = 0; i < 9; i += 1) await limiter.attempt('203.0.113.1', 'Victim@example.ca');
    await expect(limiter.attempt('203.0.113.1', 'victim@example.ca')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limiter.attempt('198.51.100.7', 'victim@example.ca')).resolves.toBeUndefined();
  });

  it('stops password guesses for one account spread over many addresses at 20, and leaves the magic link open', async () => {
    const limiter = createAuthRateLimiter(pool);
    for (let i = 0; i < 20; i += 1) await limiter.attempt(`203.0.113.${100 + (i % 3)}`, 'spread@example.ca', true);
    await expect(limiter.attempt('198.51.100.20', 'Spread@example.ca', true)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 15 minutes, or sign in with a link by email.',
    });
    // The owner asking for a sign-in link (no password) is not counted there.
    await expect(limiter.attempt('198.51.100.21', 'spread@example.ca')).resolves.toBeUndefined();
    await expect(limiter.consumeEmail('198.51.100.21', 'spread@example.ca')).resolves.toBeUndefined();
  });

  it('gives a right password its account-wide attempt back', async () => {
    const limiter = createAuthRateLimiter(pool);
    for (let i = 0; i < 40; i += 1) {
      await limiter.attempt(`192.0.2.${i}`, 'owner@example.ca', true);
      await limiter.succeeded(`192.0.2.${i}`, 'owner@example.ca', true);
    }
    await expect(limiter.attempt('192.0.2.200', 'owner@example.ca', true)).resolves.toBeUndefined();
  });

  it('counts attempts sent in parallel: 20 wrong passwords at once get at most 10 answers', async () => {
    const { body } = await signedUpClient(t);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => login(body.email, 'wrong-guess').then((r) => r.status)));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
  });

  it('one IP failing across many accounts is stopped at 30 failures, for every account', async () => {
    const { body } = await signedUpClient(t);
    let status = 0;
    let failures = 0;
    for (; failures < 40 && status !== 429; failures += 1) status = (await login(`ghost${failures}@example.ca`, 'x')).status;
    expect(status).toBe(429);
    expect(failures).toBe(31);
    expect((await login(body.email, body.password)).status).toBe(429);
  });

  it('sends at most 10 emails per address and requesting IP in 15 minutes, known address or not', async () => {
    const { body } = await signedUpClient(t);
    for (const email of [body.email, 'nobody-here@example.ca']) {
      const reset = () => new HttpClient(t.url).post('/api/auth/forgot-password', { email });
      for (let i = 0; i < 10; i += 1) expect((await reset()).status).toBe(202);
      expect((await reset()).json).toMatchObject({ code: 'RATE_LIMITED' });
    }
    const magic = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant' });
    expect(magic.status).toBe(429);
  });

  it("requests from other addresses cannot use up a person's own sign-in emails (50 in total per address)", async () => {
    const limiter = createAuthRateLimiter(pool);
    for (let i = 0; i < 10; i += 1) await limiter.consumeEmail('203.0.113.50', 'victim@example.ca');
    await expect(limiter.consumeEmail('203.0.113.50', 'victim@example.ca')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limiter.consumeEmail('198.51.100.7', 'victim@example.ca')).resolves.toBeUndefined();
    // 12 counted so far for the address (a refused request counts too): 38 more reach its 50.
    for (let i = 0; i < 38; i += 1) await limiter.consumeEmail(`192.0.2.${i}`, 'victim@example.ca');
    await expect(limiter.consumeEmail('198.51.100.8', 'victim@example.ca')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('limits accounts created from one IP to 100 an hour', async () => {
    const limiter = createAuthRateLimiter(pool);
    for (let i = 0; i < 100; i += 1) await limiter.consumeSignup('192.0.2.9');
    await expect(limiter.consumeSignup('192.0.2.9')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limiter.consumeSignup('192.0.2.10')).resolves.toBeUndefined();
  });
});
