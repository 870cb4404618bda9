import { beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../test/http-client.js';
import { sql } from '../../../test/auth-helpers.js';
import { END_AFTER_START_MESSAGE } from '../../contracts/index.js';
import { countQueries } from '../property/query-counter.test-helper.js';
import { appWithCast, day, insertProperty, leaseBody, leaseActors } from '../../../test/marketplace-fixtures.js';

const cast = appWithCast(leaseActors);

const CREATE = `mutation Create($input: CreateLeaseInput!) {
  createLease(input: $input) { id propertyId landlordId tenantId status tenantEmail startDate endDate monthlyRent }
}`;
const createInput = (propertyId: number, overrides: Record<string, unknown> = {}) => {
  const { status: _status, tenantId: _tenantId, ...input } = leaseBody(propertyId, cast.tenant.email, overrides);
  return input;
};

async function insertLease(propertyId: number, status: string, startDate: string, endDate: string, tenantEmail = 'someone@example.ca') {
  await sql(
    cast.t,
    `insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent)
     select $1, owner_id, 'Sam Sitting', $2, $3, $4, $5, 1900 from properties where id = $1`,
    [propertyId, tenantEmail, status, startDate, endDate],
  );
}

describe('createLease', () => {
  it('creates a pending lease for the owner', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const response = await cast.landlord.client.graphql(CREATE, { input: createInput(propertyId) });
    expect(response.json.errors).toBeUndefined();
    expect(response.json.data.createLease).toMatchObject({
      propertyId,
      landlordId: cast.landlord.id,
      tenantId: null,
      status: 'pending',
      startDate: day(10),
    });
  });

  it('puts the error code in extensions.code', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const codeOf = async (client: HttpClient, input: Record<string, unknown>) => (await client.graphql(CREATE, { input })).json.errors?.[0];

    expect((await codeOf(cast.anonymous, createInput(propertyId)))?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await codeOf(cast.admin.client, createInput(propertyId)))?.extensions?.code).toBe('FORBIDDEN');
    expect((await codeOf(cast.otherLandlord.client, createInput(propertyId)))?.extensions?.code).toBe('FORBIDDEN');
    const invalid = await codeOf(cast.landlord.client, createInput(propertyId, { endDate: day(10) }));
    expect(invalid).toMatchObject({ message: END_AFTER_START_MESSAGE, extensions: { code: 'VALIDATION_FAILED' } });

    expect(await codeOf(cast.landlord.client, createInput(propertyId))).toBeUndefined();
    expect((await codeOf(cast.landlord.client, createInput(propertyId)))?.extensions?.code).toBe('LEASE_OVERLAP');
  });
});

