import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetRateLimits } from '../../test/auth-helpers.js';
import { HttpClient } from '../../test/http-client.js';
import { insertProperty, testUser, type TestUser } from '../../test/marketplace-fixtures.js';
import { RATE_LIMITS_OFF } from '../config.js';
import { SESSION_COOKIE } from '../contracts/index.js';
import { startTestApp, type TestApp } from '../../test/test-app.js';

const LIMIT = 4;
const limits = { ...RATE_LIMITS_OFF, anonymousPerMinute: LIMIT };
const browse = '{ properties(first: 1) { nodes { id } } }';

/** Fixtures are made on an instance without limits; each test gets new limited instances on the same database. */
let setup: TestApp;
const instances: TestApp[] = [];
let tenant: TestUser;
let propertyId: number;
beforeAll(async () => {
  setup = await startTestApp();
  tenant = await testUser(setup, 'tenant');
  propertyId = await insertProperty(setup, (await testUser(setup, 'landlord')).id);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await setup.close();
});

/** A limited instance with fresh counters (a key over its limit is also refused from that instance's memory). */
async function limitedInstance() {
  await resetRateLimits(setup);
  const instance = await startTestApp({ rateLimits: limits }, setup.databaseUrl);
  instances.push(instance);
  return instance;
}

/** Spends the anonymous budget of 127.0.0.1 on a new instance. */
async function spendAnonymousBudget() {
  const t = await limitedInstance();
  for (let i = 0; i < LIMIT; i += 1) expect((await new HttpClient(t.url).get('/api/properties?limit=1')).status).toBe(200);
  return t;
}

describe('per-IP limit of anonymous requests (counters in PostgreSQL)', () => {
  it('answers REST past the limit with 429, Retry-After and {code, message}', async () => {
    const t = await spendAnonymousBudget();
    const limited = await new HttpClient(t.url).get(`/api/properties/${propertyId}`);
    expect(limited.status).toBe(429);
    expect(limited.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });

  it('answers GraphQL past the limit with HTTP 429, Retry-After and extensions.code RATE_LIMITED', async () => {
    const t = await limitedInstance();
    for (let i = 0; i < LIMIT; i += 1) expect((await new HttpClient(t.url).graphql(browse)).json.data).toBeDefined();
    const limited = await new HttpClient(t.url).graphql(browse, undefined, { accept: 'application/graphql-response+json' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.headers.get('content-type')).toMatch(/application\/graphql-response\+json/);
    expect(limited.json.errors?.[0]).toMatchObject({ message: 'Too many requests. Please try again in 1 minute.', extensions: { code: 'RATE_LIMITED' } });
  });

  it('shares the counter between instances', async () => {
    const a = await limitedInstance();
    const b = await startTestApp({ rateLimits: limits }, setup.databaseUrl);
    instances.push(b);
    for (let i = 0; i < LIMIT / 2; i += 1) expect((await new HttpClient(a.url).get('/api/properties?limit=1')).status).toBe(200);
    for (let i = 0; i < LIMIT / 2; i += 1) expect((await new HttpClient(b.url).get('/api/properties?limit=1')).status).toBe(200);
    expect((await new HttpClient(a.url).get('/api/properties?limit=1')).status).toBe(429);
    expect((await new HttpClient(b.url).get('/api/properties?limit=1')).status).toBe(429);
  });

  it('counts credentials that identify nobody (a made-up cookie or token) as anonymous', async () => {
    const t = await spendAnonymousBudget();
    const madeUp = new HttpClient(t.url);
    expect((await madeUp.get('/api/properties?limit=1', { cookie: `${SESSION_COOKIE}=made-up-session-secret` })).status).toBe(429);
    expect((await madeUp.graphql('{ me { id } }', undefined, { authorization: 'Bearer made-up-token-1234567890' })).status).toBe(429);
  });

  it('never throttles a signed-in user (session or API token) for the anonymous requests of their address', async () => {
    const t = await spendAnonymousBudget();
    expect((await new HttpClient(t.url).get('/api/properties?limit=1')).status).toBe(429);
    const signedIn = new HttpClient(t.url);
    const cookie = { cookie: tenant.client.cookieHeader() };
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect((await signedIn.get('/api/properties?limit=1', cookie)).status).toBe(200);
      expect((await signedIn.graphql('{ me { id } }', undefined, cookie)).json.data).toEqual({ me: { id: tenant.id } });
    }
    const token = (await tenant.client.graphql('mutation { createApiToken(name: "sync") { secret } }')).json.data.createApiToken.secret;
    const script = new HttpClient(t.url);
    for (let i = 0; i < LIMIT * 2; i += 1) {
      expect((await script.graphql('{ me { id } }', undefined, { authorization: `Bearer ${token}` })).status).toBe(200);
    }
  });
});
