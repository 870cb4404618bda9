import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, harbourLoftCast, insertProperty, testUser } from '../../../test/marketplace-fixtures.js';

const cast = appWithCast(harbourLoftCast);

describe('POST /api/notifications/viewing-request', () => {
  it("notifies the owner with the tenant's contact and the property title", async () => {
    const sent = await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: cast.propertyId }, { 'x-user-id': String(cast.otherLandlord.id) });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ success: true, message: 'Viewing request sent!' });
    expect(sent.json.notification).toMatchObject({
      type: 'viewing_request',
      title: 'New Viewing Request',
      message: 'Tom Tenant would like to view Harbour Loft.',
      recipientId: cast.landlord.id,
      senderId: cast.tenant.id,
      propertyId: cast.propertyId,
      isRead: false,
      metadata: { tenantWhatsApp: cast.tenant.whatsapp, tenantName: 'Tom Tenant', propertyTitle: 'Harbour Loft' },
    });
  });

  it("speaks each reader's language: the English stays the spec's, a French reader gets French (list, read, GraphQL)", async () => {
    const english = await cast.landlord.client.get('/api/notifications');
    const stored = english.json.find((n: { type: string }) => n.type === 'viewing_request');
    expect(stored).toMatchObject({ title: 'New Viewing Request', message: 'Tom Tenant would like to view Harbour Loft.' });
    expect(stored).not.toHaveProperty('template');

    const french = { 'accept-language': 'fr-CA' };
    const listed = await cast.landlord.client.get('/api/notifications', french);
    expect(listed.json.find((n: { id: number }) => n.id === stored.id)).toMatchObject({
      title: 'Nouvelle demande de visite',
      message: 'Tom Tenant aimerait visiter Harbour Loft.',
    });
    const read = await cast.landlord.client.request('PUT', `/api/notifications/${stored.id}/read`, { headers: french });
    expect(read.json).toMatchObject({ title: 'Nouvelle demande de visite', isRead: true });
    await sql(cast.t, 'update notifications set is_read = false where id = $1', [stored.id]); // later tests count it unread
    const graphql = await cast.landlord.client.graphql('{ notifications { id title message } }', undefined, french);
    expect(graphql.json.data.notifications.find((n: { id: number }) => n.id === stored.id)).toEqual({
      id: stored.id,
      title: 'Nouvelle demande de visite',
      message: 'Tom Tenant aimerait visiter Harbour Loft.',
    });
  });

  it('refuses a repeat for the same property within 24 hours (409), allows it after', async () => {
    const again = await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: cast.propertyId });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'VIEWING_ALREADY_REQUESTED', message: expect.stringMatching(/already requested a viewing/) });
    await sql(cast.t, `update viewing_requests set created_at = now() - interval '25 hours'`);
    expect((await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: cast.propertyId })).status).toBe(201);
  });

  it('lets only one of two simultaneous requests through', async () => {
    const other = await insertProperty(cast.t, cast.landlord.id);
    const answers = await Promise.all([1, 2, 3].map(() => cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: other })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses anonymous (401), the owner, other landlords and admins (403), unknown or hidden properties (404)', async () => {
    expect((await cast.anonymous.post('/api/notifications/viewing-request', { propertyId: cast.propertyId })).status).toBe(401);
    for (const who of [cast.landlord, cast.otherLandlord, cast.admin]) {
      expect((await who.client.post('/api/notifications/viewing-request', { propertyId: cast.propertyId })).status).toBe(403);
    }
    const hidden = await insertProperty(cast.t, cast.landlord.id, { showOnMarketplace: false });
    expect((await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: hidden })).status).toBe(404);
    expect((await cast.tenant.client.post('/api/notifications/viewing-request', { propertyId: 424_242 })).status).toBe(404);
    expect((await cast.tenant.client.post('/api/notifications/viewing-request', {})).json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Property is required' });
  });
});

