import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { insertProperty, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';

let t: TestApp;
let landlord: TestUser;
let otherLandlord: TestUser;
let tenant: TestUser;
let admin: TestUser;
let propertyId: number;
beforeAll(async () => {
  t = await startTestApp();
  landlord = await testUser(t, 'landlord', { name: 'Lana Landlord' });
  otherLandlord = await testUser(t, 'landlord');
  tenant = await testUser(t, 'tenant', { name: 'Tom Tenant' });
  admin = await testUser(t, 'admin');
  propertyId = await insertProperty(t, landlord.id, { title: 'Harbour Loft' });
});
afterAll(() => t.close());

describe('POST /api/notifications/viewing-request', () => {
  it("notifies the owner with the tenant's contact and the property title", async () => {
    const sent = await tenant.client.post('/api/notifications/viewing-request', { propertyId }, { 'x-user-id': String(otherLandlord.id) });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ success: true, message: 'Viewing request sent!' });
    expect(sent.json.notification).toMatchObject({
      type: 'viewing_request',
      title: 'New Viewing Request',
      message: 'Tom Tenant would like to view Harbour Loft.',
      recipientId: landlord.id,
      senderId: tenant.id,
      propertyId,
      isRead: false,
      metadata: { tenantWhatsApp: tenant.whatsapp, tenantName: 'Tom Tenant', propertyTitle: 'Harbour Loft' },
    });
  });

  it('refuses a repeat for the same property within 24 hours (409), allows it after', async () => {
    const again = await tenant.client.post('/api/notifications/viewing-request', { propertyId });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'VIEWING_ALREADY_REQUESTED', message: expect.stringMatching(/already requested a viewing/) });
    await sql(t, `update notifications set created_at = now() - interval '25 hours' where type = 'viewing_request'`);
    expect((await tenant.client.post('/api/notifications/viewing-request', { propertyId })).status).toBe(201);
  });

  it('lets only one of two simultaneous requests through', async () => {
    const other = await insertProperty(t, landlord.id);
    const answers = await Promise.all([1, 2, 3].map(() => tenant.client.post('/api/notifications/viewing-request', { propertyId: other })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses anonymous (401), the owner, other landlords and admins (403), unknown or hidden properties (404)', async () => {
    expect((await new HttpClient(t.url).post('/api/notifications/viewing-request', { propertyId })).status).toBe(401);
    for (const who of [landlord, otherLandlord, admin]) {
      expect((await who.client.post('/api/notifications/viewing-request', { propertyId })).status).toBe(403);
    }
    const hidden = await insertProperty(t, landlord.id, { showOnMarketplace: false });
    expect((await tenant.client.post('/api/notifications/viewing-request', { propertyId: hidden })).status).toBe(404);
    expect((await tenant.client.post('/api/notifications/viewing-request', { propertyId: 424_242 })).status).toBe(404);
    expect((await tenant.client.post('/api/notifications/viewing-request', {})).json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Property is required' });
  });
});

describe('notification list, unread count, mark read', () => {
  it("lists only the recipient's notifications, newest first, and counts the unread ones", async () => {
    const list = await landlord.client.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.json.length).toBe(3);
    expect(list.json.every((n: any) => n.recipientId === landlord.id)).toBe(true);
    const times = list.json.map((n: any) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 3 });
    // A forged x-user-id changes nothing: the other landlord still sees only their own (none).
    expect((await otherLandlord.client.get('/api/notifications', { 'x-user-id': String(landlord.id) })).json).toEqual([]);
    expect((await otherLandlord.client.get('/api/notifications/unread-count', { 'x-user-id': String(landlord.id) })).json).toEqual({ count: 0 });
    expect((await new HttpClient(t.url).get('/api/notifications')).status).toBe(401);
    expect((await new HttpClient(t.url).get('/api/notifications/unread-count')).status).toBe(401);
  });

  it('marks read for the recipient only; anyone else gets 404 (no IDOR)', async () => {
    const [first] = (await landlord.client.get('/api/notifications')).json;
    for (const who of [otherLandlord, tenant, admin]) {
      const refused = await who.client.put(`/api/notifications/${first.id}/read`);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect((await landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 3 });
    const marked = await landlord.client.put(`/api/notifications/${first.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ id: first.id, isRead: true });
    expect((await landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 2 });
    expect((await landlord.client.put(`/api/notifications/${first.id}/read`)).status).toBe(200); // idempotent
    expect((await landlord.client.put('/api/notifications/abc/read')).status).toBe(400);
    expect((await new HttpClient(t.url).put(`/api/notifications/${first.id}/read`)).status).toBe(401);
  });
});

describe('GraphQL notifications', () => {
  it('notifications, unreadNotificationCount, markNotificationRead, requestViewing', async () => {
    const fresh = await testUser(t, 'tenant', { name: 'Gina Graph' });
    const requested = await fresh.client.graphql(`mutation($p: Int!) { requestViewing(propertyId: $p) { success message notification { title metadata { tenantName propertyTitle } } } }`, {
      p: propertyId,
    });
    expect(requested.json.data?.requestViewing).toEqual({
      success: true,
      message: 'Viewing request sent!',
      notification: { title: 'New Viewing Request', metadata: { tenantName: 'Gina Graph', propertyTitle: 'Harbour Loft' } },
    });
    const listed = await landlord.client.graphql(`{ notifications { id type isRead } unreadNotificationCount }`);
    expect(listed.json.data?.unreadNotificationCount).toBe(3);
    const newest = listed.json.data?.notifications[0];
    const marked = await landlord.client.graphql(`mutation($id: Int!) { markNotificationRead(id: $id) { id isRead } }`, { id: newest.id });
    expect(marked.json.data?.markNotificationRead).toEqual({ id: newest.id, isRead: true });
    const foreign = await otherLandlord.client.graphql(`mutation($id: Int!) { markNotificationRead(id: $id) { id } }`, { id: newest.id });
    expect(foreign.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const repeat = await fresh.client.graphql(`mutation($p: Int!) { requestViewing(propertyId: $p) { success } }`, { p: propertyId });
    expect(repeat.json.errors?.[0]?.extensions?.code).toBe('VIEWING_ALREADY_REQUESTED');
    const anonymous = await new HttpClient(t.url).graphql(`{ unreadNotificationCount }`);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
