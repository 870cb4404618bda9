import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { countQueries } from '../property/query-counter.test-helper.js';
import { appWithCast, harbourLoftCast, insertProperty, testUser } from '../../../test/marketplace-fixtures.js';

const cast = appWithCast(harbourLoftCast);

describe('POST /api/inquiries', () => {
  it('sends as the signed-in tenant to the owner (forged tenantId/landlordId ignored), opens the chat and notifies the owner', async () => {
    const sent = await cast.tenant.client.post(
      '/api/inquiries',
      { propertyId: cast.propertyId, tenantId: cast.otherTenant.id, message: '  Is it available in May?  ' },
      { 'x-user-id': String(cast.otherTenant.id) },
    );
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ propertyId: cast.propertyId, tenantId: cast.tenant.id, landlordId: cast.landlord.id, message: 'Is it available in May?', status: 'pending' });

    const { rows: messages } = await sql(cast.t, 'select sender_id, receiver_id, message from chat_messages where property_id = $1', [cast.propertyId]);
    expect(messages).toEqual([{ sender_id: cast.tenant.id, receiver_id: cast.landlord.id, message: 'Is it available in May?' }]);

    const notifications = await cast.landlord.client.get('/api/notifications');
    expect(notifications.json[0]).toMatchObject({
      type: 'inquiry',
      recipientId: cast.landlord.id,
      senderId: cast.tenant.id,
      propertyId: cast.propertyId,
      isRead: false,
      metadata: { tenantName: 'Tom Tenant', propertyTitle: 'Harbour Loft' },
    });
  });

  it('takes landlordId from the property, never from the body', async () => {
    const sent = await cast.otherTenant.client.post('/api/inquiries', { propertyId: cast.propertyId, landlordId: cast.otherLandlord.id, message: 'Hi' });
    // landlordId is not a field of the contract: unknown fields are refused rather than silently trusted.
    expect(sent.status).toBe(400);
    expect(sent.json.message).toBe('Unknown field: landlordId');
  });

  it.each([
    ['blank', '   ', 'Message cannot be empty'],
    ['missing', undefined, 'Message cannot be empty'],
    ['too long', 'x'.repeat(2001), 'Message is too long (max 2000 characters)'],
  ])('refuses a %s message with 400', async (_label, message, expected) => {
    const sent = await cast.tenant.client.post('/api/inquiries', { propertyId: cast.propertyId, message });
    expect(sent.status).toBe(400);
    expect(sent.json).toMatchObject({ code: 'VALIDATION_FAILED', message: expected });
  });

  it('accepts exactly 2000 characters', async () => {
    expect((await cast.otherTenant.client.post('/api/inquiries', { propertyId: cast.propertyId, message: 'y'.repeat(2000) })).status).toBe(201);
  });

  it('refuses anonymous (401), landlords and admins (403)', async () => {
    const anonymous = await cast.anonymous.post('/api/inquiries', { propertyId: cast.propertyId, message: 'Hi' }, { 'x-user-id': String(cast.tenant.id) });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Authentication required');
    for (const who of [cast.landlord, cast.otherLandlord, cast.admin]) {
      const refused = await who.client.post('/api/inquiries', { propertyId: cast.propertyId, message: 'Hi' });
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('FORBIDDEN');
    }
  });

  it('refuses properties that are not publicly visible or do not exist (404)', async () => {
    const hidden = await insertProperty(cast.t, cast.landlord.id, { showOnMarketplace: false });
    const pending = await insertProperty(cast.t, cast.landlord.id, { status: 'pending' });
    for (const id of [hidden, pending, 999_999]) {
      const refused = await cast.tenant.client.post('/api/inquiries', { propertyId: id, message: 'Hi' });
      expect(refused.status).toBe(404);
      expect(refused.json.message).toBe('Property not found');
    }
    expect((await cast.tenant.client.post('/api/inquiries', { propertyId: 'abc', message: 'Hi' })).status).toBe(400);
  });
});