describe('notification list, unread count, mark read', () => {
  it("lists only the recipient's notifications, newest first, and counts the unread ones", async () => {
    const list = await cast.landlord.client.get('/api/notifications');
    expect(list.status).toBe(200);
    expect(list.json.length).toBe(3);
    expect(list.json.every((n: any) => n.recipientId === cast.landlord.id)).toBe(true);
    const times = list.json.map((n: any) => Date.parse(n.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await cast.landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 3 });
    // A forged x-user-id changes nothing: the other landlord still sees only their own (none).
    expect((await cast.otherLandlord.client.get('/api/notifications', { 'x-user-id': String(cast.landlord.id) })).json).toEqual([]);
    expect((await cast.otherLandlord.client.get('/api/notifications/unread-count', { 'x-user-id': String(cast.landlord.id) })).json).toEqual({ count: 0 });
    expect((await cast.anonymous.get('/api/notifications')).status).toBe(401);
    expect((await cast.anonymous.get('/api/notifications/unread-count')).status).toBe(401);
  });

  it('marks read for the recipient only; anyone else gets 404 (no IDOR)', async () => {
    const [first] = (await cast.landlord.client.get('/api/notifications')).json;
    for (const who of [cast.otherLandlord, cast.tenant, cast.admin]) {
      const refused = await who.client.put(`/api/notifications/${first.id}/read`);
      expect(refused.status).toBe(404);
      expect(refused.json).toEqual({ code: 'NOT_FOUND', message: 'Notification not found' });
    }
    expect((await cast.landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 3 });
    const marked = await cast.landlord.client.put(`/api/notifications/${first.id}/read`);
    expect(marked.status).toBe(200);
    expect(marked.json).toMatchObject({ id: first.id, isRead: true });
    expect((await cast.landlord.client.get('/api/notifications/unread-count')).json).toEqual({ count: 2 });
    expect((await cast.landlord.client.put(`/api/notifications/${first.id}/read`)).status).toBe(200); // idempotent
    expect((await cast.landlord.client.put('/api/notifications/abc/read')).status).toBe(400);
    expect((await cast.anonymous.put(`/api/notifications/${first.id}/read`)).status).toBe(401);
  });
});

describe('GraphQL notifications', () => {
  it('notifications, unreadNotificationCount, markNotificationRead, requestViewing', async () => {
    const fresh = await testUser(cast.t, 'tenant', { name: 'Gina Graph' });
    const requested = await fresh.client.graphql(`mutation($p: Int!) { requestViewing(propertyId: $p) { success message notification { title metadata { tenantName propertyTitle } } } }`, {
      p: cast.propertyId,
    });
    expect(requested.json.data?.requestViewing).toEqual({
      success: true,
      message: 'Viewing request sent!',
      notification: { title: 'New Viewing Request', metadata: { tenantName: 'Gina Graph', propertyTitle: 'Harbour Loft' } },
    });
    const listed = await cast.landlord.client.graphql(`{ notifications { id type isRead } unreadNotificationCount }`);
    expect(listed.json.data?.unreadNotificationCount).toBe(3);
    const newest = listed.json.data?.notifications[0];
    const marked = await cast.landlord.client.graphql(`mutation($id: Int!) { markNotificationRead(id: $id) { id isRead } }`, { id: newest.id });
    expect(marked.json.data?.markNotificationRead).toEqual({ id: newest.id, isRead: true });
    const foreign = await cast.otherLandlord.client.graphql(`mutation($id: Int!) { markNotificationRead(id: $id) { id } }`, { id: newest.id });
    expect(foreign.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const repeat = await fresh.client.graphql(`mutation($p: Int!) { requestViewing(propertyId: $p) { success } }`, { p: cast.propertyId });
    expect(repeat.json.errors?.[0]?.extensions?.code).toBe('VIEWING_ALREADY_REQUESTED');
    const anonymous = await cast.anonymous.graphql(`{ unreadNotificationCount }`);
    expect(anonymous.json.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
