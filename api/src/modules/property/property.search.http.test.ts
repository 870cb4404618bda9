import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, cityPoint, createListing, insertListings, marketplaceActors } from '../../../test/marketplace-fixtures.js';
import { BROWSE_LIMIT_MAX } from '../../contracts/index.js';
import { RANK_CANDIDATES } from './property.queries.js';
import { countQueries } from './query-counter.test-helper.js';

const actors = appWithCast(marketplaceActors);
const idsOf = (json: Array<{ id: number }>) => json.map((p) => p.id);

// docs/product.md#search-and-map: free text in both languages, places with typos, the city box, the new filters, REST paging headers.
describe('search (REST)', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const { landlord, otherLandlord } = actors;
    await sql(actors.t, 'delete from properties');
    ids = {
      plateau: (await createListing(actors.t, landlord, {
        title: 'Bright 2-bedroom near the park', city: 'Montréal', province: 'QC', neighbourhood: 'Plateau-Mont-Royal',
        titleFr: 'Lumineux 4 1/2 près du parc', descriptionFr: 'Balcon, chauffage inclus.', monthlyRent: 1900,
        amenities: ['Pet Friendly'], furnished: 'fully-furnished', parking: 'street', bathrooms: 1, leaseStartDate: '2026-12-01',
      })).id,
      toronto: (await createListing(actors.t, otherLandlord, {
        title: 'Condo with a view', description: 'Balcony facing the lake.', city: 'Toronto', monthlyRent: 2600, bathrooms: 2,
        leaseStartDate: '2027-03-01',
      })).id,
      verdun: (await createListing(actors.t, landlord, { title: 'Quiet studio', city: 'Montreal', province: 'QC', neighbourhood: 'Verdun', bedrooms: 0 })).id,
      hidden: (await createListing(actors.t, landlord, { title: 'Hidden park view', city: 'Toronto', showOnMarketplace: false })).id,
    };
  });
  const get = async (query: string) => idsOf((await actors.anonymous.get(`/api/properties?${query}`)).json);

  it('finds text in titles, descriptions and places, in English and French, accent-blind', async () => {
    expect(await get('q=park')).toEqual([ids.plateau]);
    expect(await get('q=montreal')).toEqual(expect.arrayContaining([ids.plateau, ids.verdun]));
    expect((await get('q=MONTRÉAL')).sort()).toEqual([ids.plateau, ids.verdun].sort());
    expect(await get('q=plateau')).toEqual([ids.plateau]);
    expect(await get('q=balcons')).toEqual([ids.plateau]); // French stemming of the French description
    expect(await get('q=lakes')).toEqual([ids.toronto]); // English stemming
    expect(await get('q=chauffage%20inclus')).toEqual([ids.plateau]);
    expect(await get('q=park%20toronto')).toEqual([]); // every word must match
    expect(await get('q=%21%21%21')).toHaveLength(3); // no words: no text filter
  });

  it('reads a number of bedrooms said in words as the bedrooms filter and skips the small words (the home page’s examples)', async () => {
    expect(await get(`q=${encodeURIComponent('2 bedrooms near the Plateau, balcony')}`)).toEqual([]); // its balcony is in French only
    expect(await get(`q=${encodeURIComponent('2 bedrooms near the Plateau, balcon')}`)).toEqual([ids.plateau]);
    expect(await get(`q=${encodeURIComponent('4 1/2 près du Plateau, balcon')}`)).toEqual([ids.plateau]);
    expect(await get(`q=${encodeURIComponent('deux chambres à Montréal')}`)).toEqual([ids.plateau]); // not the studio
    expect(await get(`q=${encodeURIComponent('3-bedroom near the park')}`)).toEqual([]);
    expect(await get(`q=${encodeURIComponent('2 bedrooms')}&bedrooms=3`)).toEqual([]); // the larger minimum
    expect((await get(`q=${encodeURIComponent('1 1/2 Montréal')}`)).sort()).toEqual([ids.plateau, ids.verdun].sort());
  });

  it("finds a city by its name in either language ('Québec' and 'Québec City', 'Grand Sudbury' and 'Greater Sudbury')", async () => {
    const { landlord } = actors;
    const quebec = (await createListing(actors.t, landlord, { title: 'Upper town flat', city: 'Québec City', province: 'QC' })).id;
    const sudbury = (await createListing(actors.t, landlord, { title: 'Lakeside duplex', city: 'Grand Sudbury', province: 'ON' })).id;
    try {
      for (const name of ['Québec', 'quebec', 'Québec City', 'Quebec city']) expect(await get(`city=${encodeURIComponent(name)}`)).toEqual([quebec]);
      for (const name of ['Greater Sudbury', 'Grand Sudbury']) expect(await get(`city=${encodeURIComponent(name)}`)).toEqual([sudbury]);
      expect((await get('city=Montr%C3%A9al')).sort()).toEqual([ids.plateau, ids.verdun].sort());
    } finally {
      await sql(actors.t, 'delete from properties where id in ($1, $2)', [quebec, sudbury]);
    }
  });

  it("tolerates a misspelt place ('Torono', 'Montrael')", async () => {
    expect(await get('q=Torono')).toEqual([ids.toronto]);
    expect((await get('q=montrael')).sort()).toEqual([ids.plateau, ids.verdun].sort());
  });

  it('ranks by relevance when q is given, and pages by keyset in that order', async () => {
    // 'view' is in one title (weight A) and in no other text of the public listings
    expect(await get('q=view')).toEqual([ids.toronto]);
    const first = await actors.anonymous.get('/api/properties?q=montreal&limit=1');
    expect(first.headers.get('x-total-count')).toBe('2');
    const link = first.headers.get('link');
    expect(link).toMatch(/^<http:\/\/[^>]+\/api\/properties\?q=montreal&limit=1&cursor=[\w-]+>; rel="next"$/);
    // On the site's own address: a forged Host header never reaches the link.
    const forged = await actors.anonymous.get('/api/properties?q=montreal&limit=1', { 'x-forwarded-host': 'evil.example', host: 'evil.example' });
    expect(forged.headers.get('link')).toMatch(new RegExp(`^<${actors.t.services.config.publicUrl}/api/properties\\?`));
    const next = await actors.anonymous.get(link!.slice(link!.indexOf('/api/'), link!.indexOf('>')));
    expect([...idsOf(first.json), ...idsOf(next.json)].sort()).toEqual([ids.plateau, ids.verdun].sort());
    expect(next.headers.get('link')).toBeNull();
    expect(await get('q=montreal&sort=price_asc')).toEqual([ids.plateau, ids.verdun]);
    expect(await get('sort=relevance')).toEqual([ids.verdun, ids.toronto, ids.plateau]); // newest without q
  });

  it('ranks the newest RANK_CANDIDATES matches of a broad query, leaving every match to the other orders', async () => {
    const owner = actors.otherLandlord.id;
    const [latitude, longitude] = cityPoint('Halifax', 'NS');
    await insertListings(actors.t, owner, RANK_CANDIDATES, 'Halifax');
    const titled = (title: string, age: string) =>
      sql(actors.t, `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, created_at, latitude, longitude)
        values ($1, '1 Spring Garden Rd', 'Halifax', 'NS', 'condo', 1, 1, 1500, $2, now() - $3::interval, $4, $5) returning id`, [title, owner, age, latitude, longitude]);
    const old = (await titled('Halifax harbour loft in Halifax', '30 days')).rows[0];
    const recent = (await titled('Halifax harbour view in Halifax', '0 seconds')).rows[0];
    try {
      const ranked = await get('q=halifax&limit=3');
      expect(ranked[0]).toBe(recent!.id);
      expect(ranked).not.toContain(old!.id);
      const oldest = await actors.anonymous.get('/api/properties?q=halifax&sort=price_asc&limit=100');
      expect(Number(oldest.headers.get('x-total-count'))).toBeGreaterThan(RANK_CANDIDATES);
      expect(idsOf(oldest.json)).toContain(old!.id);
      // limit is capped: a larger page asked for is the largest one, and its link goes on from there.
      const capped = await actors.anonymous.get('/api/properties?city=Halifax&limit=5000');
      expect(capped.status).toBe(200);
      expect(capped.json).toHaveLength(BROWSE_LIMIT_MAX);
      const link = capped.headers.get('link')!;
      const next = await actors.anonymous.get(link.slice(link.indexOf('/api/'), link.indexOf('>')));
      expect(next.json).toHaveLength(BROWSE_LIMIT_MAX);
      expect(idsOf(next.json).filter((id) => idsOf(capped.json).includes(id))).toEqual([]);
    } finally {
      await sql(actors.t, `delete from properties where city = 'Halifax'`);
    }
  });

  it('answers repeated browses from what it counted and ranked, never missing a listing change committed before', async () => {
    const browse = async (query: string) => {
      const response = await actors.anonymous.get(`/api/properties?${query}`);
      return { ids: idsOf(response.json), total: response.headers.get('x-total-count') };
    };
    const toronto = (await browse('city=Toronto')).total;
    expect(await browse('q=loft')).toEqual({ ids: [], total: '0' });
    const loft = (await createListing(actors.t, actors.otherLandlord, { title: 'Sunny loft', city: 'Toronto' })).id;
    expect(await browse('q=loft')).toEqual({ ids: [loft], total: '1' });
    // The repeat reads its rows and their price drops (previousRent, one indexed statement), nothing else: the
    // tsquery, ranking and count are kept for the change number the page's own statement reads.
    const repeat = await countQueries(() => browse('q=loft'));
    expect(repeat.result).toEqual({ ids: [loft], total: '1' });
    expect(repeat.queries.map((statement) => statement.trim().split(/\s+/).slice(0, 3).join(' '))).toEqual(['select p.id, p.title,', 'select h.property_id as']);
    expect((await browse('city=Toronto')).total).toBe(String(Number(toronto) + 1));
    await actors.otherLandlord.client.put(`/api/properties/${loft}`, { showOnMarketplace: false });
    expect(await browse('q=loft')).toEqual({ ids: [], total: '0' });
    expect((await browse('city=Toronto')).total).toBe(toronto);
    await sql(actors.t, 'delete from properties where id = $1', [loft]);
  });

  it('numbers listing changes once per committed transaction, visible with the change (listings_version)', async () => {
    const client = new pg.Client({ connectionString: actors.t.databaseUrl });
    await client.connect();
    const version = async () => Number((await sql(actors.t, 'select number from listings_version')).rows[0].number);
    try {
      const before = await version();
      await client.query('begin');
      await client.query(`update properties set monthly_rent = monthly_rent + 1 where id = any($1::int[])`, [[ids.plateau, ids.verdun]]);
      await client.query(`update properties set monthly_rent = monthly_rent - 1 where id = any($1::int[])`, [[ids.plateau, ids.verdun]]);
      expect(await version()).toBe(before); // not before the commit
      await client.query('commit');
      expect(await version()).toBe(before + 1);
      await client.query('begin');
      await client.query(`update properties set monthly_rent = monthly_rent where id = $1`, [ids.toronto]);
      await client.query('rollback');
      expect(await version()).toBe(before + 1);
    } finally {
      await client.end();
    }
  });

  it('filters by furnished, parking, pet friendly, available from and minimum bathrooms', async () => {
    expect(await get('furnished=true')).toEqual([ids.plateau]);
    expect(await get('furnished=false')).toEqual([ids.verdun, ids.toronto]);
    expect(await get('parking=true')).toEqual([ids.plateau]);
    expect(await get('petFriendly=true')).toEqual([ids.plateau]);
    expect(await get('availableFrom=2027-01-01')).toEqual([ids.verdun, ids.plateau]);
    expect(await get('bathrooms=1.5')).toEqual([ids.verdun, ids.toronto]);
    expect(await get('bathrooms=2%2B')).toEqual([ids.toronto]);
  });

  it.each([
    ['furnished=maybe', 'furnished must be true or false'],
    ['availableFrom=tomorrow', 'Please enter a valid date (YYYY-MM-DD).'],
    ['bathrooms=21', 'Bathrooms is too large'],
    ['bathrooms=two', 'Bathrooms must be a number'],
    [`q=${'x'.repeat(201)}`, 'Search text is too long'],
  ])('answers 400 for %s', async (query, message) => {
    const response = await actors.anonymous.get(`/api/properties?${query}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('sends the total in X-Total-Count on every page', async () => {
    const response = await actors.anonymous.get('/api/properties?limit=1');
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.headers.get('link')).toContain('rel="next"');
  });

  it('suggests cities and neighbourhoods with their public listing counts, accents and typos forgiven', async () => {
    const suggest = async (q: string) => (await actors.anonymous.get(`/api/properties/suggestions?q=${encodeURIComponent(q)}`)).json;
    expect(await suggest('mon')).toEqual([
      { kind: 'city', name: 'Montréal', city: 'Montréal', province: 'QC', listings: 2 },
      { kind: 'neighbourhood', name: 'Plateau-Mont-Royal', city: 'Montréal', province: 'QC', listings: 1 },
    ]);
    expect(await suggest('Torono')).toEqual([{ kind: 'city', name: 'Toronto', city: 'Toronto', province: 'ON', listings: 1 }]);
    expect(await suggest('plat')).toEqual([expect.objectContaining({ name: 'Plateau-Mont-Royal' })]);
    expect(await suggest('')).toEqual([]);
    expect(await suggest('%_')).toEqual([]);
  });

  it('keeps the counts when a listing leaves the marketplace', async () => {
    await actors.landlord.client.put(`/api/properties/${ids.verdun}`, { showOnMarketplace: false });
    const verdun = (await actors.anonymous.get('/api/properties/suggestions?q=verdun')).json;
    expect(verdun).toEqual([]);
    await actors.landlord.client.put(`/api/properties/${ids.verdun}`, { showOnMarketplace: true });
    expect((await actors.anonymous.get('/api/properties/suggestions?q=verdun')).json).toEqual([
      { kind: 'neighbourhood', name: 'Verdun', city: 'Montreal', province: 'QC', listings: 1 },
    ]);
  });
});
