import { beforeAll, describe, expect, it } from 'vitest';
import { fromNow, HOUR } from '../../test/clock.js';
import { insertProperty, leaseBody, testUser, type TestUser, withTestApp } from '../../test/marketplace-fixtures.js';
import { RATE_LIMITS_OFF } from '../config.js';

const PER_MINUTE = 2;
const t = withTestApp({ config: { rateLimits: { ...RATE_LIMITS_OFF, writesPerMinute: PER_MINUTE, uploadsPerMinute: PER_MINUTE } }, users: { tenant: 'tenant', landlord: 'landlord' } });
const { tenant, landlord } = t.users;
let propertyId: number;
beforeAll(async () => {
  propertyId = await insertProperty(t, landlord.id);
});

async function viewingSlot(): Promise<number> {
  const startsAt = fromNow(72 * HOUR).toISOString();
  const created = await landlord.client.post(`/api/properties/${await insertProperty(t, landlord.id)}/viewing-slots`, { startsAt, durationMinutes: 30 });
  return created.json[0].id;
}

type Response = Awaited<ReturnType<TestUser['client']['get']>>;

function expectRateLimited(response: Response) {
  expect(response.status).toBe(429);
  expect(response.json).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('per-user write limits', () => {
  // Each kind has its own counter: reaching one leaves the others (tried after it) untouched.
  const writes: Array<[string, () => Promise<Response>, number]> = [
    ['chat messages', () => tenant.client.post('/api/chat', { propertyId, receiverId: landlord.id, message: 'Hi' }), 201],
    ['inquiries', () => tenant.client.post('/api/inquiries', { propertyId, message: 'Is it available?' }), 201],
    ['viewing requests', () => tenant.client.post('/api/notifications/viewing-request', { propertyId }), 0],
    // One booking per listing: each books a slot of another listing.
    ['viewing bookings', async () => tenant.client.post(`/api/viewing-slots/${await viewingSlot()}/bookings`, {}), 201],
    ['new leases', () => landlord.client.post('/api/leases', leaseBody(propertyId, tenant.email, { startDate: undefined })), 0],
    ['upload links', () => landlord.client.get('/api/upload/presigned-url'), 200],
    // One open report per listing: each report is about another listing.
    ['listing reports', async () => tenant.client.post(`/api/properties/${await insertProperty(t, landlord.id)}/reports`, { reason: 'scam' }), 201],
    ['listing text checks', () => landlord.client.post('/api/listing-text/check', { text: 'Bright 2-bedroom' }), 200],
  ];
  it.each(writes)('refuses %s past the limit per user with 429, Retry-After and {code, message}', async (_kind, write, okStatus) => {
    for (let i = 0; i < PER_MINUTE; i += 1) {
      const response = await write();
      expect(response.status).not.toBe(429);
      if (okStatus) expect(response.status).toBe(okStatus);
    }
    expectRateLimited(await write());
  });

  it('counts GraphQL writes too: HTTP 429 with Retry-After and extensions.code RATE_LIMITED', async () => {
    const other = await testUser(t, 'tenant');
    const send = () =>
      other.client.graphql('mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { id } }', {
        input: { propertyId, receiverId: landlord.id, message: 'Hello' },
      });
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await send()).json.data?.sendChatMessage.id).toEqual(expect.any(Number));
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(limited.json.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
