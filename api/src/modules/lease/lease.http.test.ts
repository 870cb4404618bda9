import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import {
  END_AFTER_START_MESSAGE,
  INVALID_DATE_MESSAGE,
  LEASE_EMAIL_MESSAGE,
  PHONE_NUMBER_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  START_IN_PAST_MESSAGE,
} from '../../contracts/index.js';
import { appWithCast, day, insertProperty, leaseBody, leaseActors } from '../../../test/marketplace-fixtures.js';

const cast = appWithCast(leaseActors);

const BOOKING_VIEW_KEYS = ['endDate', 'id', 'propertyId', 'startDate', 'status', 'tenantName'];

describe('POST /api/leases', () => {
  it('creates a pending lease for the owning landlord, whatever status and tenantId the body says', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const response = await cast.landlord.client.post(
      '/api/leases',
      leaseBody(propertyId, cast.tenant.email, { status: 'active', tenantId: cast.otherTenant.id }),
    );
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({
      id: expect.any(Number),
      propertyId,
      landlordId: cast.landlord.id,
      tenantId: null,
      status: 'pending',
      tenantEmail: cast.tenant.email,
      startDate: day(10),
      endDate: day(375),
      monthlyRent: 2400,
      documentId: null,
      contractDocument: null,
    });
    const { rows } = await sql(cast.t, 'select status, tenant_id, start_date::text as start from leases where id = $1', [response.json.id]);
    expect(rows[0]).toEqual({ status: 'pending', tenant_id: null, start: day(10) });
  });

  it('refuses anonymous callers (401), tenants, other landlords and admins (403); unknown property 404', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const body = leaseBody(propertyId, 'someone@example.ca');
    expect((await cast.anonymous.post('/api/leases', body)).status).toBe(401);
    for (const person of [cast.tenant, cast.otherLandlord, cast.admin]) {
      const response = await person.client.post('/api/leases', body);
      expect(response.status).toBe(403);
      expect(response.json.code).toBe('FORBIDDEN');
    }
    expect((await cast.landlord.client.post('/api/leases', { ...body, propertyId: 999_999 })).status).toBe(404);
    const { rows } = await sql(cast.t, 'select count(*)::int as n from leases where property_id = $1', [propertyId]);
    expect(rows[0].n).toBe(0);
  });

  it('ignores a forged x-user-id header', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const forged = await cast.otherLandlord.client.post('/api/leases', leaseBody(propertyId, 'x@example.ca'), {
      'x-user-id': String(cast.landlord.id),
    });
    expect(forged.status).toBe(403);
  });

  it.each([
    ['a past start date', { startDate: day(-1) }, START_IN_PAST_MESSAGE],
    ['an end equal to the start', { startDate: day(5), endDate: day(5) }, END_AFTER_START_MESSAGE],
    ['an end before the start', { startDate: day(5), endDate: day(4) }, END_AFTER_START_MESSAGE],
    ['a missing tenant name', { tenantName: '  ' }, REQUIRED_FIELDS_MESSAGE],
    ['a missing rent', { monthlyRent: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['a missing property', { propertyId: undefined }, REQUIRED_FIELDS_MESSAGE],
    ['an invalid email', { tenantEmail: 'tia@example' }, LEASE_EMAIL_MESSAGE],
    ['a phone that is not a number', { tenantPhone: '555-0199' }, PHONE_NUMBER_MESSAGE],
    ['February 30', { startDate: '2030-02-30' }, INVALID_DATE_MESSAGE],
    ['year 0000', { startDate: '0000-01-01' }, INVALID_DATE_MESSAGE],
    ['a 5-digit year', { endDate: '12030-01-01T00:00:00.000Z' }, INVALID_DATE_MESSAGE],
    ['a date-time with hour 24', { startDate: '2030-01-01T24:00:00Z' }, INVALID_DATE_MESSAGE],
  ])('answers 400 with the spec message for %s', async (_case, overrides, message) => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'tia@example.ca', overrides));
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: 'VALIDATION_FAILED', message });
  });

  it("takes dates as a browser's toISOString() sends them: the day written in the date-time (entities ISO strings)", async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    // A day picked at local midnight in Toronto (UTC-5) and in Vancouver with an offset (UTC-8).
    const startDate = `${day(10)}T05:00:00.000Z`;
    const endDate = `${day(375)}T00:00:00-08:00`;
    const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'tia@example.ca', { startDate, endDate }));
    expect(response.status).toBe(201);
    expect(response.json).toMatchObject({ startDate: day(10), endDate: day(375) });
  });

  it("stores the tenant's phone in E.164 however it is written (a Canadian number needs no +1)", async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'tia@example.ca', { tenantPhone: '(416) 555-0199' }));
    expect(response.status).toBe(201);
    const { rows } = await sql(cast.t, 'select tenant_phone from leases where id = $1', [response.json.id]);
    expect(rows[0].tenant_phone).toBe('+14165550199');
  });

  it('accepts a lease starting today', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'tia@example.ca', { startDate: day(0) }));
    expect(response.status).toBe(201);
  });
});

