import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { conversationKey, Topics } from '../../events/topics.js';
import { collect, settle, wsClient } from '../../../test/graphql-ws.js';
import { insertProperty, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';

const CHAT = `subscription($p: Int!, $o: Int!) { chatMessageAdded(propertyId: $p, otherUserId: $o) { id propertyId senderId receiverId message createdAt } }`;
const NOTIFICATIONS = `subscription { notificationAdded { id type title recipientId senderId metadata { tenantName propertyTitle } } }`;
const UNREAD = `subscription { unreadNotificationCount }`;

let a: TestApp;
let b: TestApp;
let landlord: TestUser;
let otherLandlord: TestUser;
let tenant: TestUser;
let stranger: TestUser;
let propertyId: number;
const clients: Array<ReturnType<typeof wsClient>> = [];

beforeAll(async () => {
  a = await startTestApp();
  // A second API instance on the same database: events must cross between them through PostgreSQL.
  b = await startTestApp({}, a.databaseUrl);
  landlord = await testUser(a, 'landlord', { name: 'Lana Landlord' });
  otherLandlord = await testUser(a, 'landlord');
  tenant = await testUser(a, 'tenant', { name: 'Tom Tenant' });
  stranger = await testUser(a, 'tenant');
  propertyId = await insertProperty(a, landlord.id, { title: 'Harbour Loft' });
});
afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
  await b.close();
  await a.close();
});

function connect(app: TestApp, who?: TestUser) {
  const client = wsClient(app.url, who?.client.cookieHeader());
  clients.push(client);
  return client;
}

/** Probe events published straight into the pubsub (from instance B, so liveness is proven across instances). */
const chatProbe = (from: number, to: number) => () =>
  b.services.pubsub.publish(Topics.chatMessageAdded, conversationKey(propertyId, from, to), {
    id: 0,
    propertyId,
    senderId: from,
    receiverId: to,
    message: 'probe',
    isRead: false,
    createdAt: '2026-11-27T12:00:00.000Z',
  });
const notificationProbe = (recipientId: number) => () =>
  b.services.pubsub.publish(Topics.notificationAdded, recipientId, {
    id: 0,
    type: 'inquiry',
    title: 'probe',
    message: 'probe',
    recipientId,
    senderId: null,
    propertyId: null,
    isRead: false,
    metadata: null,
    createdAt: '2026-11-27T12:00:00.000Z',
  });
const unreadProbe = (recipientId: number) => () => b.services.pubsub.publish(Topics.unreadNotificationCount, recipientId, { recipientId, count: -1 });

describe('chatMessageAdded over graphql-ws', () => {
  it("delivers a message to the conversation's two people only, in both directions", async () => {
    const landlordSide = collect(connect(a, landlord), CHAT, { p: propertyId, o: tenant.id });
    const tenantSide = collect(connect(a, tenant), CHAT, { p: propertyId, o: landlord.id });
    // The stranger tries to listen in on the landlord's conversations about this property.
    const eavesdropper = collect(connect(a, stranger), CHAT, { p: propertyId, o: landlord.id });
    await landlordSide.untilLive(chatProbe(tenant.id, landlord.id));
    await tenantSide.untilLive(chatProbe(tenant.id, landlord.id));
    await eavesdropper.untilLive(chatProbe(stranger.id, landlord.id));
    await settle([landlordSide, tenantSide, eavesdropper]);

    const sent = await tenant.client.post('/api/inquiries', { propertyId, message: 'Is parking included?' });
    expect(sent.status).toBe(201);
    const reply = await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Yes, one spot.' });
    expect(reply.status).toBe(201);

    const expected = [
      { senderId: tenant.id, receiverId: landlord.id, message: 'Is parking included?' },
      { senderId: landlord.id, receiverId: tenant.id, message: 'Yes, one spot.' },
    ];
    for (const side of [landlordSide, tenantSide]) {
      const results = await side.next(2);
      expect(results.map((r) => r.data?.chatMessageAdded)).toEqual(expected.map((m) => expect.objectContaining({ ...m, propertyId })));
      expect(results[1]!.data!.chatMessageAdded.id).toBe(reply.json.id);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eavesdropper.results).toEqual([]);
  });

  it("carries safetyNotice for the tenant a scam-worded message is written to, and null for its sender", async () => {
    const WITH_NOTICE = `subscription($p: Int!, $o: Int!) { chatMessageAdded(propertyId: $p, otherUserId: $o) { id senderId message safetyNotice } }`;
    const landlordSide = collect(connect(a, landlord), WITH_NOTICE, { p: propertyId, o: tenant.id });
    const tenantSide = collect(connect(a, tenant), WITH_NOTICE, { p: propertyId, o: landlord.id });
    await landlordSide.untilLive(chatProbe(tenant.id, landlord.id));
    await tenantSide.untilLive(chatProbe(tenant.id, landlord.id));
    await settle([landlordSide, tenantSide]);

    const scam = 'Send the first month by Western Union and I will mail you the keys.';
    const sent = await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: scam });
    expect(sent.status).toBe(201);
    const [toTenant] = await tenantSide.next(1);
    expect(toTenant?.data?.chatMessageAdded).toMatchObject({ id: sent.json.id, message: scam, safetyNotice: expect.stringMatching(/^Be careful: /) });
    const [toLandlord] = await landlordSide.next(1);
    expect(toLandlord?.data?.chatMessageAdded).toMatchObject({ id: sent.json.id, safetyNotice: null });
  });

  it('refuses an anonymous subscription', async () => {
    const anonymous = collect(connect(a), CHAT, { p: propertyId, o: landlord.id });
    const results = await anonymous.next(1);
    const message = results[0]?.errors?.[0]?.message ?? String((anonymous.failure as any)?.[0]?.message ?? anonymous.failure);
    expect(message).toMatch(/Authentication required/);
  });
});