describe('GET /api/inquiries/tenant|landlord/:userId', () => {
  it('lists newest first with the latest chat message of each conversation', async () => {
    const second = await insertProperty(cast.t, cast.landlord.id, { title: 'Garden Suite' });
    await cast.tenant.client.post('/api/inquiries', { propertyId: second, message: 'Second inquiry' });
    await cast.landlord.client.post('/api/chat', { propertyId: second, receiverId: cast.tenant.id, message: 'Yes, come by Friday' });

    const mine = await cast.tenant.client.get(`/api/inquiries/tenant/${cast.tenant.id}`);
    expect(mine.status).toBe(200);
    expect(mine.json.map((inquiry: any) => inquiry.propertyId)).toEqual([second, cast.propertyId]);
    expect(mine.json[0].latestMessage).toMatchObject({ senderId: cast.landlord.id, receiverId: cast.tenant.id, message: 'Yes, come by Friday' });
    expect(mine.json[1].latestMessage).toMatchObject({ senderId: cast.tenant.id, message: 'Is it available in May?' });

    const received = await cast.landlord.client.get(`/api/inquiries/landlord/${cast.landlord.id}`);
    expect(received.status).toBe(200);
    expect(received.json).toHaveLength(3);
    expect(received.json.every((inquiry: any) => inquiry.landlordId === cast.landlord.id)).toBe(true);
  });

  it('gives latestMessage null when a conversation has no message left', async () => {
    await sql(cast.t, 'delete from chat_messages where property_id = $1 and (sender_id = $2 or receiver_id = $2)', [cast.propertyId, cast.otherTenant.id]);
    const list = await cast.otherTenant.client.get(`/api/inquiries/tenant/${cast.otherTenant.id}`);
    expect(list.json[0].latestMessage).toBeNull();
  });

  it('answers self and admins only; others get 403 even with a forged x-user-id', async () => {
    expect((await cast.admin.client.get(`/api/inquiries/tenant/${cast.tenant.id}`)).status).toBe(200);
    expect((await cast.admin.client.get(`/api/inquiries/landlord/${cast.landlord.id}`)).status).toBe(200);
    const forged = await cast.otherTenant.client.get(`/api/inquiries/tenant/${cast.tenant.id}`, { 'x-user-id': String(cast.tenant.id) });
    expect(forged.status).toBe(403);
    expect((await cast.otherLandlord.client.get(`/api/inquiries/landlord/${cast.landlord.id}`)).status).toBe(403);
    expect((await cast.tenant.client.get(`/api/inquiries/landlord/${cast.landlord.id}`)).status).toBe(403);
    expect((await cast.anonymous.get(`/api/inquiries/tenant/${cast.tenant.id}`)).status).toBe(401);
  });

  it('costs a constant number of SQL queries whatever the list length', async () => {
    const list = () => cast.landlord.client.get(`/api/inquiries/landlord/${cast.landlord.id}`);
    const small = await countQueries(list);
    expect(small.queries.length).toBeGreaterThanOrEqual(3); // session, inquiries, latest messages
    for (let i = 0; i < 5; i += 1) {
      const extra = await testUser(cast.t, 'tenant');
      await extra.client.post('/api/inquiries', { propertyId: cast.propertyId, message: `Inquiry ${i}` });
    }
    const large = await countQueries(list);
    expect(large.result.json.length).toBe(small.result.json.length + 5);
    expect(large.queries.length).toBe(small.queries.length);
  });
});

describe('GraphQL inquiries', () => {
  const list = `{ myInquiries { id propertyId propertyTitle tenantId landlordId message status latestMessage { senderId message } } }`;

  it('sendInquiry, myInquiries with batched propertyTitle and latestMessage, landlordInquiries', async () => {
    const fresh = await testUser(cast.t, 'tenant');
    const sent = await fresh.client.graphql(`mutation($input: SendInquiryInput!) { sendInquiry(input: $input) { id tenantId landlordId message } }`, {
      input: { propertyId: cast.propertyId, message: ' Pets allowed? ' },
    });
    expect(sent.json.data?.sendInquiry).toMatchObject({ tenantId: fresh.id, landlordId: cast.landlord.id, message: 'Pets allowed?' });

    const mine = await fresh.client.graphql(list);
    expect(mine.json.data?.myInquiries).toEqual([
      expect.objectContaining({ propertyId: cast.propertyId, propertyTitle: 'Harbour Loft', latestMessage: { senderId: fresh.id, message: 'Pets allowed?' } }),
    ]);

    const received = await cast.landlord.client.graphql(`{ landlordInquiries { tenantId propertyTitle latestMessage { message } } }`);
    expect(received.json.data?.landlordInquiries.length).toBeGreaterThan(3);
    expect(received.json.data?.landlordInquiries[0]).toMatchObject({ tenantId: fresh.id, propertyTitle: 'Harbour Loft' });
  });

  it('refuses with extensions.code: anonymous, landlords sending, others listing a landlord', async () => {
    const anonymous = await cast.anonymous.graphql(list);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const byLandlord = await cast.landlord.client.graphql(`mutation { sendInquiry(input: { propertyId: ${cast.propertyId}, message: "Hi" }) { id } }`);
    expect(byLandlord.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const blank = await cast.tenant.client.graphql(`mutation { sendInquiry(input: { propertyId: ${cast.propertyId}, message: "  " }) { id } }`);
    expect(blank.json.errors?.[0]).toMatchObject({ message: 'Message cannot be empty', extensions: { code: 'VALIDATION_FAILED' } });
    const snooping = await cast.otherLandlord.client.graphql(`{ landlordInquiries(landlordId: ${cast.landlord.id}) { id } }`);
    expect(snooping.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const byAdmin = await cast.admin.client.graphql(`{ landlordInquiries(landlordId: ${cast.landlord.id}) { id } }`);
    expect(byAdmin.json.data?.landlordInquiries.length).toBeGreaterThan(0);
  });
});
