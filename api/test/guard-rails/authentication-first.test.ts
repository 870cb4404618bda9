import { beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../http-client.js';
import { fillPath, registeredRoutes } from './route-inventory.js';
import { withTestApp } from '../marketplace-fixtures.js';
import { expectAuthenticationRequired } from '../auth-helpers.js';

/**
 * Authentication comes before validation: an anonymous caller of a sign-in-only call learns nothing about what a
 * valid request looks like, whatever it sends (bad body, bad path id, forged ids, unreadable JSON). Every case is
 * also sent with the body made valid-looking where that matters, so a 401 is not an accident of the input.
 */
const t = withTestApp();
let anonymous: HttpClient;
beforeAll(async () => {
  anonymous = new HttpClient(t.url);
}, 120_000);

interface Case {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** A JSON body, or a raw (unreadable) one. */
  body?: unknown;
  raw?: string;
}

const restCases: Case[] = [
  { method: 'PATCH', path: '/api/profile', body: { bio: 'x'.repeat(600), id: 1 } },
  { method: 'PATCH', path: '/api/profile', raw: '{"bio":' },
  { method: 'PUT', path: '/api/properties/1', body: { title: '', ownerId: 2 } },
  { method: 'PUT', path: '/api/properties/not-an-id', body: { title: 'Fine' } },
  { method: 'DELETE', path: '/api/properties/not-an-id' },
  { method: 'POST', path: '/api/properties', body: { title: 42, ownerId: 1 } },
  { method: 'POST', path: '/api/properties', raw: 'not json' },
  { method: 'POST', path: '/api/saved-properties', body: { propertyId: 'abc', userId: 1 } },
  { method: 'GET', path: '/api/saved-properties/check/not-an-id' },
  { method: 'DELETE', path: '/api/saved-properties/not-an-id' },
  { method: 'POST', path: '/api/leases', body: { propertyId: 'x', tenantEmail: 'not-an-email' } },
  { method: 'GET', path: '/api/leases/tenant/not-an-id' },
  { method: 'POST', path: '/api/leases/not-an-id/accept' },
  { method: 'POST', path: '/api/leases/-1/decline', body: { tenantId: 1 } },
  { method: 'POST', path: '/api/leases/x/withdraw' },
  { method: 'POST', path: '/api/auth/resend-verification', body: { email: 'someone@example.ca' } },
  { method: 'GET', path: '/api/leases/landlord/-5' },
  { method: 'POST', path: '/api/inquiries', body: { propertyId: -1, tenantId: 3, message: '' } },
  { method: 'GET', path: '/api/inquiries/tenant/not-an-id' },
  { method: 'GET', path: '/api/inquiries/landlord/not-an-id' },
  { method: 'POST', path: '/api/chat', body: { propertyId: 1, senderId: 1, receiverId: 'x', message: '   ' } },
  { method: 'GET', path: '/api/chat/x/y/z' },
  { method: 'POST', path: '/api/notifications/viewing-request', body: { propertyId: 'x' } },
  { method: 'PUT', path: '/api/notifications/not-an-id/read' },
  { method: 'GET', path: '/api/upload/presigned-url?purpose=bogus' },
];

/**
 * The routes an anonymous caller may use, every one named (docs/product.md#rest-calls reads that need no sign-in, the sign-in calls
 * themselves, health, GraphQL whose fields check the viewer one by one, and the file gateway, which checks a private
 * document per file). Anything registered and not listed here must answer 401 to an anonymous call.
 */
const PUBLIC_ROUTES = [
  'GET /healthz',
  'GET /language',
  'GET /map/config.json',
  'GET /graphql',
  'POST /graphql',
  'GET /ipfs/:cid',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'GET /api/auth/magic-link',
  'POST /api/auth/magic-link',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/verify-email',
  'GET /api/properties',
  'GET /api/properties/:id',
  'GET /api/properties/:id/price-history',
  // The rent report: medians of public listings, for anyone (docs/rent-report.md).
  'GET /api/rent-report',
  'GET /api/properties/suggestions',
  'GET /api/properties/owner/:userId',
  'GET /api/leases/property/:id',
  'GET /api/documents/property/:id',
  'GET /api/users/:id',
  // Anyone holding a lease PDF checks it; the answer says only what the sealed copy prints.
  'POST /api/verify',
  // The unsubscribe link of alert emails: its secret token is the credential (RFC 8058 one-click).
  'GET /api/saved-searches/unsubscribe',
  'POST /api/saved-searches/unsubscribe',
];

/** One anonymous call to a route: every path parameter set to `id`, a valid-looking or an unreadable body. */
function sendAnonymous(route: string, id: string, shape: 'plausible' | 'malformed') {
  const [method, template] = route.split(' ') as [string, string];
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const path = fillPath(template, Object.fromEntries([...template.matchAll(/:(\w+)/g)].map(([, name]) => [name!, id])));
  if (shape === 'plausible') return anonymous.request(method, path, hasBody ? { body: {} } : {});
  return anonymous.request(method, `${path}?limit=oops&purpose=bogus`, hasBody ? { raw: '{"not json', headers: { 'content-type': 'application/json' } } : {});
}

describe('REST: authentication before validation', () => {
  it.each(restCases)('$method $path $body$raw → 401 Authentication required', async ({ method, path, body, raw }) => {
    const headers = raw === undefined ? undefined : { 'content-type': 'application/json' };
    const response = await anonymous.request(method, path, { body, raw, headers });
    expectAuthenticationRequired(response);
  });

  it('the public list names only routes that exist', () => {
    const routes = registeredRoutes(t.app, t.services.config.webDist);
    expect(PUBLIC_ROUTES.filter((route) => !routes.includes(route)), 'public routes that are not registered').toEqual([]);
  });

  it('every public route answers an anonymous caller without asking for sign-in', async () => {
    const refused: string[] = [];
    for (const route of PUBLIC_ROUTES) {
      const answer = await sendAnonymous(route, '1', 'plausible');
      if (answer.status === 401) refused.push(`${route}: ${answer.text}`);
    }
    expect(refused, 'public routes that ask for sign-in: take them off the list').toEqual([]);
  });

  it('every other route refuses an anonymous call with 401, plausible or malformed', async () => {
    const signedInOnly = registeredRoutes(t.app, t.services.config.webDist).filter((route) => !PUBLIC_ROUTES.includes(route));
    const leaks: string[] = [];
    for (const route of signedInOnly) {
      for (const [id, shape] of [['1', 'plausible'], ['not-an-id', 'malformed']] as const) {
        const answer = await sendAnonymous(route, id, shape);
        if (answer.status !== 401 || answer.json?.message !== 'Authentication required') leaks.push(`${route} (${shape}): ${answer.status} ${answer.text.slice(0, 200)}`);
      }
    }
    // An empty sweep cannot pass: the known sign-in-only calls are in it.
    expect(signedInOnly).toEqual(expect.arrayContaining(['PATCH /api/profile', 'PUT /api/properties/:id', 'POST /api/saved-properties', 'POST /api/upload/:token']));
    expect(leaks).toEqual([]);
  });

  it('still validates for a signed-in caller (the cases are really invalid)', async () => {
    const signedIn = new HttpClient(t.url);
    const signup = await signedIn.post('/api/auth/signup', {
      name: 'Vera Valid',
      email: 'vera@example.ca',
      whatsapp: '+14165550111',
      password: 'secret12',
      role: 'tenant',
    });
    expect(signup.status, signup.text).toBe(201);
    const profile = await signedIn.patch('/api/profile', { bio: 'x'.repeat(600), id: 1 });
    expect(profile.status, profile.text).toBe(400);
    const saved = await signedIn.post('/api/saved-properties', { propertyId: 'abc', userId: 1 });
    expect(saved.status, saved.text).toBe(400);
    const check = await signedIn.get('/api/saved-properties/check/not-an-id');
    expect(check.status, check.text).toBe(400);
  });
});

const graphqlCases = [
  'mutation { updateProfile(input: { bio: "' + 'x'.repeat(600) + '" }) { id } }',
  'mutation { saveProperty(propertyId: -1) { id } }',
  'mutation { sendInquiry(input: { propertyId: -1, message: "   " }) { id } }',
  'mutation { sendChatMessage(input: { propertyId: 1, receiverId: -1, message: "" }) { id } }',
  'mutation { requestViewing(propertyId: -1) { success } }',
  'mutation { createApiToken(name: "") { id } }',
  'mutation { createLease(input: { propertyId: 1, tenantName: "", tenantEmail: "no", monthlyRent: -1 }) { id } }',
  'mutation { acceptLease(id: -1) { id } }',
  'mutation { declineLease(id: 0) { id } }',
  'mutation { withdrawLease(id: -7) { id } }',
  'mutation { resendVerificationEmail }',
];

describe('GraphQL: authentication before validation', () => {
  it.each(graphqlCases)('%s → UNAUTHENTICATED', async (query) => {
    const response = await anonymous.graphql(query);
    expect(response.json.errors?.map((e: { message: string; extensions?: Record<string, unknown> }) => [e.extensions?.code, e.message]), response.text).toEqual([
      ['UNAUTHENTICATED', 'Authentication required'],
    ]);
  });
});
