import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { fromNow } from '../../../test/clock.js';
import { appWithCast, actorsWithOtherTenant, day, insertProperty, leaseBody, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';

const cast = appWithCast(async (t: TestApp) => {
  const actors = await actorsWithOtherTenant(t, { tenant: { name: 'Tia Tenant', email: `Tia.Invited-${process.pid}@Example.ca` }, landlord: { name: 'Lena Landlord' } });
  return { ...actors, propertyTitle: 'Harbour Loft', propertyId: await insertProperty(t, actors.landlord.id, { title: 'Harbour Loft' }) };
});

let offset = 0;
/** A pending lease of a fresh listing for `email`, on dates of its own. */
async function invite(email: string, overrides: Record<string, unknown> = {}): Promise<{ id: number; propertyId: number }> {
  const propertyId = await insertProperty(cast.t, cast.landlord.id, { title: 'Harbour Loft' });
  offset += 1;
  const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, email, { startDate: day(offset), endDate: day(offset + 300), ...overrides }));
  if (response.status !== 201) throw new Error(`lease: ${response.status} ${response.text}`);
  return { id: response.json.id, propertyId };
}

const notificationsOf = async (user: TestUser) => (await user.client.get('/api/notifications')).json as Array<{ type: string; title: string; message: string; propertyId: number }>;

describe('a lease reaches an account by email only once that email is verified', () => {
  it('hides it (list, booking details, contract, answers) from an unverified holder of the address, then shows it after the emailed link', async () => {
    const holder = await testUser(cast.t, 'tenant', { name: 'Una Unverified', emailVerified: false });
    const { id, propertyId } = await invite(holder.email.toUpperCase(), { terms: 'Pay to IBAN CA00 1234' });

    expect((await holder.client.get(`/api/leases/tenant/${holder.id}`)).json).toEqual([]);
    expect((await holder.client.graphql('{ myLeases { id } }')).json.data.myLeases).toEqual([]);
    const booking = await holder.client.get(`/api/leases/property/${propertyId}`);
    expect(booking.text).not.toContain('IBAN');
    const refused = await holder.client.post(`/api/leases/${id}/accept`);
    expect(refused.status).toBe(404);
    expect(refused.json).toEqual({ code: 'NOT_FOUND', message: 'Lease not found' });
    expect(await notificationsOf(holder)).toEqual([]);

    await holder.client.post('/api/auth/resend-verification');
    expect((await holder.client.post('/api/auth/verify-email', { token: cast.t.mailer.lastTokenTo(holder.email) })).status).toBe(200);
    const mine = await holder.client.get(`/api/leases/tenant/${holder.id}`);
    expect(mine.json).toEqual([expect.objectContaining({ id, status: 'pending', terms: 'Pay to IBAN CA00 1234' })]);
  });

  it('an admin listing an unverified account sees what that account would see', async () => {
    const holder = await testUser(cast.t, 'tenant', { emailVerified: false });
    await invite(holder.email);
    expect((await cast.admin.client.get(`/api/leases/tenant/${holder.id}`)).json).toEqual([]);
  });
});

