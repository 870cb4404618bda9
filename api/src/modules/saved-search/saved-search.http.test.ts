import { describe, expect, it } from 'vitest';
import { expectAuthenticationRequired } from '../../../test/auth-helpers.js';
import { appWithCast, marketplaceActors } from '../../../test/marketplace-fixtures.js';
import { SAVED_SEARCHES_MAX } from '../../contracts/index.js';

const actors = appWithCast(marketplaceActors);
const plateau = { name: 'Plateau 2 bedrooms', filters: { city: 'Montréal', bedrooms: '2', maxRent: 2000 }, alert: 'daily' };
const FIELDS = 'id name filters alert createdAt updatedAt';

describe('saved searches over REST', () => {
  it('saves, lists, renames, changes the alert and deletes, for any role', async () => {
    for (const user of [actors.tenant, actors.landlord, actors.admin]) {
      const created = await user.client.post('/api/saved-searches', plateau);
      expect(created.status, created.text).toBe(201);
      expect(created.json).toMatchObject({ name: 'Plateau 2 bedrooms', alert: 'daily', filters: { city: 'Montréal', bedrooms: 2, maxRent: 2000 } });
      expect(created.json).not.toHaveProperty('unsubscribeToken');
      const id = created.json.id;

      const renamed = await user.client.patch(`/api/saved-searches/${id}`, { name: 'Plateau', alert: 'off' });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.json).toMatchObject({ id, name: 'Plateau', alert: 'off' });
      expect((await user.client.get('/api/saved-searches')).json).toEqual([renamed.json]);

      expect((await user.client.delete(`/api/saved-searches/${id}`)).status).toBe(204);
      expect((await user.client.get('/api/saved-searches')).json).toEqual([]);
    }
  });

  it("answers 404 for someone else's search and 401 to anonymous callers", async () => {
    const { id } = (await actors.tenant.client.post('/api/saved-searches', plateau)).json;
    for (const other of [actors.landlord, actors.admin]) {
      expect((await other.client.patch(`/api/saved-searches/${id}`, { name: 'Mine now' })).json).toEqual({ code: 'NOT_FOUND', message: 'Saved search not found' });
      expect((await other.client.delete(`/api/saved-searches/${id}`)).status).toBe(404);
    }
    expectAuthenticationRequired(await actors.anonymous.get('/api/saved-searches'));
    expectAuthenticationRequired(await actors.anonymous.post('/api/saved-searches', plateau));
    expect((await actors.tenant.client.get('/api/saved-searches')).json.map((s: { name: string }) => s.name)).toEqual(['Plateau 2 bedrooms']);
    await actors.tenant.client.delete(`/api/saved-searches/${id}`);
  });

  it('refuses bad input with 400 and a message, and a search beyond the cap with 409', async () => {
    const bad = await actors.tenant.client.post('/api/saved-searches', { name: ' ', filters: { bedrooms: 'many', propertyType: 'castle' }, alert: 'weekly' });
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_FAILED');
    expect(bad.json.message).toBeTruthy();
    expect((await actors.tenant.client.post('/api/saved-searches', { name: 'x', filters: 'city=Laval' })).status).toBe(400);
    expect((await actors.tenant.client.patch('/api/saved-searches/not-an-id', { name: 'x' })).status).toBe(400);
    const { id } = (await actors.tenant.client.post('/api/saved-searches', plateau)).json;
    expect((await actors.tenant.client.patch(`/api/saved-searches/${id}`, {})).status).toBe(400);
    expect((await actors.tenant.client.patch(`/api/saved-searches/${id}`, { filters: { bbox: '1,2' } })).status).toBe(400);

    for (let n = 0; n < SAVED_SEARCHES_MAX; n++) {
      expect((await actors.landlord.client.post('/api/saved-searches', { name: `Search ${n}` })).status).toBe(201);
    }
    const full = await actors.landlord.client.post('/api/saved-searches', { name: 'One too many' });
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(/up to 25 saved searches/);
  });
});

describe('saved searches over GraphQL', () => {
  it('runs the same service: save, list, update, delete; NOT_FOUND for another user, BAD input refused', async () => {
    const saved = await actors.tenant.client.graphql(`mutation($input: SaveSearchInput!) { saveSearch(input: $input) { ${FIELDS} } }`, {
      input: { name: 'Laval condos', filters: { city: 'Laval', propertyType: 'condo' }, alert: 'instant' },
    });
    expect(saved.json.errors).toBeUndefined();
    const id = saved.json.data.saveSearch.id;
    expect(saved.json.data.saveSearch).toMatchObject({ name: 'Laval condos', alert: 'instant', filters: { city: 'Laval', propertyType: 'condo' } });

    const update = `mutation($id: Int!, $input: UpdateSavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { ${FIELDS} } }`;
    const updated = await actors.tenant.client.graphql(update, { id, input: { alert: 'daily' } });
    expect(updated.json.data.updateSavedSearch.alert).toBe('daily');
    const foreign = await actors.landlord.client.graphql(update, { id, input: { name: 'Mine' } });
    expect(foreign.json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const invalid = await actors.tenant.client.graphql(update, { id, input: { name: 'x'.repeat(81) } });
    expect(invalid.json.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');

    const list = await actors.tenant.client.graphql(`{ savedSearches { id name } }`);
    expect(list.json.data.savedSearches[0]).toEqual({ id, name: 'Laval condos' });
    const deleted = await actors.tenant.client.graphql('mutation($id: Int!) { deleteSavedSearch(id: $id) }', { id });
    expect(deleted.json.data.deleteSavedSearch).toBe(true);
  });
});