describe('overlap (database exclusion constraint)', () => {
  it('answers 409 LEASE_OVERLAP for days shared with a pending or active lease, and allows the next day', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const first = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'a@example.ca', { startDate: day(10), endDate: day(40) }));
    expect(first.status).toBe(201);

    const overlapping = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'b@example.ca', { startDate: day(40), endDate: day(70) }));
    expect(overlapping.status).toBe(409);
    expect(overlapping.json.code).toBe('LEASE_OVERLAP');
    expect(overlapping.json.message).toMatch(/overlap a pending or active lease on this property \(.+ to .+\)/);
    expect(overlapping.json.conflictingLease).toEqual({ id: first.json.id, startDate: day(10), endDate: day(40) });

    const adjacent = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'c@example.ca', { startDate: day(41), endDate: day(70) }));
    expect(adjacent.status).toBe(201);

    // An active lease blocks too; a draft does not.
    await sql(cast.t, `update leases set status = 'active' where id = $1`, [first.json.id]);
    expect((await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'd@example.ca', { startDate: day(20), endDate: day(25) }))).status).toBe(409);
    await sql(cast.t, `update leases set status = 'draft' where id = $1`, [first.json.id]);
    expect((await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'd@example.ca', { startDate: day(20), endDate: day(25) }))).status).toBe(201);
  });

  it('keeps other properties independent', async () => {
    const one = await insertProperty(cast.t, cast.landlord.id);
    const two = await insertProperty(cast.t, cast.landlord.id);
    expect((await cast.landlord.client.post('/api/leases', leaseBody(one, 'a@example.ca'))).status).toBe(201);
    expect((await cast.landlord.client.post('/api/leases', leaseBody(two, 'a@example.ca'))).status).toBe(201);
  });

  it('lets exactly one of several concurrent overlapping creates through', async () => {
    for (let round = 0; round < 5; round += 1) {
      const propertyId = await insertProperty(cast.t, cast.landlord.id);
      const responses = await Promise.all(
        [0, 1, 2].map((i) =>
          cast.landlord.client.post('/api/leases', leaseBody(propertyId, `racer${i}@example.ca`, { startDate: day(10 + i), endDate: day(60 + i) })),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409]);
      const { rows } = await sql(cast.t, 'select count(*)::int as n from leases where property_id = $1', [propertyId]);
      expect(rows[0].n).toBe(1);
    }
  });
});

describe('GET /api/leases/property/:id', () => {
  let propertyId: number;
  beforeAll(async () => {
    propertyId = await insertProperty(cast.t, cast.landlord.id);
    // The tenant is named by email in other letter case: matching is case-insensitive.
    const created = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email.toUpperCase()));
    expect(created.status).toBe(201);
  });

  it('shows anonymous callers, other tenants and other landlords only the booking view', async () => {
    for (const client of [cast.anonymous, cast.otherTenant.client, cast.otherLandlord.client]) {
      const response = await client.get(`/api/leases/property/${propertyId}`);
      expect(response.status).toBe(200);
      expect(response.json).toHaveLength(1);
      expect(Object.keys(response.json[0]).sort()).toEqual(BOOKING_VIEW_KEYS);
      expect(response.json[0]).toMatchObject({ propertyId, status: 'pending', tenantName: 'Tia Tenant', startDate: day(10), endDate: day(375) });
    }
  });

  it('shows the landlord, the tenant (by email) and admins the full lease', async () => {
    for (const person of [cast.landlord, cast.tenant, cast.admin]) {
      const response = await person.client.get(`/api/leases/property/${propertyId}`);
      expect(response.status).toBe(200);
      expect(response.json[0]).toMatchObject({ tenantEmail: cast.tenant.email.toUpperCase(), tenantPhone: '+14165550199', terms: 'No smoking.', monthlyRent: 2400 });
    }
  });

  it('answers 404 for a missing property and for a listing only its owner may see', async () => {
    expect((await cast.anonymous.get('/api/leases/property/999999')).status).toBe(404);
    const pending = await insertProperty(cast.t, cast.landlord.id, { status: 'pending' });
    expect((await cast.anonymous.get(`/api/leases/property/${pending}`)).status).toBe(404);
    expect((await cast.landlord.client.get(`/api/leases/property/${pending}`)).status).toBe(200);
    expect((await cast.anonymous.get('/api/leases/property/abc')).status).toBe(400);
  });
});