describe('accept', () => {
  it('makes the lease active and records who accepted, when, and the contract content id they saw', async () => {
    const { id } = await invite(cast.tenant.email.toLowerCase());
    const cid = 'bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy';
    await sql(
      cast.t,
      `with contract as (
         insert into documents (name, type, ipfs_hash, size, property_id, uploaded_by)
         select 'lease.pdf', 'lease-agreement', $1, 10, property_id, landlord_id from leases where id = $2 returning id)
       update leases set document_id = (select id from contract) where id = $2`,
      [cid, id],
    );
    const before = fromNow(0).getTime();
    const accepted = await cast.tenant.client.post(`/api/leases/${id}/accept`);
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json).toMatchObject({ id, status: 'active', tenantId: cast.tenant.id, acceptedBy: cast.tenant.id, acceptedContractCid: cid });
    expect(new Date(accepted.json.acceptedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const { rows } = await sql(cast.t, 'select status, accepted_by, accepted_contract_cid from leases where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'active', accepted_by: cast.tenant.id, accepted_contract_cid: cid });
  });

  it('only the addressed tenant: others 404, the landlord and admins 403, anonymous 401; nothing changes', async () => {
    const { id } = await invite(cast.tenant.email);
    for (const [client, status] of [
      [cast.otherTenant.client, 404],
      [cast.otherLandlord.client, 404],
      [cast.landlord.client, 403],
      [cast.admin.client, 403],
      [cast.anonymous, 401],
    ] as const) {
      for (const action of ['accept', 'decline']) {
        const response = await client.post(`/api/leases/${id}/${action}`, {}, { 'x-user-id': String(cast.tenant.id) });
        expect(response.status, `${action}: ${response.text}`).toBe(status);
      }
    }
    const { rows } = await sql(cast.t, 'select status, accepted_by from leases where id = $1', [id]);
    expect(rows[0]).toEqual({ status: 'pending', accepted_by: null });
  });

  it('a landlord account holding the verified address cannot answer it (invitations reach tenant accounts)', async () => {
    const { id } = await invite(cast.otherLandlord.email);
    expect((await cast.otherLandlord.client.post(`/api/leases/${id}/accept`)).status).toBe(403);
  });

  it('answers 409 LEASE_NOT_PENDING once answered, and 400 / 404 for bad or unknown ids', async () => {
    const { id } = await invite(cast.tenant.email);
    expect((await cast.tenant.client.post(`/api/leases/${id}/accept`)).status).toBe(200);
    for (const action of ['accept', 'decline']) {
      const again = await cast.tenant.client.post(`/api/leases/${id}/${action}`);
      expect(again.status).toBe(409);
      expect(again.json).toEqual({ code: 'LEASE_NOT_PENDING', message: 'This lease is active: only a pending lease can be accepted, declined or withdrawn.', status: 'active' });
    }
    expect((await cast.tenant.client.post('/api/leases/not-an-id/accept')).status).toBe(400);
    expect((await cast.tenant.client.post('/api/leases/999999/accept')).status).toBe(404);
  });

  it('an active lease still books its dates; a declined or withdrawn one frees them', async () => {
    const accepted = await invite(cast.tenant.email, { startDate: day(1000), endDate: day(1100) });
    await cast.tenant.client.post(`/api/leases/${accepted.id}/accept`);
    const overlap = await cast.landlord.client.post('/api/leases', leaseBody(accepted.propertyId, 'next@example.ca', { startDate: day(1050), endDate: day(1200) }));
    expect(overlap.status).toBe(409);
    expect(overlap.json.code).toBe('LEASE_OVERLAP');

    const declined = await invite(cast.tenant.email, { startDate: day(1000), endDate: day(1100) });
    expect((await cast.tenant.client.post(`/api/leases/${declined.id}/decline`)).json).toMatchObject({ status: 'declined', acceptedBy: null, tenantId: null });
    const withdrawn = await invite(cast.tenant.email, { startDate: day(1000), endDate: day(1100) });
    expect((await cast.landlord.client.post(`/api/leases/${withdrawn.id}/withdraw`)).json).toMatchObject({ status: 'withdrawn' });
    for (const freed of [declined, withdrawn]) {
      const again = await cast.landlord.client.post('/api/leases', leaseBody(freed.propertyId, 'next@example.ca', { startDate: day(1050), endDate: day(1200) }));
      expect(again.status, again.text).toBe(201);
    }
  });
});

describe('withdraw', () => {
  it('only the landlord who offered it, only while pending', async () => {
    const { id } = await invite(cast.tenant.email);
    expect((await cast.tenant.client.post(`/api/leases/${id}/withdraw`)).status).toBe(403);
    expect((await cast.otherLandlord.client.post(`/api/leases/${id}/withdraw`)).status).toBe(404);
    expect((await cast.admin.client.post(`/api/leases/${id}/withdraw`)).status).toBe(403);
    expect((await cast.anonymous.post(`/api/leases/${id}/withdraw`)).status).toBe(401);
    expect((await cast.landlord.client.post(`/api/leases/${id}/withdraw`)).status).toBe(200);
    expect((await cast.tenant.client.post(`/api/leases/${id}/accept`)).json.code).toBe('LEASE_NOT_PENDING');
    expect((await cast.landlord.client.post(`/api/leases/${id}/withdraw`)).status).toBe(409);
  });

  it('races with an accept: exactly one wins, the other gets 409', async () => {
    const { id } = await invite(cast.tenant.email);
    const answers = await Promise.all([cast.tenant.client.post(`/api/leases/${id}/accept`), cast.landlord.client.post(`/api/leases/${id}/withdraw`)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('both sides are notified, in-app and by email', () => {
  it('invitation: the verified tenant in-app and the address by email (without the terms)', async () => {
    const before = cast.t.mailer.sent.length;
    const { propertyId } = await invite(cast.tenant.email, { terms: 'Pay to IBAN CA99' });
    expect(await notificationsOf(cast.tenant)).toContainEqual(
      expect.objectContaining({ type: 'lease', title: 'New Lease Invitation', propertyId, message: 'Lena Landlord invited you to lease Harbour Loft. Review it in My Leases to accept or decline.' }),
    );
    const mail = await cast.t.mailer.delivered(cast.tenant.email, (sent) => sent.subject === 'New Lease Invitation', before);
    expect(mail.text).toContain(`${cast.t.services.config.publicUrl}/dashboard`);
    expect(mail.text).not.toContain('IBAN');
  });

  it('an address without a verified account gets only the email', async () => {
    const email = `stranger-${process.pid}@example.ca`;
    await invite(email);
    expect(await cast.t.mailer.delivered(email)).toMatchObject({ subject: 'New Lease Invitation', text: expect.stringContaining(`create an account with it`) });
  });

  it('accept and decline tell the landlord; withdraw tells the tenant', async () => {
    const before = cast.t.mailer.sent.length;
    const accepted = await invite(cast.tenant.email);
    await cast.tenant.client.post(`/api/leases/${accepted.id}/accept`);
    const declined = await invite(cast.tenant.email);
    await cast.tenant.client.post(`/api/leases/${declined.id}/decline`);
    const withdrawn = await invite(cast.tenant.email);
    await cast.landlord.client.post(`/api/leases/${withdrawn.id}/withdraw`);

    const landlords = await notificationsOf(cast.landlord);
    expect(landlords).toContainEqual(expect.objectContaining({ title: 'Lease Accepted', propertyId: accepted.propertyId, message: 'Tia Tenant accepted the lease for Harbour Loft.' }));
    expect(landlords).toContainEqual(expect.objectContaining({ title: 'Lease Declined', propertyId: declined.propertyId, message: 'Tia Tenant declined the lease for Harbour Loft.' }));
    expect(await notificationsOf(cast.tenant)).toContainEqual(
      expect.objectContaining({ title: 'Lease Invitation Withdrawn', propertyId: withdrawn.propertyId, message: 'Lena Landlord withdrew the lease invitation for Harbour Loft.' }),
    );
    for (const [email, subject] of [
      [cast.landlord.email, 'Lease Accepted'],
      [cast.landlord.email, 'Lease Declined'],
      [cast.tenant.email, 'Lease Invitation Withdrawn'],
    ] as const) {
      await cast.t.mailer.delivered(email, (mail) => mail.subject === subject, before);
    }
  });
});

describe('GraphQL', () => {
  const LEASE = 'id status tenantId acceptedBy acceptedAt acceptedContractCid';
  it('acceptLease, declineLease and withdrawLease follow the same rules', async () => {
    const accepted = await invite(cast.tenant.email);
    const answer = await cast.tenant.client.graphql(`mutation ($id: Int!) { acceptLease(id: $id) { ${LEASE} } }`, { id: accepted.id });
    expect(answer.json.data.acceptLease).toMatchObject({ id: accepted.id, status: 'active', acceptedBy: cast.tenant.id, acceptedContractCid: null });

    const declined = await invite(cast.tenant.email);
    const byLandlord = await cast.landlord.client.graphql(`mutation ($id: Int!) { declineLease(id: $id) { id } }`, { id: declined.id });
    expect(byLandlord.json.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await cast.tenant.client.graphql(`mutation ($id: Int!) { declineLease(id: $id) { status } }`, { id: declined.id })).json.data.declineLease).toEqual({ status: 'declined' });

    const withdrawn = await invite(cast.tenant.email);
    expect((await cast.landlord.client.graphql(`mutation ($id: Int!) { withdrawLease(id: $id) { status } }`, { id: withdrawn.id })).json.data.withdrawLease).toEqual({ status: 'withdrawn' });
    const late = await cast.landlord.client.graphql(`mutation ($id: Int!) { withdrawLease(id: $id) { status } }`, { id: withdrawn.id });
    expect(late.json.errors[0].extensions.code).toBe('LEASE_NOT_PENDING');
  });
});
