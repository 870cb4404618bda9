import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { elapsedMs, fromNow } from '../../../test/clock.js';
import { listingBody, marketplaceActors, testUser, withTestApp, type TestUser } from '../../../test/marketplace-fixtures.js';

const DAY = 86_400_000;
/** The server's clock (config.now), moved by the tests: a drop is measured from it. */
const start = fromNow(0);
let clock = start;
const at = (days: number) => new Date(start.getTime() + days * DAY);
const t = withTestApp({ config: { now: () => clock }, timeout: 60_000 });

let cast: Awaited<ReturnType<typeof marketplaceActors>> & { french: TestUser };
beforeAll(async () => {
  const actors = await marketplaceActors(t);
  const french = await testUser(t, 'tenant', { name: 'Françoise Locataire' });
  await sql(t, `update users set preferred_language = 'fr' where id = $1`, [french.id]);
  cast = { ...actors, french };
}, 60_000);
const actors = async () => cast;

/** A listing created through REST by the landlord, approved by an admin (the review flow), at the current clock. */
async function listing(overrides: Record<string, unknown> = {}, approve = true): Promise<number> {
  const { landlord, admin } = await actors();
  const created = await landlord.client.post('/api/properties', listingBody(overrides));
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.text}`);
  if (approve) expect((await admin.client.put(`/api/properties/${created.json.id}`, { status: 'approved' })).status).toBe(200);
  return created.json.id;
}

/** Waits for the listing's new-listing match job (queued at its approval) to complete. */
async function newListingMatched(id: number) {
  const deadline = elapsedMs() + 15_000;
  for (;;) {
    const { rows } = await sql<{ state: string }>(t, `select state from pgboss.job where name = 'saved-search-match' and singleton_key = $1`, [`listing:${id}`]);
    if (rows.some((row) => row.state === 'completed')) return;
    if (elapsedMs() > deadline) throw new Error(`match job of listing ${id}: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function setRent(id: number, monthlyRent: number) {
  const response = await (await actors()).landlord.client.put(`/api/properties/${id}`, { monthlyRent });
  expect(response.status).toBe(200);
  return response.json;
}