describe('lease queries', () => {
  let propertyId: number;
  beforeAll(async () => {
    propertyId = await insertProperty(cast.t, cast.landlord.id);
    const created = await cast.landlord.client.graphql(CREATE, { input: createInput(propertyId, { tenantEmail: cast.tenant.email.toUpperCase() }) });
    expect(created.json.errors).toBeUndefined();
  });

  const FOR_PROPERTY = `query ($id: Int!) { leasesForProperty(propertyId: $id) { id status tenantName startDate endDate lease { tenantEmail tenantPhone terms } } }`;

  it('leasesForProperty gives everyone the booking view and only parties the lease', async () => {
    for (const client of [cast.anonymous, cast.otherTenant.client, cast.otherLandlord.client]) {
      const [booking] = (await client.graphql(FOR_PROPERTY, { id: propertyId })).json.data.leasesForProperty;
      expect(booking).toMatchObject({ status: 'pending', tenantName: 'Tia Tenant', lease: null });
    }
    for (const client of [cast.landlord.client, cast.tenant.client, cast.admin.client]) {
      const [booking] = (await client.graphql(FOR_PROPERTY, { id: propertyId })).json.data.leasesForProperty;
      expect(booking.lease).toEqual({ tenantEmail: cast.tenant.email.toUpperCase(), tenantPhone: '+14165550199', terms: 'No smoking.' });
    }
  });

  it('myLeases finds the tenant by email; landlordLeases the landlord; allLeases is admin-only', async () => {
    const mine = await cast.tenant.client.graphql(`{ myLeases { propertyId } }`);
    expect(mine.json.data.myLeases).toContainEqual({ propertyId });
    expect((await cast.otherTenant.client.graphql(`{ myLeases { id } }`)).json.data.myLeases).toEqual([]);
    expect((await cast.anonymous.graphql(`{ myLeases { id } }`)).json.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    const landlords = await cast.landlord.client.graphql(`{ landlordLeases { landlordId } }`);
    expect(landlords.json.data.landlordLeases.length).toBeGreaterThan(0);
    expect(new Set(landlords.json.data.landlordLeases.map((lease: { landlordId: number }) => lease.landlordId))).toEqual(new Set([cast.landlord.id]));

    const all = await cast.admin.client.graphql(`{ allLeases { id } }`);
    const { rows } = await sql(cast.t, 'select count(*)::int as n from leases');
    expect(all.json.data.allLeases).toHaveLength(rows[0].n);
    for (const person of [cast.landlord, cast.tenant]) {
      expect((await person.client.graphql(`{ allLeases { id } }`)).json.errors[0].extensions.code).toBe('FORBIDDEN');
    }
  });
});

describe('Lease.property', () => {
  it("gives the lease's parties its property even when unlisted, in one batch", async () => {
    const listed = await insertProperty(cast.t, cast.landlord.id, { title: 'Listed loft' });
    const unlisted = await insertProperty(cast.t, cast.landlord.id, { title: 'Unlisted house', showOnMarketplace: false });
    await insertLease(listed, 'active', day(-10), day(10), cast.otherTenant.email);
    await insertLease(unlisted, 'pending', day(20), day(40), cast.otherTenant.email);
    const { result, queries } = await countQueries(() => cast.otherTenant.client.graphql(`{ myLeases { propertyId property { id title } } }`));
    const titles = result.json.data.myLeases.map((lease: { property: { title: string } }) => lease.property.title).sort();
    expect(titles).toEqual(['Listed loft', 'Unlisted house']);
    expect(queries.filter((query) => /from "properties"/.test(query))).toHaveLength(1);
  });
});

describe('Property.isBooked and Property.currentLease', () => {
  const BROWSE = `query ($city: String!, $first: Int) {
    properties(filter: { city: $city }, first: $first) { nodes { id isBooked currentLease { status tenantName startDate lease { tenantEmail } } } }
  }`;

  it('follow the screen rules: pending books, active books only while today is in range, drafts never', async () => {
    const city = 'Kingston';
    const pending = await insertProperty(cast.t, cast.landlord.id, { city });
    const activeNow = await insertProperty(cast.t, cast.landlord.id, { city });
    const activePast = await insertProperty(cast.t, cast.landlord.id, { city });
    const draft = await insertProperty(cast.t, cast.landlord.id, { city });
    await insertLease(pending, 'pending', day(100), day(200), cast.tenant.email);
    await insertLease(activeNow, 'active', day(-30), day(30));
    await insertLease(activePast, 'active', day(-300), day(-30));
    await insertLease(draft, 'draft', day(-30), day(30));

    const response = await cast.anonymous.graphql(BROWSE, { city, first: 10 });
    expect(response.json.errors).toBeUndefined();
    const byId = new Map(response.json.data.properties.nodes.map((node: { id: number }) => [node.id, node]));
    expect(byId.get(pending)).toMatchObject({ isBooked: true, currentLease: { status: 'pending', startDate: day(100), lease: null } });
    expect(byId.get(activeNow)).toMatchObject({ isBooked: true, currentLease: { status: 'active', tenantName: 'Sam Sitting' } });
    expect(byId.get(activePast)).toMatchObject({ isBooked: false, currentLease: null });
    expect(byId.get(draft)).toMatchObject({ isBooked: false, currentLease: null });

    const asTenant = await cast.tenant.client.graphql(BROWSE, { city, first: 10 });
    const tenantView = asTenant.json.data.properties.nodes.find((node: { id: number }) => node.id === pending);
    expect(tenantView.currentLease.lease).toEqual({ tenantEmail: cast.tenant.email });
  });

  it('cost one lease query per request, whatever the number of properties', async () => {
    const small = 'Sudbury';
    const large = 'Thunder Bay';
    for (let i = 0; i < 3; i += 1) await insertLease(await insertProperty(cast.t, cast.landlord.id, { city: small }), 'pending', day(10), day(20));
    for (let i = 0; i < 15; i += 1) await insertLease(await insertProperty(cast.t, cast.landlord.id, { city: large }), 'pending', day(10), day(20));
    const few = await countQueries(() => cast.anonymous.graphql(BROWSE, { city: small, first: 20 }));
    const many = await countQueries(() => cast.anonymous.graphql(BROWSE, { city: large, first: 20 }));
    expect(few.result.json.data.properties.nodes).toHaveLength(3);
    expect(many.result.json.data.properties.nodes).toHaveLength(15);
    expect(many.result.json.data.properties.nodes.every((node: { isBooked: boolean }) => node.isBooked)).toBe(true);
    expect(many.queries.length).toBe(few.queries.length);
    expect(many.queries.filter((query) => /from "leases"/.test(query))).toHaveLength(1);
  });
});
