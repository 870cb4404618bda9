import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { insertProperty, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';

let t: TestApp;
let landlord: TestUser;
let otherLandlord: TestUser;
let tenant: TestUser;
let otherTenant: TestUser;
let admin: TestUser;
let propertyId: number;
beforeAll(async () => {
  t = await startTestApp();
  landlord = await testUser(t, 'landlord', { name: 'Lana Landlord' });
  otherLandlord = await testUser(t, 'landlord');
  tenant = await testUser(t, 'tenant', { name: 'Tom Tenant' });
  otherTenant = await testUser(t, 'tenant');
  admin = await testUser(t, 'admin');
  propertyId = await insertProperty(t, landlord.id, { title: 'Harbour Loft' });
});
afterAll(() => t.close());

describe('POST /api/inquiries', () => {
  it('sends as the signed-in tenant to the owner (forged tenantId/landlordId ignored), opens the chat and notifies the owner', async () => {
    const sent = await tenant.client.post(
      '/api/inquiries',
      { propertyId, tenantId: otherTenant.id, message: '  Is it available in May?  ' },
      { 'x-user-id': String(otherTenant.id) },
    );
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ propertyId, tenantId: tenant.id, landlordId: landlord.id, message: 'Is it available in May?', status: 'pending' });

    const { rows: messages } = await sql(t, 'select sender_id, receiver_id, message from chat_messages where property_id = $1', [propertyId]);
    expect(messages).toEqual([{ sender_id: tenant.id, receiver_id: landlord.id, message: 'Is it available in May?' }]);

    const notifications = await landlord.client.get('/api/notifications');
    expect(notifications.json[0]).toMatchObject({
      type: 'inquiry',
      recipientId: landlord.id,
      senderId: tenant.id,
      propertyId,
      isRead: false,
      metadata: { tenantName: 'Tom Tenant', propertyTitle: 'Harbour Loft' },
    });
  });

  it('takes landlordId from the property, never from the body', async () => {
    const sent = await otherTenant.client.post('/api/inquiries', { propertyId, landlordId: otherLandlord.id, message: 'Hi' });
    // landlordId is not a field of the contract: unknown fields are refused rather than silently trusted.
    expect(sent.status).toBe(400);
    expect(sent.json.message).toBe('Unknown field: landlordId');
  });

  it.each([
    ['blank', '   ', 'Message cannot be empty'],
    ['missing', undefined, 'Message cannot be empty'],
    ['too long', 'x'.repeat(2001), 'Message is too long (max 2000 characters)'],
  ])('refuses a %s message with 400', async (_label, message, expected) => {
    const sent = await tenant.client.post('/api/inquiries', { propertyId, message });
    expect(sent.status).toBe(400);
    expect(sent.json).toMatchObject({ code: 'VALIDATION_FAILED', message: expected });
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await otherTenant.client.post('/api/inquiries', { propertyId, message: 'y'.repeat(2000) })).status).toBe(201);
  });

  it('refuses anonymous (401), landlords and admins (403)', async () => {
    const anonymous = await new HttpClient(t.url).post('/api/inquiries', { propertyId, message: 'Hi' }, { 'x-user-id': String(tenant.id) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Authentication required');
    for (const who of [landlord, otherLandlord, admin]) {
      const refused = await who.client.post('/api/inquiries', { propertyId, message: 'Hi' });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('FORBIDDEN');
    }
  });

  it('refuses properties that are not publicly visible or do not exist (404)', async () => {
    const hidden = await insertProperty(t, landlord.id, { showOnMarketplace: false });
    const pending = await insertProperty(t, landlord.id, { status: 'pending' });
    for (const id of [hidden, pending, 999_999]) {
      const refused = await tenant.client.post('/api/inquiries', { propertyId: id, message: 'Hi' });
      expect(refused.status).toBe(404);
      expect(refused.json.message).toBe('Property not found');
    }
    expect((await tenant.client.post('/api/inquiries', { propertyId: 'abc', message: 'Hi' })).status).toBe(400);
  });
});

