import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';

const t = withTestApp({ users: { landlord: 'landlord', otherLandlord: 'landlord', tenant: 'tenant', stranger: 'tenant', admin: 'admin' } });
const { landlord, otherLandlord, tenant, stranger, admin } = t.users;
let propertyId: number;
beforeAll(async () => {
  propertyId = await insertProperty(t, landlord.id);
  await tenant.client.post('/api/inquiries', { propertyId, message: 'Hello, is it available?' });
});

describe('POST /api/chat', () => {
  it('sends as the signed-in user: a forged senderId or x-user-id is ignored', async () => {
    const sent = await tenant.client.post(
      '/api/chat',
      { propertyId, senderId: stranger.id, receiverId: landlord.id, message: '  Can I visit on Friday?  ' },
      { 'x-user-id': String(stranger.id) },
    );
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ propertyId, senderId: tenant.id, receiverId: landlord.id, message: 'Can I visit on Friday?', isRead: false });
  });

  it('lets the owner reply to a tenant who contacted them', async () => {
    const reply = await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Sure, 5pm works' });
    expect(reply.status).toBe(201);
    expect(reply.json).toMatchObject({ senderId: landlord.id, receiverId: tenant.id });
  });

  it('refuses the owner writing first to a tenant who never contacted them (403)', async () => {
    const refused = await landlord.client.post('/api/chat', { propertyId, receiverId: stranger.id, message: 'Hi there' });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN');
  });

  it('lets a tenant start a conversation with the owner of a public listing', async () => {
    const other = await insertProperty(t, landlord.id, { title: 'Other place' });
    expect((await stranger.client.post('/api/chat', { propertyId: other, receiverId: landlord.id, message: 'Hi' })).status).toBe(201);
    const hidden = await insertProperty(t, landlord.id, { showOnMarketplace: false });
    const refused = await stranger.client.post('/api/chat', { propertyId: hidden, receiverId: landlord.id, message: 'Hi' });
    expect(refused.status).toBe(404);
  });

  it('counts earlier messages as history: the owner replies, and both keep writing once the listing is hidden', async () => {
    const place = await insertProperty(t, landlord.id, { title: 'Message-only place' });
    expect((await landlord.client.post('/api/chat', { propertyId: place, receiverId: stranger.id, message: 'Hi' })).status).toBe(403);
    expect((await stranger.client.post('/api/chat', { propertyId: place, receiverId: landlord.id, message: 'Hi' })).status).toBe(201);
    expect((await landlord.client.post('/api/chat', { propertyId: place, receiverId: stranger.id, message: 'Hello' })).status).toBe(201);
    await sql(t, `update properties set show_on_marketplace = false where id = $1`, [place]);
    expect((await stranger.client.post('/api/chat', { propertyId: place, receiverId: landlord.id, message: 'Still there?' })).status).toBe(201);
    expect((await tenant.client.post('/api/chat', { propertyId: place, receiverId: landlord.id, message: 'Hi' })).status).toBe(404);
    expect((await landlord.client.post('/api/chat', { propertyId: place, receiverId: tenant.id, message: 'Hi' })).status).toBe(403);
  });

  it('only writes to the other party: not to another tenant, another landlord, or oneself', async () => {
    for (const receiverId of [stranger.id, otherLandlord.id, tenant.id, admin.id]) {
      const refused = await tenant.client.post('/api/chat', { propertyId, receiverId, message: 'Hi' });
      expect(refused.status).toBe(403);
    }
    for (const who of [otherLandlord, admin]) {
      expect((await who.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Hi' })).status).toBe(403);
      expect((await who.client.post('/api/chat', { propertyId, receiverId: landlord.id, message: 'Hi' })).status).toBe(403);
    }
  });

  it.each([
    ['blank', ' \n\t ', 'Message cannot be empty'],
    ['missing', undefined, 'Message cannot be empty'],
    ['not text', 42, 'Message cannot be empty'],
    ['too long', 'z'.repeat(2001), 'Message is too long (max 2000 characters)'],
  ])('refuses a %s message (400)', async (_label, message, expected) => {
    const refused = await tenant.client.post('/api/chat', { propertyId, receiverId: landlord.id, message });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ code: 'VALIDATION_FAILED', message: expected, issues: expect.any(Array) });
  });

  it('answers 401 to anonymous callers and 404 to unknown properties', async () => {
    expect((await new HttpClient(t.url).post('/api/chat', { propertyId, receiverId: landlord.id, message: 'Hi' })).status).toBe(401);
    expect((await tenant.client.post('/api/chat', { propertyId: 987_654, receiverId: landlord.id, message: 'Hi' })).status).toBe(404);
  });
});

