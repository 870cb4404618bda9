import { beforeAll, describe, expect, it } from 'vitest';
import { insertProperty, withTestApp } from '../../../test/marketplace-fixtures.js';

/** A conversation outlives its listing, read-only, for its two people only. */
const t = withTestApp({ users: { landlord: 'landlord', tenant: 'tenant', stranger: 'tenant', otherLandlord: 'landlord', admin: 'admin' } });
const { landlord, tenant, stranger, otherLandlord, admin } = t.users;
let propertyId: number;
beforeAll(async () => {
  propertyId = await insertProperty(t, landlord.id, { title: 'Loft by the canal' });
  expect((await tenant.client.post('/api/inquiries', { propertyId, message: 'Is it available?' })).status).toBe(201);
  expect((await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Yes, come Friday' })).status).toBe(201);
  expect((await landlord.client.delete(`/api/properties/${propertyId}`)).status).toBe(200);
});

const conversationQuery = `query($p: Int!, $o: Int!) { conversation(propertyId: $p, otherUserId: $o) { message senderId } }`;
const inquiriesQuery = (field: string) => `{ ${field} { propertyId propertyTitle listingRemoved message } }`;

describe('a conversation whose listing was deleted', () => {
  it('both people still read it, over REST and GraphQL', async () => {
    for (const [who, other] of [
      [tenant, landlord],
      [landlord, tenant],
    ] as const) {
      const rest = await who.client.get(`/api/chat/${propertyId}/${who.id}/${other.id}`);
      expect(rest.status).toBe(200);
      expect(rest.json.map((m: { message: string }) => m.message)).toEqual(['Is it available?', 'Yes, come Friday']);
      const graphql = await who.client.graphql(conversationQuery, { p: propertyId, o: other.id });
      expect(graphql.json.data?.conversation).toEqual([
        { message: 'Is it available?', senderId: tenant.id },
        { message: 'Yes, come Friday', senderId: landlord.id },
      ]);
    }
  });

  it('keeps the inquiry in both lists, named by the title it had and marked removed', async () => {
    const expected = [{ propertyId, propertyTitle: 'Loft by the canal', listingRemoved: true, message: 'Is it available?' }];
    expect((await tenant.client.graphql(inquiriesQuery('myInquiries'))).json.data?.myInquiries).toEqual(expected);
    expect((await landlord.client.graphql(inquiriesQuery('landlordInquiries'))).json.data?.landlordInquiries).toEqual(expected);
    const rest = await tenant.client.get(`/api/inquiries/tenant/${tenant.id}`);
    expect(rest.json).toMatchObject([{ propertyId, propertyTitle: 'Loft by the canal', latestMessage: { message: 'Yes, come Friday' } }]);
  });

  it('stays closed to anyone else', async () => {
    for (const who of [stranger, otherLandlord, admin]) {
      expect((await who.client.get(`/api/chat/${propertyId}/${tenant.id}/${landlord.id}`)).status).toBe(403);
      const asOther = await who.client.graphql(conversationQuery, { p: propertyId, o: landlord.id });
      expect(asOther.json.data?.conversation ?? null).toBeNull();
      expect(asOther.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const withTenant = await who.client.graphql(conversationQuery, { p: propertyId, o: tenant.id });
      expect(withTenant.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('takes no new message from either side', async () => {
    const fromTenant = await tenant.client.post('/api/chat', { propertyId, receiverId: landlord.id, message: 'Still there?' });
    expect(fromTenant.status).toBe(409);
    expect(fromTenant.json).toMatchObject({ code: 'LISTING_REMOVED', message: 'This listing was removed. You can still read the conversation, but not reply.' });
    expect((await landlord.client.post('/api/chat', { propertyId, receiverId: tenant.id, message: 'Sorry' })).status).toBe(409);
    expect((await stranger.client.post('/api/chat', { propertyId, receiverId: landlord.id, message: 'Hi' })).status).toBe(404);
  });
});
