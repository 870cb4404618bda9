import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, insertListings, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';
import { countQueries } from './query-counter.test-helper.js';

const actors = appWithCast(marketplaceActors);

const BROWSE = `query Browse($filter: PropertyFilterInput, $sort: PropertySort, $first: Int, $after: String) {
  properties(filter: $filter, sort: $sort, first: $first, after: $after) {
    totalCount
    nodes { id title city monthlyRent bathrooms createdAt isSaved owner { id name role whatsapp email phone } }
    edges { cursor node { id } }
    pageInfo { hasNextPage endCursor }
  }
}`;

describe('properties connection', () => {
  it('pages by keyset without gaps or repeats, even when created_at ties', async () => {
    await sql(actors.t, 'delete from properties');
    await insertListings(actors.t, actors.landlord.id, 7, 'Halifax');
    await sql(actors.t, `update properties set created_at = '2026-01-01T00:00:00.123456Z' where id in (select id from properties order by id limit 4)`);
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const response: { json: any } = await actors.anonymous.graphql(BROWSE, { filter: { city: 'halifax' }, first: 3, after });
      expect(response.json.errors).toBeUndefined();
      const page: { nodes: Array<{ id: number }>; edges: Array<{ cursor: string }>; pageInfo: { hasNextPage: boolean; endCursor: string } } =
        response.json.data.properties;
      seen.push(...page.nodes.map((node: { id: number }) => node.id));
      expect(page.edges.at(-1)?.cursor ?? null).toBe(page.pageInfo.endCursor);
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
      pages += 1;
    } while (after);
    const { rows } = await sql(actors.t, 'select id from properties order by created_at desc, id desc');
    expect(seen).toEqual(rows.map((row: { id: number }) => row.id));
    expect(pages).toBe(3);
  });

  it('sorts by price and counts every match (totalCount), whatever the page size', async () => {
    await sql(actors.t, 'delete from properties');
    await insertListings(actors.t, actors.landlord.id, 5, 'Moncton'); // rents 1010..1050, newest is the dearest
    await insertListings(actors.t, actors.landlord.id, 2, 'Halifax');
    const browse = async (variables: Record<string, unknown>) => (await actors.anonymous.graphql(BROWSE, variables)).json.data.properties;
    const cheapest = await browse({ filter: { city: 'moncton' }, sort: 'price_asc', first: 2 });
    expect(cheapest.nodes.map((n: { monthlyRent: number }) => n.monthlyRent)).toEqual([1010, 1020]);
    expect(cheapest.totalCount).toBe(5);
    const rest = await browse({ filter: { city: 'moncton' }, sort: 'price_asc', first: 5, after: cheapest.pageInfo.endCursor });
    expect(rest.nodes.map((n: { monthlyRent: number }) => n.monthlyRent)).toEqual([1030, 1040, 1050]);
    const dearest = await browse({ sort: 'price_desc', first: 1 });
    expect(dearest.nodes[0].monthlyRent).toBe(1050);
    expect(dearest.totalCount).toBe(7);
  });

  it('resolves owner fields by the User rules: whatsapp for signed-in viewers, email/phone never for others', async () => {
    const anonymous = await actors.anonymous.graphql(BROWSE, { first: 1 });
    expect(anonymous.json.data.properties.nodes[0].owner).toMatchObject({ id: actors.landlord.id, whatsapp: null, email: null, phone: null });
    const tenant = await actors.tenant.client.graphql(BROWSE, { first: 1 });
    expect(tenant.json.data.properties.nodes[0].owner).toMatchObject({ whatsapp: '+14165550001', email: null, phone: null });
    const owner = await actors.landlord.client.graphql(BROWSE, { first: 1 });
    expect(owner.json.data.properties.nodes[0].owner.email).toBe(actors.landlord.email);
  });

  it('rejects bad filter values with VALIDATION_FAILED', async () => {
    const response = await actors.anonymous.graphql(BROWSE, { filter: { minRent: -1 } });
    expect(response.json.errors[0].extensions.code).toBe('VALIDATION_FAILED');
    const cursor = await actors.anonymous.graphql(BROWSE, { after: 'garbage' });
    expect(cursor.json.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('filters by a bounding box, and refuses a box upside down', async () => {
    await sql(actors.t, 'delete from properties');
    await insertListings(actors.t, actors.landlord.id, 3, 'Montréal');
    await sql(actors.t, `update properties set longitude = -73.58, latitude = 45.52 where id = (select min(id) from properties)`);
    const browse = (bbox: Record<string, number>) => actors.anonymous.graphql(BROWSE, { filter: { bbox } });
    const inside = await browse({ west: -73.7, south: 45.4, east: -73.4, north: 45.7 });
    expect(inside.json.data.properties.totalCount).toBe(1);
    const upsideDown = await browse({ west: -73.7, south: 45.7, east: -73.4, north: 45.4 });
    expect(upsideDown.json.errors[0]).toMatchObject({
      message: 'bbox south must be below north and west left of east',
      extensions: { code: 'VALIDATION_FAILED' },
    });
    const outOfRange = await browse({ west: -200, south: 45.4, east: -73.4, north: 45.7 });
    expect(outOfRange.json.errors[0].extensions.code).toBe('VALIDATION_FAILED');
  });

  it('searches text ranked by relevance, counts the matches and suggests places', async () => {
    await sql(actors.t, 'delete from properties');
    await createListing(actors.t, actors.landlord, { title: 'Loft on the Plateau', city: 'Montréal', province: 'QC', neighbourhood: 'Plateau-Mont-Royal' });
    const found = await actors.anonymous.graphql(BROWSE, { filter: { q: 'plateau montreal', bedrooms: 2 } });
    expect(found.json.data.properties).toMatchObject({ totalCount: 1, nodes: [{ title: 'Loft on the Plateau' }] });
    expect(found.json.data.properties.edges[0].cursor).toBeTruthy();
    const suggestions = await actors.anonymous.graphql(`query { placeSuggestions(q: "plat") { kind name city province listings } }`);
    expect(suggestions.json.data.placeSuggestions).toEqual([
      { kind: 'neighbourhood', name: 'Plateau-Mont-Royal', city: 'Montréal', province: 'QC', listings: 1 },
    ]);
  });

  it('lets admins list pending listings; others only see their own', async () => {
    const pending = await createListing(actors.t, actors.landlord, { city: 'Regina', province: 'SK' }, 'pending');
    const ids = async (client: { graphql: typeof actors.anonymous.graphql }) =>
      (await client.graphql(BROWSE, { filter: { status: 'pending' } })).json.data.properties.nodes.map((n: { id: number }) => n.id);
    expect(await ids(actors.admin.client)).toEqual([pending.id]);
    expect(await ids(actors.landlord.client)).toEqual([pending.id]);
    expect(await ids(actors.otherLandlord.client)).toEqual([]);
    expect(await ids(actors.anonymous)).toEqual([]);
  });
});

const firstWords = (statement: string) => statement.trim().split(/\s+/).slice(0, 2).join(' ').replace(/,$/, '').replaceAll('"', '');

describe('N+1: a page costs the same number of queries whatever its size', () => {
  it('browse of 5 and of 50 items with isSaved and owner fields', async () => {
    await sql(actors.t, 'delete from properties');
    // Owners spread over several landlords so the owner batch really loads many users.
    for (const owner of [actors.landlord, actors.otherLandlord]) {
      await insertListings(actors.t, owner.id, 25, 'Calgary');
      await insertListings(actors.t, owner.id, 3, 'Edmonton');
    }
    await sql(actors.t, `insert into saved_properties (user_id, property_id) select $1, id from properties where id % 3 = 0`, [actors.tenant.id]);

    const graphql = (city: string, first: number) => actors.tenant.client.graphql(BROWSE, { filter: { city }, first });
    const small = await countQueries(() => graphql('Edmonton', 5));
    const large = await countQueries(() => graphql('Calgary', 50));
    expect(small.result.json.data.properties.nodes).toHaveLength(5);
    expect(large.result.json.data.properties.nodes).toHaveLength(50);
    expect(large.result.json.data.properties.nodes.some((node: { isSaved: boolean }) => node.isSaved)).toBe(true);
    expect(large.queries.length).toBe(small.queries.length);
    // session lookup + browse + totalCount (estimate, then count) + owners + what the viewer may see of them (two) + saved flags
    expect(large.queries.map(firstWords).sort()).toEqual([
      'explain (format', 'select count(*)::int', 'select landlord_id', 'select p.id', 'select property_id', 'select tenant_id', 'select u.id', 'select u0.*',
    ]);

    const restSmall = await countQueries(() => actors.tenant.client.get('/api/properties?city=Edmonton&limit=5'));
    const restLarge = await countQueries(() => actors.tenant.client.get('/api/properties?city=Calgary&limit=50'));
    expect(restLarge.result.json).toHaveLength(50);
    expect(restLarge.queries.length).toBe(restSmall.queries.length);
    // session lookup + page; X-Total-Count is the count the GraphQL browse of the same city made a moment ago, at
    // the same listings change number (BrowseReads)
    // (and the page's latest rent changes, for previousRent: one batch)
    expect(restLarge.queries.map(firstWords)).toEqual(['select u.id', 'select p.id', 'select h.property_id']);
    expect(restLarge.result.headers.get('x-total-count')).toBe('50');
  });
});

describe('mutations', () => {
  const CREATE = `mutation Create($input: PropertyCreateInput!) { createProperty(input: $input) { id status ownerId bathrooms owner { id } } }`;
  const UPDATE = `mutation Update($id: Int!, $input: PropertyUpdateInput!) { updateProperty(id: $id, input: $input) { id status title sqft showOnMarketplace } }`;
  const DELETE = `mutation Delete($id: Int!) { deleteProperty(id: $id) }`;
  const { leaseDocuments: _none, ...body } = { ...listingBody({ bathrooms: 1.5 }), leaseDocuments: undefined };

  it('creates (landlords only), updates by owner, reviews by admin, deletes', async () => {
    const tenant = await actors.tenant.client.graphql(CREATE, { input: body });
    expect(tenant.json.errors[0]).toMatchObject({ message: 'Only landlords can list properties.', extensions: { code: 'FORBIDDEN' } });

    const created = await actors.landlord.client.graphql(CREATE, { input: body });
    expect(created.json.data.createProperty).toMatchObject({ status: 'pending', ownerId: actors.landlord.id, bathrooms: 1.5 });
    const id = created.json.data.createProperty.id;

    const edited = await actors.landlord.client.graphql(UPDATE, { id, input: { title: 'Renamed', sqft: 800, showOnMarketplace: false } });
    expect(edited.json.data.updateProperty).toMatchObject({ title: 'Renamed', sqft: 800, showOnMarketplace: false, status: 'pending' });
    const cleared = await actors.landlord.client.graphql(UPDATE, { id, input: { sqft: null } });
    expect(cleared.json.data.updateProperty.sqft).toBeNull();

    const selfApprove = await actors.landlord.client.graphql(UPDATE, { id, input: { status: 'approved' } });
    expect(selfApprove.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const approved = await actors.admin.client.graphql(UPDATE, { id, input: { status: 'approved' } });
    expect(approved.json.data.updateProperty.status).toBe('approved');
    const again = await actors.admin.client.graphql(UPDATE, { id, input: { status: 'rejected' } });
    expect(again.json.errors[0].extensions.code).toBe('CONFLICT');

    const otherDelete = await actors.otherLandlord.client.graphql(DELETE, { id });
    expect(otherDelete.json.errors[0].extensions.code).toBe('NOT_FOUND'); // hidden: not even its existence leaks
    expect((await actors.landlord.client.graphql(DELETE, { id })).json.data.deleteProperty).toBe(true);
    expect((await actors.landlord.client.graphql(`{ property(id: ${id}) { id } }`)).json.data.property).toBeNull();
  });
});