describe('GET /api/chat/:propertyId/:a/:b', () => {
  it('returns the conversation oldest first in both id orders, to either party', async () => {
    const landlordFirst = await landlord.client.get(`/api/chat/${propertyId}/${landlord.id}/${tenant.id}`);
    const tenantFirst = await tenant.client.get(`/api/chat/${propertyId}/${tenant.id}/${landlord.id}`);
    expect(landlordFirst.status).toBe(200);
    expect(landlordFirst.json.map((m: any) => m.message)).toEqual(['Hello, is it available?', 'Can I visit on Friday?', 'Sure, 5pm works']);
    expect(tenantFirst.json.map((m: any) => m.id)).toEqual(landlordFirst.json.map((m: any) => m.id));
  });

  it("marks the reader's received messages read, not the ones they sent", async () => {
    await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Unread one' });
    await landlord.client.get(`/api/chat/${propertyId}/${landlord.id}/${tenant.id}`);
    const { rows } = await sql(t, `select message, is_read from chat_messages where property_id = $1 and receiver_id = $2 order by id`, [propertyId, tenant.id]);
    expect(rows.at(-1)).toEqual({ message: 'Unread one', is_read: false });
    const read = await tenant.client.get(`/api/chat/${propertyId}/${tenant.id}/${landlord.id}`);
    expect(read.json.filter((m: any) => m.receiverId === tenant.id).every((m: any) => m.isRead)).toBe(true);
  });

  it('refuses a third user in either id order, even with a forged x-user-id', async () => {
    for (const [a, b] of [
      [landlord.id, tenant.id],
      [tenant.id, landlord.id],
    ]) {
      for (const who of [stranger, otherLandlord, admin]) {
        const refused = await who.client.get(`/api/chat/${propertyId}/${a}/${b}`, { 'x-user-id': String(tenant.id) });
        expect(refused.status).toBe(403);
        expect(refused.json.code).toBe('FORBIDDEN');
      }
    }
    expect((await new HttpClient(t.url).get(`/api/chat/${propertyId}/${landlord.id}/${tenant.id}`)).status).toBe(401);
  });

  it('refuses pairs that are not {owner, tenant}, and bad ids', async () => {
    expect((await tenant.client.get(`/api/chat/${propertyId}/${tenant.id}/${stranger.id}`)).status).toBe(403);
    expect((await tenant.client.get(`/api/chat/${propertyId}/${tenant.id}/${tenant.id}`)).status).toBe(403);
    expect((await landlord.client.get(`/api/chat/${propertyId}/${landlord.id}/${otherLandlord.id}`)).status).toBe(403);
    expect((await tenant.client.get(`/api/chat/x/${tenant.id}/${landlord.id}`)).status).toBe(400);
  });
});

describe('GraphQL chat', () => {
  it('conversation and sendChatMessage for the two parties', async () => {
    const sent = await tenant.client.graphql(`mutation($input: SendChatMessageInput!) { sendChatMessage(input: $input) { senderId receiverId message } }`, {
      input: { propertyId, receiverId: landlord.id, message: ' via GraphQL ' },
    });
    expect(sent.json.data?.sendChatMessage).toEqual({ senderId: tenant.id, receiverId: landlord.id, message: 'via GraphQL' });
    const read = await landlord.client.graphql(`query($p: Int!, $o: Int!) { conversation(propertyId: $p, otherUserId: $o) { message senderId } }`, {
      p: propertyId,
      o: tenant.id,
    });
    expect(read.json.data?.conversation.at(-1)).toEqual({ message: 'via GraphQL', senderId: tenant.id });
  });

  it('refuses outsiders and bad input with extensions.code', async () => {
    const query = `query($p: Int!, $o: Int!) { conversation(propertyId: $p, otherUserId: $o) { id } }`;
    expect((await stranger.client.graphql(query, { p: propertyId, o: landlord.id })).json.data?.conversation).toEqual([]);
    expect((await stranger.client.graphql(query, { p: propertyId, o: tenant.id })).json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await admin.client.graphql(query, { p: propertyId, o: tenant.id })).json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await new HttpClient(t.url).graphql(query, { p: propertyId, o: tenant.id })).json.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    const blank = await tenant.client.graphql(`mutation { sendChatMessage(input: { propertyId: ${propertyId}, receiverId: ${landlord.id}, message: "" }) { id } }`);
    expect(blank.json.errors?.[0]).toMatchObject({ message: 'Message cannot be empty', extensions: { code: 'VALIDATION_FAILED' } });
  });
});
