import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { resetRateLimits, sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { appWithCast, createListing, insertListings, listingBody, marketplaceActors, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import { toPgPlaceholders } from '../../common/sql.js';
import { buildBrowseQuery } from '../property/property.queries.js';

const actors = appWithCast(marketplaceActors);

const login = async (user: TestUser, password: string | undefined = user.password) => {
  await resetRateLimits(actors.t);
  return new HttpClient(actors.t.url).post('/api/auth/login', { email: user.email, password, role: user.role });
};
const browseIds = async (query = '') => (await actors.anonymous.get(`/api/properties?limit=200${query}`)).json.map((p: { id: number }) => p.id);

describe('suspending a landlord', () => {
  it('takes their listings off the marketplace and stops every way in; unsuspending restores both', async () => {
    const landlord = await testUser(actors.t, 'landlord', { name: 'Sly Landlord' });
    const { id: listing } = await createListing(actors.t, landlord);
    const token = (await landlord.client.graphql('mutation { createApiToken(name: "sync") { secret } }')).json.data.createApiToken.secret;
    const bearer = { authorization: `Bearer ${token}` };
    expect(await browseIds()).toContain(listing);

    const suspended = await actors.admin.client.post(`/api/admin/users/${landlord.id}/suspend`);
    expect(suspended.status, suspended.text).toBe(200);
    expect(suspended.json).toMatchObject({ id: landlord.id, role: 'landlord', suspendedAt: expect.any(String) });

    expect(await browseIds()).not.toContain(listing);
    expect(await browseIds('&sort=price_asc')).not.toContain(listing);
    expect((await actors.tenant.client.get(`/api/properties/${listing}`)).status).toBe(404);
    expect((await actors.admin.client.get(`/api/properties?status=all&limit=200`)).json.map((p: { id: number }) => p.id)).toContain(listing);

    expect((await landlord.client.get('/api/auth/me')).status).toBe(401);
    expect((await new HttpClient(actors.t.url).get('/api/auth/me', bearer)).status).toBe(401);
    const refused = await login(landlord);
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({ code: 'ACCOUNT_SUSPENDED', message: 'This account has been suspended. Please contact Hearth support.' });
    const mailsBefore = actors.t.mailer.sent.length;
    expect((await login(landlord, '')).json.code).toBe('ACCOUNT_SUSPENDED');
    // No sign-in link goes out either (the signup's verification mail came before).
    expect(actors.t.mailer.sent.slice(mailsBefore).filter((mail) => mail.to === landlord.email)).toEqual([]);

    const restored = await actors.admin.client.post(`/api/admin/users/${landlord.id}/unsuspend`);
    expect(restored.json).toMatchObject({ id: landlord.id, suspendedAt: null });
    expect(await browseIds()).toContain(listing);
    expect((await login(landlord)).status).toBe(200);
    expect((await new HttpClient(actors.t.url).get('/api/auth/me', bearer)).status).toBe(200);
  });

  it('refuses a listing created while a suspension of its landlord is being written, instead of leaving it on the marketplace', async () => {
    const landlord = await testUser(actors.t, 'landlord');
    const suspension = new pg.Client({ connectionString: actors.t.databaseUrl });
    await suspension.connect();
    try {
      // The suspension's transaction holds the account row; the request already resolved its (still active) session.
      await suspension.query('begin');
      await suspension.query('update users set suspended_at = now() where id = $1', [landlord.id]);
      const creating = landlord.client.post('/api/properties', listingBody());
      await new Promise((resolve) => setTimeout(resolve, 500));
      await suspension.query('update properties set owner_suspended = true where owner_id = $1', [landlord.id]);
      await suspension.query('commit');
      const created = await creating;
      expect(created.status, created.text).toBe(403);
      expect(created.json.code).toBe('ACCOUNT_SUSPENDED');
    } finally {
      await suspension.end();
    }
    expect((await sql(actors.t, 'select count(*)::int as n from properties where owner_id = $1', [landlord.id])).rows[0].n).toBe(0);
  });

  it('is for admins only, and only landlords can be suspended', async () => {
    const landlord = await testUser(actors.t, 'landlord');
    for (const client of [actors.tenant.client, actors.landlord.client, actors.otherLandlord.client]) {
      const answer = await client.post(`/api/admin/users/${landlord.id}/suspend`);
      expect(answer.json).toEqual({ code: 'FORBIDDEN', message: 'Only administrators can manage accounts.' });
    }
    expect((await actors.anonymous.post(`/api/admin/users/${landlord.id}/suspend`)).status).toBe(401);
    for (const other of [actors.admin, actors.tenant]) {
      const answer = await actors.admin.client.post(`/api/admin/users/${other.id}/suspend`);
      expect(answer.json).toEqual({ code: 'FORBIDDEN', message: 'Only landlord accounts can be suspended.' });
    }
    expect((await actors.admin.client.post('/api/admin/users/2000000/suspend')).status).toBe(404);
    expect((await actors.admin.client.post('/api/admin/users/abc/suspend')).status).toBe(400);
  });

  it('lists users with suspendedAt for admins over GraphQL, and suspends there too', async () => {
    const landlord = await testUser(actors.t, 'landlord');
    const SUSPEND = 'mutation($id: Int!) { suspendUser(id: $id) { id suspendedAt } }';
    const suspended = (await actors.admin.client.graphql(SUSPEND, { id: landlord.id })).json.data.suspendUser;
    expect(suspended.suspendedAt).toEqual(expect.any(String));
    const users = (await actors.admin.client.graphql('{ users { id role suspendedAt } }')).json.data.users;
    expect(users.find((user: { id: number }) => user.id === landlord.id)).toMatchObject({ role: 'landlord', suspendedAt: suspended.suspendedAt });
    expect((await actors.tenant.client.graphql('{ users { id } }')).json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await actors.tenant.client.graphql(`{ user(id: ${landlord.id}) { suspendedAt } }`)).json.data.user.suspendedAt).toBeNull();
    const unsuspended = await actors.admin.client.graphql('mutation($id: Int!) { unsuspendUser(id: $id) { suspendedAt } }', { id: landlord.id });
    expect(unsuspended.json.data.unsuspendUser.suspendedAt).toBeNull();
  });

  it('keeps the default browse on properties_browse_idx (the suspended filter is one more condition on its rows)', async () => {
    await insertListings(actors.t, actors.otherLandlord.id, 3000);
    await sql(actors.t, 'analyze properties');
    const browse = buildBrowseQuery({ viewer: null, sort: 'newest', limit: 25 });
    const plan = await sql(actors.t, `explain (format json) ${toPgPlaceholders(browse.sql)}`, browse.params);
    const text = JSON.stringify(plan.rows[0]);
    expect(text).toContain('properties_browse_idx');
    expect(text).toContain('owner_suspended');
  });
});

describe('suspending a landlord with many listings', () => {
  it('keeps the city box counts exact: counted once per place, not once per listing', async () => {
    const landlord = await testUser(actors.t, 'landlord');
    await insertListings(actors.t, landlord.id, 300, 'Sherbrooke');
    await sql(actors.t, `update properties set neighbourhood = 'Fleurimont' where owner_id = $1 and id % 3 = 0`, [landlord.id]);
    await sql(actors.t, `update properties set show_on_marketplace = false where owner_id = $1 and id % 7 = 0`, [landlord.id]);
    const counts = async () =>
      (await sql(actors.t, `select kind, key, listings from search_places where city_key = hearth_place_key('Sherbrooke') order by kind, key`)).rows;
    const recount = async () =>
      (
        await sql(
          actors.t,
          `select kind, key, listings from (
             select 'city' as kind, hearth_place_key(city) as key, count(*)::int as listings from properties
              where hearth_place_key(city) = hearth_place_key('Sherbrooke') and status = 'approved' and show_on_marketplace and not owner_suspended group by 2
             union all
             select 'neighbourhood', hearth_place_key(neighbourhood), count(*)::int from properties
              where hearth_place_key(city) = hearth_place_key('Sherbrooke') and btrim(coalesce(neighbourhood, '')) <> '' and status = 'approved' and show_on_marketplace and not owner_suspended group by 2
           ) c where listings > 0 order by kind, key`,
        )
      ).rows;
    const listed = (rows: Array<{ listings: number }>) => rows.filter((row) => row.listings > 0);
    expect(listed(await counts())).toEqual(await recount());

    expect((await actors.admin.client.post(`/api/admin/users/${landlord.id}/suspend`, { reason: 'Duplicate listings.' })).status).toBe(200);
    expect(listed(await counts())).toEqual([]);
    // Suspending again changes nothing (no row is written twice, no count moves twice).
    expect((await actors.admin.client.post(`/api/admin/users/${landlord.id}/suspend`)).status).toBe(200);
    expect(listed(await counts())).toEqual([]);
    expect((await actors.admin.client.post(`/api/admin/users/${landlord.id}/unsuspend`)).status).toBe(200);
    expect(listed(await counts())).toEqual(await recount());
    // Every listed one of the 300 (about six in seven) counts again.
    expect((await recount()).find((row: { kind: string }) => row.kind === 'city').listings).toBeGreaterThan(240);
  });
});
