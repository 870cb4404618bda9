import { beforeAll, describe, expect, it } from 'vitest';
import { createListing, marketplaceActors, withTestApp } from '../../../test/marketplace-fixtures.js';
import { expectAuthenticationRequired } from '../../../test/auth-helpers.js';

const t = withTestApp();
let actors: Awaited<ReturnType<typeof marketplaceActors>>;
let listed: number;
let older: number;
let hidden: number;
beforeAll(async () => {
  actors = await marketplaceActors(t);
  older = (await createListing(t, actors.landlord, { title: 'Older' })).id;
  listed = (await createListing(t, actors.landlord, { title: 'Listed' })).id;
  hidden = (await createListing(t, actors.landlord, { showOnMarketplace: false })).id;
});

describe('saved properties over REST', () => {
  it('saves, checks, lists property records and unsaves', async () => {
    const { client, ...user } = actors.tenant;
    expect((await client.get(`/api/saved-properties/check/${listed}`)).json).toEqual({ saved: false });

    const saved = await client.post('/api/saved-properties', { propertyId: listed });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ userId: user.id, propertyId: listed });
    await client.post('/api/saved-properties', { propertyId: older });

    expect((await client.get(`/api/saved-properties/check/${listed}`)).json).toEqual({ saved: true });
    const list = await client.get('/api/saved-properties');
    expect(list.status).toBe(200);
    // Property records (newest save first), not join rows.
    expect(list.json.map((p: { id: number; title: string }) => [p.id, p.title])).toEqual([
      [older, 'Older'],
      [listed, 'Listed'],
    ]);
    expect(list.json[1]).toMatchObject({ ownerId: actors.landlord.id, monthlyRent: 2400, status: 'approved' });
    expect(list.json[0]).not.toHaveProperty('propertyId');

    expect((await client.delete(`/api/saved-properties/${listed}`)).json).toEqual({ saved: false });
    expect((await client.get(`/api/saved-properties/check/${listed}`)).json).toEqual({ saved: false });
    const again = await client.delete(`/api/saved-properties/${listed}`);
    expect(again.status).toBe(404);
    expect(again.json.code).toBe('NOT_FOUND');
  });

  it("answers 409 ALREADY_SAVED 'Property already saved' on a second save", async () => {
    const { client } = actors.otherLandlord;
    expect((await client.post('/api/saved-properties', { propertyId: listed })).status).toBe(201);
    const second = await client.post('/api/saved-properties', { propertyId: listed });
    expect(second.status).toBe(409);
    expect(second.json).toEqual({ code: 'ALREADY_SAVED', message: 'Property already saved' });
  });

  it("answers anonymous callers 401 'Authentication required' on every call", async () => {
    const { anonymous } = actors;
    for (const response of [
      await anonymous.post('/api/saved-properties', { propertyId: listed }),
      await anonymous.get('/api/saved-properties'),
      await anonymous.get(`/api/saved-properties/check/${listed}`),
      await anonymous.delete(`/api/saved-properties/${listed}`),
    ]) {
      expectAuthenticationRequired(response);
    }
  });

  it('answers 404 for unknown or hidden properties and 400 for bad ids', async () => {
    const { client } = actors.tenant;
    expect((await client.post('/api/saved-properties', { propertyId: 999999 })).status).toBe(404);
    expect((await client.post('/api/saved-properties', { propertyId: hidden })).json).toEqual({ code: 'NOT_FOUND', message: 'Property not found' });
    expect((await client.post('/api/saved-properties', { propertyId: 'abc' })).status).toBe(400);
    expect((await client.post('/api/saved-properties', {})).status).toBe(400);
    expect((await client.get('/api/saved-properties/check/abc')).status).toBe(400);
  });

  it('keeps every list private to its owner (no user id in the path or body is honoured)', async () => {
    const forged = await actors.admin.client.post('/api/saved-properties', { propertyId: older, userId: actors.tenant.id });
    expect(forged.status).toBe(400);
    const adminList = await actors.admin.client.get('/api/saved-properties', { 'x-user-id': String(actors.tenant.id) });
    expect(adminList.json).toEqual([]);
  });
});

describe('saved properties over GraphQL', () => {
  it('saves, flags Property.isSaved, lists and unsaves', async () => {
    const { client } = actors.admin;
    const save = await client.graphql(`mutation { saveProperty(propertyId: ${older}) { id isSaved } }`);
    expect(save.json.data.saveProperty).toEqual({ id: older, isSaved: true });
    const dup = await client.graphql(`mutation { saveProperty(propertyId: ${older}) { id } }`);
    expect(dup.json.errors[0]).toMatchObject({ message: 'Property already saved', extensions: { code: 'ALREADY_SAVED' } });

    const state = await client.graphql(`{ savedProperties { id } isSaved(propertyId: ${older}) other: isSaved(propertyId: ${listed}) }`);
    expect(state.json.data).toEqual({ savedProperties: [{ id: older }], isSaved: true, other: false });

    expect((await client.graphql(`mutation { unsaveProperty(propertyId: ${older}) }`)).json.data.unsaveProperty).toBe(true);
    const anonymous = await actors.anonymous.graphql(`{ savedProperties { id } }`);
    expect(anonymous.json.errors[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
  });
});