describe('GET /api/leases/tenant/:userId and /landlord/:userId', () => {
  let mine: number;
  beforeAll(async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const created = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, `  ${cast.tenant.email.toLowerCase()} `));
    mine = created.json.id;
  });

  it("lists a tenant's leases by email, case-insensitively, for the tenant and admins only", async () => {
    const own = await cast.tenant.client.get(`/api/leases/tenant/${cast.tenant.id}`);
    expect(own.status).toBe(200);
    expect(own.json.map((lease: { id: number }) => lease.id)).toContain(mine);
    expect(own.json.every((lease: { tenantEmail: string }) => lease.tenantEmail.toLowerCase() === cast.tenant.email.toLowerCase())).toBe(true);

    const byAdmin = await cast.admin.client.get(`/api/leases/tenant/${cast.tenant.id}`);
    expect(byAdmin.json.map((lease: { id: number }) => lease.id)).toEqual(own.json.map((lease: { id: number }) => lease.id));

    expect((await cast.otherTenant.client.get(`/api/leases/tenant/${cast.otherTenant.id}`)).json).toEqual([]);
    expect((await cast.otherTenant.client.get(`/api/leases/tenant/${cast.tenant.id}`)).status).toBe(403);
    expect((await cast.landlord.client.get(`/api/leases/tenant/${cast.tenant.id}`)).status).toBe(403);
    expect((await cast.anonymous.get(`/api/leases/tenant/${cast.tenant.id}`)).status).toBe(401);
    expect((await cast.admin.client.get('/api/leases/tenant/999999')).status).toBe(404);
  });

  it('also finds leases linked by tenantId', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const created = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'old-address@example.ca'));
    await sql(cast.t, 'update leases set tenant_id = $1 where id = $2', [cast.otherTenant.id, created.json.id]);
    const response = await cast.otherTenant.client.get(`/api/leases/tenant/${cast.otherTenant.id}`);
    expect(response.json.map((lease: { id: number }) => lease.id)).toEqual([created.json.id]);
  });

  it("lists a landlord's leases for the landlord and admins only", async () => {
    const own = await cast.landlord.client.get(`/api/leases/landlord/${cast.landlord.id}`);
    expect(own.status).toBe(200);
    expect(own.json.length).toBeGreaterThan(0);
    expect(own.json.every((lease: { landlordId: number }) => lease.landlordId === cast.landlord.id)).toBe(true);
    expect((await cast.admin.client.get(`/api/leases/landlord/${cast.landlord.id}`)).json).toHaveLength(own.json.length);
    expect((await cast.otherLandlord.client.get(`/api/leases/landlord/${cast.otherLandlord.id}`)).json).toEqual([]);
    expect((await cast.otherLandlord.client.get(`/api/leases/landlord/${cast.landlord.id}`)).status).toBe(403);
    expect((await cast.tenant.client.get(`/api/leases/landlord/${cast.landlord.id}`)).status).toBe(403);
    expect((await cast.anonymous.get(`/api/leases/landlord/${cast.landlord.id}`)).status).toBe(401);
  });

  it('GET /api/leases/landlord/0 lists every lease for admins and nobody else', async () => {
    const all = await cast.admin.client.get('/api/leases/landlord/0');
    expect(all.status).toBe(200);
    const { rows } = await sql(cast.t, 'select count(*)::int as n from leases');
    expect(all.json).toHaveLength(rows[0].n);
    for (const person of [cast.landlord, cast.tenant, cast.otherLandlord]) {
      const refused = await person.client.get('/api/leases/landlord/0');
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe('FORBIDDEN');
    }
    expect((await cast.anonymous.get('/api/leases/landlord/0')).status).toBe(401);
  });
});
