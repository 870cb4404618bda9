import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpClient } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('auth rate limiting (counters in PostgreSQL)', () => {
  it('the 11th login attempt for one account in 15 minutes is 429 RATE_LIMITED with Retry-After', async () => {
    const { body } = await signedUpClient(t);
    const attempt = () => new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: 'wrong-guess' });
    // Signup counted one attempt for this account.
    for (let i = 0; i < 9; i += 1) expect((await attempt()).status).toBe(401);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Even the right password waits; another letter case of the email is the same account.
    const right = await new HttpClient(t.url).post('/api/auth/login', { email: body.email.toUpperCase(), role: 'tenant', password: body.password });
    expect(right.status).toBe(429);
    // GraphQL shares the counter.
    const graph = await new HttpClient(t.url).graphql(
      'mutation($input: LoginInput!) { login(input: $input) { __typename } }',
      { input: { email: body.email, role: 'tenant', password: body.password } },
    );
    expect(graph.json.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
  });

  it('other accounts are unaffected until the per-IP limit (30) is reached', async () => {
    const { body } = await signedUpClient(t);
    const ok = await new HttpClient(t.url).post('/api/auth/login', { email: body.email, role: 'tenant', password: body.password });
    expect(ok.status).toBe(200);
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i += 1) {
      status = (await new HttpClient(t.url).post('/api/auth/login', { email: `ghost${i}@example.ca`, role: 'tenant', password: 'x' })).status;
    }
    expect(status).toBe(429);
  });
});
