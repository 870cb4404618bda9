import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, createListing, insertListings, listingBody, marketplaceActors } from '../../../test/marketplace-fixtures.js';
import * as sample from '../upload/upload.fixtures.js';
import { uploadFile } from '../../../test/upload-client.js';

const actors = appWithCast(marketplaceActors);

describe('POST /api/properties', () => {
  it('creates a pending listing owned by the session user; ownerId in the body is ignored', async () => {
    const { landlord, otherLandlord } = actors;
    const response = await landlord.client.post('/api/properties', listingBody({ ownerId: otherLandlord.id, status: 'approved' }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(Number),
      ownerId: landlord.id,
      status: 'pending',
      bathrooms: 1.5,
      bedrooms: 2,
      monthlyRent: 2400,
      furnished: 'unfurnished',
      parking: 'none',
      showOnMarketplace: true,
      sqft: null,
      amenities: ['Dishwasher', 'Central AC'],
      leaseStartDate: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(Object.keys(response.json).sort()).toEqual(
      [
        'id', 'title', 'description', 'address', 'city', 'province', 'propertyType', 'bedrooms', 'bathrooms', 'sqft', 'furnished',
        'parking', 'monthlyRent', 'leaseStartDate', 'leaseEndDate', 'amenities', 'images', 'status', 'showOnMarketplace',
        'ownerId', 'createdAt', 'updatedAt',
        // Trust and safety: the admin's reason (owner and admins only), whether an admin hid it, whether its landlord is suspended.
        'moderationReason', 'hiddenByModeration', 'ownerSuspended',
        // The listing in French beside its main text (docs/product.md#languages), null when not given.
        'titleFr', 'descriptionFr',
        // Where it is (docs/product.md#search-and-map): its postal code, null when not given, and its point on the map.
        'postalCode', 'latitude', 'longitude',
        // Where it is within the city (docs/product.md#search-and-map), null when not given.
        'neighbourhood',
        // When the unit was first lived in (Ontario's rent increase exemption), null when not given.
        'firstOccupiedOn',
        // Its rent against the median of its city and bedrooms (docs/rent-report.md), null under 10 listings.
        'rentComparison',
        // The rent before a drop within 30 days (price history), else null.
        'previousRent',
      ].sort(),
    );
  });

  it('files lease documents as lease-agreement documents of the owner in the same request', async () => {
    const uploaded = await uploadFile(actors.t.url, actors.landlord.client, { bytes: sample.pdf(), name: 'lease.pdf' });
    const cid = uploaded.json.data.cid;
    const response = await actors.landlord.client.post(
      '/api/properties',
      listingBody({ leaseDocuments: [{ ipfsHash: cid, filename: 'lease.pdf', url: `https://gw.example/ipfs/${cid}`, type: 'lease-agreement' }] }),
    );
    expect(response.status).toBe(201);
    const { rows } = await sql(actors.t, 'select name, type, ipfs_hash, uploaded_by, accessible_to from documents where property_id = $1', [response.json.id]);
    expect(rows).toEqual([
      { name: 'lease.pdf', type: 'lease-agreement', ipfs_hash: cid, uploaded_by: actors.landlord.id, accessible_to: [String(actors.landlord.id)] },
    ]);
  });

  it('rolls the listing back when a lease document is invalid (nothing half-saved)', async () => {
    const before = await sql(actors.t, 'select count(*)::int as n from properties');
    const response = await actors.landlord.client.post('/api/properties', listingBody({ leaseDocuments: [{ ipfsHash: 'not-a-cid', filename: 'x.pdf' }] }));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Lease document content id is invalid' });
    expect((await sql(actors.t, 'select count(*)::int as n from properties')).rows[0].n).toBe(before.rows[0].n);
  });

  it('refuses tenants and admins with the spec message, anonymous with 401', async () => {
    for (const who of [actors.tenant, actors.admin]) {
      const response = await who.client.post('/api/properties', listingBody());
      expect(response.status).toBe(403);
      expect(response.json).toEqual({ code: 'FORBIDDEN', message: 'Only landlords can list properties.' });
    }
    const anonymous = await actors.anonymous.post('/api/properties', listingBody());
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
  });

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ title: undefined }, 'Title is required'],
    [{ address: '  ' }, 'Address is required'],
    [{ city: undefined }, 'City is required'],
    [{ province: undefined }, 'Province is required'],
    [{ province: 'XX' }, 'Unknown province'],
    [{ propertyType: undefined }, 'Property type is required'],
    [{ bedrooms: undefined }, 'Bedrooms is required'],
    [{ bedrooms: 1.5 }, 'Bedrooms must be a whole number'],
    [{ bathrooms: undefined }, 'Bathrooms is required'],
    [{ bathrooms: '1.25' }, 'Bathrooms must be in half steps (e.g. 1.5)'],
    [{ monthlyRent: undefined }, 'Monthly rent is required'],
    [{ monthlyRent: 'abc' }, 'Monthly rent must be a whole number'],
    [{ monthlyRent: 0 }, 'Monthly rent must be at least $1.'],
    [{ monthlyRent: '0' }, 'Monthly rent must be at least $1.'],
    [{ leaseStartDate: '2027-02-30' }, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ leaseStartDate: '0000-01-01' }, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ leaseStartDate: '12027-01-01' }, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ leaseStartDate: '2027-01-01T25:00:00Z' }, 'Please enter a valid date (YYYY-MM-DD).'],
    [{ amenities: ['Helipad'] }, 'Unknown amenity'],
    [{ images: ['javascript:alert(1)'] }, 'Images must be addresses or content ids'],
    [{ leaseStartDate: '2027-05-01', leaseEndDate: '2027-04-01' }, 'End date must be after start date.'],
    [{ surprise: 1 }, 'Unknown field: surprise'],
  ])('rejects %j with "%s"', async (overrides, message) => {
    const response = await actors.landlord.client.post('/api/properties', listingBody(overrides));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('takes listing dates as days or ISO date-times, stored as the day written in them', async () => {
    const response = await actors.landlord.client.post(
      '/api/properties',
      listingBody({ leaseStartDate: '2026-12-04T05:00:00.000Z', leaseEndDate: '2027-12-03T00:00:00-05:00' }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ leaseStartDate: '2026-12-04', leaseEndDate: '2027-12-03' });
  });

  it('refuses a rent under $1 on edit too', async () => {
    const { id } = (await actors.landlord.client.post('/api/properties', listingBody())).json;
    const edited = await actors.landlord.client.put(`/api/properties/${id}`, { monthlyRent: 0 });
    expect(edited.status).toBe(400);
    expect(edited.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Monthly rent must be at least $1.' });
  });

  it('accepts bathrooms as a number or decimal string in half steps', async () => {
    const asNumber = await actors.landlord.client.post('/api/properties', listingBody({ bathrooms: 2 }));
    const asString = await actors.landlord.client.post('/api/properties', listingBody({ bathrooms: '2.5' }));
    expect([asNumber.json.bathrooms, asString.json.bathrooms]).toEqual([2, 2.5]);
  });
});

describe('GET /api/properties (browse)', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const { landlord, otherLandlord } = actors;
    await sql(actors.t, 'delete from properties');
    ids = {
      torontoCondo: (await createListing(actors.t, landlord, { city: 'Toronto', propertyType: 'condo', bedrooms: 2, monthlyRent: 2400 })).id,
      torontoHouse: (await createListing(actors.t, otherLandlord, { city: 'toronto', propertyType: 'house-detached', bedrooms: 4, monthlyRent: 3900 })).id,
      vancouver: (await createListing(actors.t, landlord, { city: 'Vancouver', province: 'BC', bedrooms: 1, monthlyRent: 1900 })).id,
      hidden: (await createListing(actors.t, landlord, { city: 'Toronto', showOnMarketplace: false })).id,
      pending: (await createListing(actors.t, landlord, { city: 'Toronto' }, 'pending')).id,
      rejected: (await createListing(actors.t, otherLandlord, { city: 'Toronto' }, 'rejected')).id,
    };
  });
  const idsOf = (json: Array<{ id: number }>) => json.map((p) => p.id);

  it('shows approved, listed properties newest first as a plain array', async () => {
    const response = await actors.anonymous.get('/api/properties');
    expect(response.status).toBe(200);
    expect(idsOf(response.json)).toEqual([ids.vancouver, ids.torontoHouse, ids.torontoCondo]);
  });

  it('filters by city (case-insensitive), type, rent range and minimum bedrooms', async () => {
    const get = async (query: string) => idsOf((await actors.anonymous.get(`/api/properties?${query}`)).json);
    expect(await get('city=TORONTO')).toEqual([ids.torontoHouse, ids.torontoCondo]);
    expect(await get('propertyType=house-detached')).toEqual([ids.torontoHouse]);
    expect(await get('minRent=2000&maxRent=3000')).toEqual([ids.torontoCondo]);
    expect(await get('bedrooms=2')).toEqual([ids.torontoHouse, ids.torontoCondo]);
    expect(await get('bedrooms=4%2B')).toEqual([ids.torontoHouse]);
    expect(await get('city=&propertyType=all&bedrooms=any&minRent=&status=approved&showOnMarketplace=true')).toEqual([
      ids.vancouver,
      ids.torontoHouse,
      ids.torontoCondo,
    ]);
  });

  it.each(['minRent=abc', 'maxRent=-5', 'bedrooms=two', 'propertyType=castle', 'status=sold', 'limit=0', 'limit=-1', 'limit=2.5', 'cursor=nonsense'])(
    'answers 400 VALIDATION_FAILED for %s',
    async (query) => {
      const response = await actors.anonymous.get(`/api/properties?${query}`);
      expect(response.status).toBe(400);
      expect(response.json.code).toBe('VALIDATION_FAILED');
    },
  );

  it('filters by the map box (bbox=west,south,east,north): pins inside, edges included', async () => {
    await sql(actors.t, 'update properties set longitude = -79.38, latitude = 43.65 where id = $1', [ids.torontoCondo]);
    await sql(actors.t, 'update properties set longitude = -123.12, latitude = 49.28 where id = $1', [ids.vancouver]);
    await sql(actors.t, 'update properties set longitude = -75.69, latitude = 45.42 where id = $1', [ids.torontoHouse]);
    const get = async (bbox: string) => idsOf((await actors.anonymous.get(`/api/properties?bbox=${bbox}`)).json);
    expect(await get('-80,43,-79,44')).toEqual([ids.torontoCondo]);
    expect(await get('-141,41.7,-52,83.1')).toEqual([ids.vancouver, ids.torontoHouse, ids.torontoCondo]);
    expect(await get('-79.38,43.65,-79,44')).toEqual([ids.torontoCondo]);
    expect(await get('-75,45,-73,46')).toEqual([]);
    expect(await get('')).toEqual([ids.vancouver, ids.torontoHouse, ids.torontoCondo]);
  });

  it.each([
    ['-80,43,-79', 'bbox must be west,south,east,north in decimal degrees'],
    ['a,b,c,d', 'bbox must be west,south,east,north in decimal degrees'],
    ['-80,43,-79,44,1', 'bbox must be west,south,east,north in decimal degrees'],
    ['-80,-91,-79,44', 'bbox must be west,south,east,north in decimal degrees'],
    ['-181,43,-79,44', 'bbox must be west,south,east,north in decimal degrees'],
    ['-80,44,-79,43', 'bbox south must be below north and west left of east'],
    ['-79,43,-80,44', 'bbox south must be below north and west left of east'],
  ])('answers 400 for bbox=%s', async (bbox, message) => {
    const response = await actors.anonymous.get(`/api/properties?bbox=${bbox}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it('lets admins filter by any status (pending, rejected, all)', async () => {
    const get = async (query: string) => idsOf((await actors.admin.client.get(`/api/properties?${query}`)).json);
    expect(await get('status=pending')).toEqual([ids.pending]);
    expect(await get('status=rejected')).toEqual([ids.rejected]);
    expect((await get('status=all')).sort()).toEqual(Object.values(ids).sort());
  });

  it('shows non-admins other statuses only for their own listings; anonymous gets nothing', async () => {
    expect(idsOf((await actors.anonymous.get('/api/properties?status=pending')).json)).toEqual([]);
    expect(idsOf((await actors.tenant.client.get('/api/properties?status=pending')).json)).toEqual([]);
    expect(idsOf((await actors.otherLandlord.client.get('/api/properties?status=pending')).json)).toEqual([]);
    expect(idsOf((await actors.landlord.client.get('/api/properties?status=pending')).json)).toEqual([ids.pending]);
    expect(idsOf((await actors.otherLandlord.client.get('/api/properties?status=approved&showOnMarketplace=false')).json)).toEqual([]);
    expect(idsOf((await actors.landlord.client.get('/api/properties?status=approved&showOnMarketplace=false')).json)).toEqual([ids.hidden]);
  });

  it('pages with limit and the x-next-cursor header', async () => {
    const first = await actors.anonymous.get('/api/properties?limit=2');
    expect(idsOf(first.json)).toEqual([ids.vancouver, ids.torontoHouse]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await actors.anonymous.get(`/api/properties?limit=2&cursor=${cursor}`);
    expect(idsOf(second.json)).toEqual([ids.torontoCondo]);
    expect(second.headers.get('x-next-cursor')).toBeNull();
  });

  it('sorts by price either way (sort=price_asc|price_desc), keyset paging in that order', async () => {
    const get = async (query: string) => (await actors.anonymous.get(`/api/properties?${query}`));
    expect(idsOf((await get('sort=price_asc')).json)).toEqual([ids.vancouver, ids.torontoCondo, ids.torontoHouse]);
    expect(idsOf((await get('sort=price_desc')).json)).toEqual([ids.torontoHouse, ids.torontoCondo, ids.vancouver]);
    expect(idsOf((await get('sort=newest')).json)).toEqual([ids.vancouver, ids.torontoHouse, ids.torontoCondo]);
    const first = await get('sort=price_asc&limit=2');
    expect(idsOf(first.json)).toEqual([ids.vancouver, ids.torontoCondo]);
    const next = await get(`sort=price_asc&limit=2&cursor=${first.headers.get('x-next-cursor')}`);
    expect(idsOf(next.json)).toEqual([ids.torontoHouse]);
  });

  it('refuses an unknown sort and a cursor from another sort (400, not skipped rows)', async () => {
    const unknown = await actors.anonymous.get('/api/properties?sort=cheapest');
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'sort must be one of newest, price_asc, price_desc, relevance' });
    const cursor = (await actors.anonymous.get('/api/properties?sort=price_asc&limit=1')).headers.get('x-next-cursor');
    const mixed = await actors.anonymous.get(`/api/properties?sort=price_desc&cursor=${cursor}`);
    expect(mixed.status).toBe(400);
    expect(mixed.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid cursor' });
  });

  it('caps the default answer at 100 rows', async () => {
    await insertListings(actors.t, actors.landlord.id, 120, 'Ottawa');
    const response = await actors.anonymous.get('/api/properties?city=ottawa');
    expect(response.json).toHaveLength(100);
    expect(response.headers.get('x-next-cursor')).toBeTruthy();
    await sql(actors.t, `delete from properties where city = 'Ottawa'`);
  });

  describe('GET /api/properties/:id', () => {
    it('returns a public listing to anyone, the same object as in the browse list', async () => {
      const detail = await actors.anonymous.get(`/api/properties/${ids.torontoCondo}`);
      expect(detail.status).toBe(200);
      const fromList = (await actors.anonymous.get('/api/properties')).json.find((p: { id: number }) => p.id === ids.torontoCondo);
      expect(detail.json).toEqual(fromList);
    });

    it("answers 404 'Property not found' for unknown ids and for hidden/pending/rejected listings of others", async () => {
      for (const id of [999999, ids.hidden, ids.pending]) {
        for (const who of [actors.anonymous, actors.tenant.client, actors.otherLandlord.client]) {
          const response = await who.get(`/api/properties/${id}`);
          expect(response.status).toBe(404);
          expect(response.json).toEqual({ code: 'NOT_FOUND', message: 'Property not found' });
        }
      }
      expect((await actors.anonymous.get('/api/properties/abc')).status).toBe(400);
    });

    it('shows non-public listings to their owner and to admins', async () => {
      for (const id of [ids.hidden, ids.pending]) {
        expect((await actors.landlord.client.get(`/api/properties/${id}`)).status).toBe(200);
        expect((await actors.admin.client.get(`/api/properties/${id}`)).status).toBe(200);
      }
    });
  });

  describe('GET /api/properties/owner/:userId', () => {
    const ownList = [() => ids.pending, () => ids.hidden, () => ids.vancouver, () => ids.torontoCondo];

    it('gives the owner and admins every status', async () => {
      const path = `/api/properties/owner/${actors.landlord.id}`;
      expect(idsOf((await actors.landlord.client.get(path)).json)).toEqual(ownList.map((id) => id()));
      expect(idsOf((await actors.admin.client.get(path)).json)).toEqual(ownList.map((id) => id()));
    });

    it('gives everybody else only the public listings (no IDOR)', async () => {
      const path = `/api/properties/owner/${actors.landlord.id}`;
      for (const who of [actors.anonymous, actors.tenant.client, actors.otherLandlord.client]) {
        expect(idsOf((await who.get(path)).json)).toEqual([ids.vancouver, ids.torontoCondo]);
      }
    });
  });
});
