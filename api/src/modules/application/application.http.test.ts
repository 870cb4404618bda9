import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, actorsWithOtherTenant, insertProperty, type TestUser } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

const cast = appWithCast(async (t: TestApp) => {
  const actors = await actorsWithOtherTenant(t, { tenant: { name: 'Tia Tenant', phone: '+14165550123' }, landlord: { name: 'Lena Landlord' } });
  return { ...actors, propertyId: await insertProperty(t, actors.landlord.id, { title: 'Harbour Loft' }) };
});

const PROFILE = {
  employer: 'Maple Bank',
  jobTitle: 'Analyst',
  monthlyIncome: 6500,
  householdSize: 2,
  pets: 'One cat',
  moveInDate: '2099-01-01',
  references: [{ name: 'Paul Previous', relation: 'Previous landlord', contact: '+1 416 555 0100' }],
  introduction: 'Quiet professional couple.',
};

async function apply(tenant: TestUser, propertyId: number, body: unknown = { message: 'Hello!', consent: true }) {
  return tenant.client.post(`/api/properties/${propertyId}/applications`, body);
}

describe('rental profile', () => {
  it('starts empty, saves, and reads back', async () => {
    const empty = await cast.tenant.client.get('/api/rental-profile');
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ employer: null, references: [], documents: [], updatedAt: null });
    const saved = await cast.tenant.client.put('/api/rental-profile', PROFILE);
    expect(saved.status, saved.text).toBe(200);
    expect((await cast.tenant.client.get('/api/rental-profile')).json).toMatchObject(PROFILE);
  });
});

describe('applying and deciding', () => {
  it('snapshots the profile, lets the landlord list (logged) and accept, and answers the lease draft', async () => {
    await cast.tenant.client.put('/api/rental-profile', PROFILE);
    const propertyId = await insertProperty(cast.t, cast.landlord.id, { title: 'Snapshot Loft' });
    const applied = await apply(cast.tenant, propertyId);
    expect(applied.status, applied.text).toBe(201);
    expect(applied.json).toMatchObject({ status: 'submitted', profile: { employer: 'Maple Bank' }, applicantName: 'Tia Tenant' });
    await cast.tenant.client.put('/api/rental-profile', { ...PROFILE, employer: 'Other Co' });

    const listed = await cast.landlord.client.get(`/api/properties/${propertyId}/applications`);
    expect(listed.status).toBe(200);
    expect(listed.json[0].profile.employer).toBe('Maple Bank');

    const accepted = await cast.landlord.client.post(`/api/applications/${applied.json.id}/decision`, { decision: 'accepted' });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ status: 'accepted', leaseDraft: { propertyId, tenantName: 'Tia Tenant', monthlyRent: 2400, startDate: '2099-01-01', endDate: '2099-12-31' } });

    const log = await cast.tenant.client.get(`/api/applications/${applied.json.id}/access-log`);
    expect(log.json).toEqual([expect.objectContaining({ viewerName: 'Lena Landlord', viewerRole: 'landlord', action: 'viewed' })]);
    const { rows } = await sql(cast.t, `select count(*)::int as n from rental_applications where id = $1`, [applied.json.id]);
    expect(rows[0].n).toBe(1);
  });
});