describe('GET /api/inquiries/tenant|landlord/:userId', () => {
  it('lists newest first with the latest chat message of each conversation', async () => {
    const second = await insertProperty(t, landlord.id, { title: 'Garden Suite' });
    await tenant.client.post('/api/inquiries', { propertyId: second, message: 'Second inquiry' });
    await landlord.client.post('/api/chat', { propertyId: second, receiverId: tenant.id, message: 'Yes, come by Friday' });

    const mine = await tenant.client.get(`/api/inquiries/tenant/${tenant.id}`);
    expect(mine.status).toBe(200);
    expect(mine.json.map((inquiry: any) => inquiry.propertyId)).toEqual([second, propertyId]);
    expect(mine.json[0].latestMessage).toMatchObject({ senderId: landlord.id, receiverId: tenant.id, message: 'Yes, come by Friday' });
    expect(mine.json[1].latestMessage).toMatchObject({ senderId: tenant.id, message: 'Is it available in May?' });

    const received = await landlord.client.get(`/api/inquiries/landlord/${landlord.id}`);
    expect(received.status).toBe(200);
    expect(received.json).toHaveLength(3);
    expect(received.json.every((inquiry: any) => inquiry.landlordId === landlord.id)).toBe(true);
  });

  it('gives latestMessage null when a conversation has no message left', async () => {
    await sql(t, 'delete from chat_messages where property_id = $1 and (sender_id = $2 or receiver_id = $2)', [propertyId, otherTenant.id]);
    const list = await otherTenant.client.get(`/api/inquiries/tenant/${otherTenant.id}`);
    expect(list.json[0].latestMessage).toBeNull();
  });

  it('answers self and admins only; others get 403 even with a forged x-user-id', async () => {
    expect((await admin.client.get(`/api/inquiries/tenant/${tenant.id}`)).status).toBe(200);
    expect((await admin.client.get(`/api/inquiries/landlord/${landlord.id}`)).status).toBe(200);
    const forged = await otherTenant.client.get(`/api/inquiries/tenant/${tenant.id}`, { 'x-user-id': String(tenant.id) });
    expect(forged.status).toBe(403);
    expect((await otherLandlord.client.get(`/api/inquiries/landlord/${landlord.id}`)).status).toBe(403);
    expect((await tenant.client.get(`/api/inquiries/landlord/${landlord.id}`)).status).toBe(403);
    expect((await new HttpClient(t.url).get(`/api/inquiries/tenant/${tenant.id}`)).status).toBe(401);
  });

  it('costs a constant number of SQL queries whatever the list length', async () => {
    // Every SQL statement of the app goes through the connection's execute (ORM finds, raw queries, session lookup).
    const queries: string[] = [];
    const connection = t.services.orm.em.getConnection();
    const original = connection.execute.bind(connection);
    (connection as any).execute = (...args: any[]) => {
      queries.push(String(args[0]));
      return original(...(args as Parameters<typeof original>));
    };
    try {
      queries.length = 0;
      await landlord.client.get(`/api/inquiries/landlord/${landlord.id}`);
      const small = queries.length;
      expect(small).toBeGreaterThanOrEqual(3); // session, inquiries, latest messages
      for (let i = 0; i < 5; i += 1) {
        const extra = await testUser(t, 'tenant');
        await extra.client.post('/api/inquiries', { propertyId, message: `Inquiry ${i}` });
      }
      queries.length = 0;
      await landlord.client.get(`/api/inquiries/landlord/${landlord.id}`);
      expect(queries.length).toBe(small);
    } finally {
      (connection as any).execute = original;
    }
  });
});

describe('GraphQL inquiries', () => {
  const list = `{ myInquiries { id propertyId propertyTitle tenantId landlordId message status latestMessage { senderId message } } }`;

  it('sendInquiry, myInquiries with batched propertyTitle and latestMessage, landlordInquiries', async () => {
    const fresh = await testUser(t, 'tenant');
    const sent = await fresh.client.graphql(`mutation($input: SendInquiryInput!) { sendInquiry(input: $input) { id tenantId landlordId message } }`, {
      input: { propertyId, message: ' Pets allowed? ' },
    });
    expect(sent.json.data?.sendInquiry).toMatchObject({ tenantId: fresh.id, landlordId: landlord.id, message: 'Pets allowed?' });

    const mine = await fresh.client.graphql(list);
    expect(mine.json.data?.myInquiries).toEqual([
      expect.objectContaining({ propertyId, propertyTitle: 'Harbour Loft', latestMessage: { senderId: fresh.id, message: 'Pets allowed?' } }),
    ]);

    const received = await landlord.client.graphql(`{ landlordInquiries { tenantId propertyTitle latestMessage { message } } }`);
    expect(received.json.data?.landlordInquiries.length).toBeGreaterThan(3);
    expect(received.json.data?.landlordInquiries[0]).toMatchObject({ tenantId: fresh.id, propertyTitle: 'Harbour Loft' });
  });

  it('refuses with extensions.code: anonymous, landlords sending, others listing a landlord', async () => {
    const anonymous = await new HttpClient(t.url).graphql(list);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const byLandlord = await landlord.client.graphql(`mutation { sendInquiry(input: { propertyId: ${propertyId}, message: "Hi" }) { id } }`);
    expect(byLandlord.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await tenant.client.graphql(`mutation { sendInquiry(input: { propertyId: ${propertyId}, message: "  " }) { id } }`);
    expect(blank.json.errors?.[0]).toMatchObject({ message: 'Message cannot be empty', extensions: { code: 'VALIDATION_FAILED' } });
    const snooping = await otherLandlord.client.graphql(`{ landlordInquiries(landlordId: ${landlord.id}) { id } }`);
    expect(snooping.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await admin.client.graphql(`{ landlordInquiries(landlordId: ${landlord.id}) { id } }`);
    expect(byAdmin.json.data?.landlordInquiries.length).toBeGreaterThan(0);
  });
});