describe('notificationAdded and unreadNotificationCount over graphql-ws', () => {
  it("delivers a viewing request and the new unread count to the owner only", async () => {
    const owner = connect(a, landlord);
    const added = collect(owner, NOTIFICATIONS);
    const unread = collect(owner, UNREAD);
    const otherOwner = collect(connect(a, otherLandlord), NOTIFICATIONS);
    await added.untilLive(notificationProbe(landlord.id));
    await unread.untilLive(unreadProbe(landlord.id));
    await otherOwner.untilLive(notificationProbe(otherLandlord.id));
    await settle([added, unread, otherOwner]);
    const before = (await landlord.client.get('/api/notifications/unread-count')).json.count as number;

    expect((await stranger.client.post('/api/notifications/viewing-request', { propertyId })).status).toBe(201);

    const [notification] = await added.next(1);
    expect(notification?.data?.notificationAdded).toMatchObject({
      type: 'viewing_request',
      title: 'New Viewing Request',
      recipientId: landlord.id,
      senderId: stranger.id,
      metadata: { propertyTitle: 'Harbour Loft' },
    });
    const [count] = await unread.next(1);
    expect(count?.data?.unreadNotificationCount).toBe(before + 1);

    // Marking it read publishes the lower count.
    await landlord.client.put(`/api/notifications/${notification!.data!.notificationAdded.id}/read`);
    const counts = await unread.next(2);
    expect(counts[1]?.data?.unreadNotificationCount).toBe(before);

    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(otherOwner.results).toEqual([]);
  });
});

describe('two API instances on one database', () => {
  it('a subscriber on instance A receives chat messages and notifications sent through instance B', async () => {
    const landlordOnA = connect(a, landlord);
    const chat = collect(landlordOnA, CHAT, { p: propertyId, o: tenant.id });
    const notifications = collect(landlordOnA, NOTIFICATIONS);
    await chat.untilLive(chatProbe(tenant.id, landlord.id));
    await notifications.untilLive(notificationProbe(landlord.id));
    await settle([chat, notifications]);

    // The tenant's session works on B too (sessions live in PostgreSQL); the request is served by B.
    const sessionCookie = tenant.client.cookieHeader();
    const viaB = await fetch(`${b.url}/api/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sessionCookie },
      body: JSON.stringify({ propertyId, receiverId: landlord.id, message: 'Sent through instance B' }),
    });
    expect(viaB.status).toBe(201);
    const viewingViaB = await fetch(`${b.url}/api/notifications/viewing-request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sessionCookie },
      body: JSON.stringify({ propertyId }),
    });
    expect(viewingViaB.status).toBe(201);

    const [message] = await chat.next(1);
    expect(message?.data?.chatMessageAdded).toMatchObject({ senderId: tenant.id, message: 'Sent through instance B' });
    const [notification] = await notifications.next(1);
    expect(notification?.data?.notificationAdded).toMatchObject({ type: 'viewing_request', senderId: tenant.id, recipientId: landlord.id });
  });
});