describe('price history', () => {
  it('records the rent at creation and at each change, in order, and not on an edit that keeps the rent', async () => {
    const { anonymous, landlord } = await actors();
    clock = at(0);
    const id = await listing({ monthlyRent: 2400 });
    expect((await anonymous.get(`/api/properties/${id}/price-history`)).json).toEqual([{ monthlyRent: 2400, from: at(0).toISOString() }]);

    clock = at(1);
    await setRent(id, 2300);
    clock = at(2);
    expect((await landlord.client.put(`/api/properties/${id}`, { title: 'Sunny, renovated two-bedroom' })).status).toBe(200);
    await setRent(id, 2300); // the same rent: no change
    clock = at(3);
    await setRent(id, 2500);
    const history = [
      { monthlyRent: 2400, from: at(0).toISOString() },
      { monthlyRent: 2300, from: at(1).toISOString() },
      { monthlyRent: 2500, from: at(3).toISOString() },
    ];
    expect((await anonymous.get(`/api/properties/${id}/price-history`)).json).toEqual(history);
    const graphql = await anonymous.graphql(`query ($id: Int!) { property(id: $id) { priceHistory { monthlyRent from } } }`, { id });
    expect(graphql.json.data.property.priceHistory).toEqual(history);
    // The rent in force is always the listing's own.
    const { rows } = await sql(t, 'select monthly_rent from property_price_history where property_id = $1 and effective_until is null', [id]);
    expect(rows).toEqual([{ monthly_rent: 2500 }]);
  });

  it('shows the history where the listing is shown: public to all, a pending one to its owner and admins only (404 otherwise)', async () => {
    const { anonymous, tenant, landlord, otherLandlord, admin } = await actors();
    clock = at(0);
    const pending = await listing({ monthlyRent: 1900 }, false);
    for (const viewer of [landlord, admin]) {
      const response = await viewer.client.get(`/api/properties/${pending}/price-history`);
      expect(response.status).toBe(200);
      expect(response.json).toEqual([{ monthlyRent: 1900, from: at(0).toISOString() }]);
    }
    for (const client of [anonymous, tenant.client, otherLandlord.client]) {
      const response = await client.get(`/api/properties/${pending}/price-history`);
      expect(response.status).toBe(404);
      expect(response.json.code).toBe('NOT_FOUND');
    }
    expect((await anonymous.get('/api/properties/99999999/price-history')).status).toBe(404);
    expect((await anonymous.get('/api/properties/abc/price-history')).status).toBe(400);
  });

  it('carries previousRent for a drop within the last 30 days only (29 days yes, 31 no), and an increase clears it', async () => {
    const { anonymous, tenant } = await actors();
    clock = at(0);
    const dropped = await listing({ monthlyRent: 2400, city: 'Kingston' });
    const raised = await listing({ monthlyRent: 2400, city: 'Kingston' });
    const steady = await listing({ monthlyRent: 2400, city: 'Kingston' });
    expect((await tenant.client.post('/api/saved-properties', { propertyId: dropped })).status).toBe(201);
    expect((await setRent(dropped, 2200)).previousRent).toBe(2400);
    await setRent(raised, 2100);
    await setRent(raised, 2600);

    const previousRents = async () => {
      const listed = (await anonymous.get('/api/properties?city=Kingston')).json as Array<{ id: number; previousRent: number | null }>;
      const byId = Object.fromEntries(listed.map((row) => [row.id, row.previousRent]));
      const one = (await anonymous.get(`/api/properties/${dropped}`)).json.previousRent;
      const graphql = await anonymous.graphql(`query ($id: Int!) { property(id: $id) { previousRent } }`, { id: dropped });
      const saved = ((await tenant.client.get('/api/saved-properties')).json as Array<{ id: number; previousRent: number | null }>).find((row) => row.id === dropped);
      return { list: [byId[dropped], byId[raised], byId[steady]], one, graphql: graphql.json.data.property.previousRent, saved: saved?.previousRent };
    };
    clock = at(29);
    expect(await previousRents()).toEqual({ list: [2400, null, null], one: 2400, graphql: 2400, saved: 2400 });
    clock = at(31);
    expect(await previousRents()).toEqual({ list: [null, null, null], one: null, graphql: null, saved: null });
  });

  it('filters the browse on priceDropped over REST and GraphQL (a drop in the last 30 days; false is no filter)', async () => {
    const { anonymous } = await actors();
    clock = at(100);
    const dropped = await listing({ monthlyRent: 3000, city: 'Guelph' });
    const raised = await listing({ monthlyRent: 3000, city: 'Guelph' });
    const steady = await listing({ monthlyRent: 3000, city: 'Guelph' });
    await setRent(dropped, 2800);
    await setRent(raised, 3100);
    void steady;

    const restIds = async (query: string) => ((await anonymous.get(`/api/properties?city=Guelph${query}`)).json as Array<{ id: number }>).map((row) => row.id).sort();
    const graphqlIds = async (filter: object) => {
      const response = await anonymous.graphql(`query ($filter: PropertyFilterInput) { properties(filter: $filter) { nodes { id previousRent } } }`, { filter });
      return response.json.data.properties.nodes as Array<{ id: number; previousRent: number | null }>;
    };
    clock = at(110);
    expect(await restIds('&priceDropped=true')).toEqual([dropped]);
    expect(await restIds('&priceDropped=true&sort=price_asc')).toEqual([dropped]);
    expect((await restIds('&priceDropped=false')).length).toBe(3);
    expect(await graphqlIds({ city: 'Guelph', priceDropped: true })).toEqual([{ id: dropped, previousRent: 3000 }]);
    const bad = await anonymous.get('/api/properties?priceDropped=maybe');
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_FAILED');
    clock = at(131);
    expect(await restIds('&priceDropped=true')).toEqual([]);
  });

  it('alerts saved searches that match a listing when its rent drops, in the reader’s language, once per drop', async () => {
    const { tenant, french } = await actors();
    clock = at(200);
    const filters = { city: 'Sudbury', maxRent: 2000 };
    for (const user of [tenant, french]) {
      expect((await user.client.post('/api/saved-searches', { name: 'Sudbury', filters, alert: 'instant' })).status).toBe(201);
    }
    const id = await listing({ monthlyRent: 2100, city: 'Sudbury', title: 'Lakeside flat' }); // above the search's maximum
    // Its new-listing match job first finishes at $2,100 (no match): run after the drop, it would tell the searches
    // of a new listing at $1,900 instead, as it should, and this test is about the drop's alert.
    await newListingMatched(id);
    await setRent(id, 1900);
    await setRent(id, 1900); // no change, no alert

    const dropNotices = async (user: TestUser) =>
      ((await user.client.get('/api/notifications')).json as Array<{ propertyId: number; title: string }>).filter((n) => n.propertyId === id);
    const eventually = async (user: TestUser) => {
      const deadline = elapsedMs() + 15_000;
      for (;;) {
        const notices = await dropNotices(user);
        if (notices.length > 0 || elapsedMs() > deadline) return notices;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    expect((await eventually(tenant)).map((n) => n.title)).toEqual(['Price dropped: Lakeside flat, was $2,100, now $1,900']);
    expect((await eventually(french)).map((n) => n.title)).toEqual(['Baisse de prix\u00a0: Lakeside flat, était à 2\u00a0100\u00a0$, maintenant 1\u00a0900\u00a0$']);
    await t.mailer.delivered(tenant.email, (message) => message.subject.startsWith('Price dropped: Lakeside flat'));
    await new Promise((resolve) => setTimeout(resolve, 3000)); // more than a job polling interval
    // The listing's new-listing match job, run late (as on a busy queue), sees it at $1,900: its searches heard of it.
    await t.services.savedSearchAlerts.matchListing(id);
    expect(await dropNotices(tenant)).toHaveLength(1);
    expect(t.mailer.sent.filter((message) => message.to === tenant.email && message.subject.startsWith('Price dropped'))).toHaveLength(1);
  });
});
