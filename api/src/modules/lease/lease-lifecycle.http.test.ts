import { describe, expect, it } from 'vitest';
import { fromNow } from '../../../test/clock.js';
import { sql } from '../../../test/auth-helpers.js';
import { appWithCast, day, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { PROVINCES, type Deposit, type Province } from '../../contracts/index.js';

const cast = appWithCast(async (t: TestApp) => leaseActors(t));

/** A fresh listing of the landlord in `province`. */
async function listingIn(province: Province): Promise<number> {
  const id = await insertProperty(cast.t, cast.landlord.id, { title: `Loft in ${province}` });
  await sql(cast.t, 'update properties set province = $1 where id = $2', [province, id]);
  return id;
}
const create = async (propertyId: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { monthlyRent: 2000, ...overrides }), headers);
const events = (lease: { history: Array<{ event: string }> }) => lease.history.map((entry) => entry.event);

describe('deposits by province (contracts/provincial-deposit-rules.ts)', () => {
  // For each province: deposits it allows at its limits, and one set it refuses, with the code and the law named.
  const cases: Record<Province, { legal: Deposit[]; illegal: Deposit[]; code: string; law: string }> = {
    ON: { legal: [{ kind: 'last-month-rent', amount: 2000 }, { kind: 'key', amount: 150 }], illegal: [{ kind: 'security', amount: 500 }], code: 'DEPOSIT_NOT_ALLOWED', law: 'Residential Tenancies Act, 2006, ss. 105–106' },
    BC: { legal: [{ kind: 'security', amount: 1000 }, { kind: 'pet', amount: 1000 }], illegal: [{ kind: 'security', amount: 1001 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancy Act, s. 19' },
    QC: { legal: [], illegal: [{ kind: 'key', amount: 50 }], code: 'DEPOSIT_NOT_ALLOWED', law: 'Civil Code of Québec, art. 1904' },
    AB: { legal: [{ kind: 'security', amount: 1500 }, { kind: 'pet', amount: 500 }], illegal: [{ kind: 'security', amount: 1500 }, { kind: 'pet', amount: 501 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancies Act (Alberta), s. 43' },
    MB: { legal: [{ kind: 'security', amount: 1000 }, { kind: 'pet', amount: 1000 }], illegal: [{ kind: 'pet', amount: 1001 }], code: 'DEPOSIT_TOO_HIGH', law: 'The Residential Tenancies Act (Manitoba), s. 29' },
    SK: { legal: [{ kind: 'security', amount: 2000 }, { kind: 'pet', amount: 3000 }], illegal: [{ kind: 'security', amount: 2001 }], code: 'DEPOSIT_TOO_HIGH', law: 'The Residential Tenancies Act, 2006 (Saskatchewan), s. 31' },
    NS: { legal: [{ kind: 'security', amount: 1000 }], illegal: [{ kind: 'security', amount: 600 }, { kind: 'pet', amount: 401 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancies Act (Nova Scotia), s. 12' },
    NB: { legal: [{ kind: 'security', amount: 2000 }], illegal: [{ kind: 'security', amount: 2001 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancies Act (New Brunswick), s. 5' },
    PE: { legal: [{ kind: 'security', amount: 2000 }], illegal: [{ kind: 'last-month-rent', amount: 2001 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancy Act (Prince Edward Island, 2022)' },
    NL: { legal: [{ kind: 'security', amount: 1500 }], illegal: [{ kind: 'security', amount: 1501 }], code: 'DEPOSIT_TOO_HIGH', law: 'Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 14' },
  };

  it('covers every province', () => expect(Object.keys(cases).sort()).toEqual([...PROVINCES].sort()));

  it.each(PROVINCES)('%s: records lawful deposits and refuses the others, naming the rule and its law', async (province) => {
    const { legal, illegal, code, law } = cases[province];
    const refused = await create(await listingIn(province), { deposits: illegal });
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.code).toBe(code);
    expect(refused.json.message).toContain(law);
    const created = await create(await listingIn(province), { deposits: legal });
    expect(created.status, created.text).toBe(201);
    expect(created.json.deposits).toEqual(legal);
  });

  it('writes the refusal in the reader’s language', async () => {
    const propertyId = await listingIn('ON');
    const en = await create(propertyId, { deposits: [{ kind: 'pet', amount: 300 }] });
    expect(en.json.message).toBe('A pet damage deposit is not allowed in Ontario (Residential Tenancies Act, 2006, ss. 105–106).');
    const fr = await create(propertyId, { deposits: [{ kind: 'pet', amount: 300 }] }, { 'accept-language': 'fr-CA' });
    expect(fr.json.message).toBe('Un dépôt pour dommages causés par un animal n’est pas permis en Ontario (Loi de 2006 sur la location à usage d’habitation, art. 105 et 106).');
    const tooHigh = await create(await listingIn('BC'), { deposits: [{ kind: 'security', amount: 800 }, { kind: 'last-month-rent', amount: 800 }] }, { 'accept-language': 'fr-CA' });
    expect(tooHigh.json).toMatchObject({ code: 'DEPOSIT_TOO_HIGH', limit: 1000 });
    expect(tooHigh.json.message).toBe('Ces dépôts (dépôt de garantie et dépôt du dernier mois de loyer) ne peuvent dépasser 1\u00a0000\u00a0$ au total en Colombie-Britannique (Residential Tenancy Act (C.-B.), art. 19).');
  });

  it('refuses malformed deposits: unknown kind, two of a kind, no amount', async () => {
    const propertyId = await listingIn('BC');
    for (const deposits of [[{ kind: 'cleaning', amount: 10 }], [{ kind: 'pet', amount: 10 }, { kind: 'pet', amount: 10 }], [{ kind: 'pet' }], [{ kind: 'pet', amount: 10, extra: 1 }]]) {
      const refused = await create(propertyId, { deposits });
      expect(refused.status, JSON.stringify(deposits)).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_FAILED');
    }
  });

  it('takes deposits through GraphQL createLease too', async () => {
    const propertyId = await listingIn('QC');
    const refused = await cast.landlord.client.graphql(
      `mutation { createLease(input: { propertyId: ${propertyId}, tenantName: "Tia", tenantEmail: "${cast.tenant.email}", monthlyRent: 1500, startDate: "${day(5)}", endDate: "${day(300)}", deposits: [{ kind: security, amount: 100 }] }) { id } }`,
    );
    expect(refused.json.errors[0].extensions.code).toBe('DEPOSIT_NOT_ALLOWED');
  });
});

describe('province notes', () => {
  it('Ontario leases mention the Standard Form of Lease; Quebec leases the TAL form, French first; others none', async () => {
    const on = await create(await listingIn('ON'));
    expect(on.json.provinceNotes[0]).toMatchObject({ locale: 'en-CA', text: expect.stringContaining('Form 2229E') });
    const qc = await create(await listingIn('QC'));
    expect(qc.json.provinceNotes.map((note: { locale: string }) => note.locale)).toEqual(['fr-CA', 'en-CA']);
    expect(qc.json.provinceNotes[0].text).toContain('Tribunal administratif du logement');
    const bc = await create(await listingIn('BC'));
    expect(bc.json.provinceNotes).toEqual([]);
    const listed = await cast.tenant.client.graphql('{ myLeases { id provinceNotes { locale text } } }');
    expect(listed.json.data.myLeases.find((lease: { id: number }) => lease.id === qc.json.id).provinceNotes[0].locale).toBe('fr-CA');
  });
});

describe('lifecycle and history', () => {
  it('records created and sent, then accepted with the contract content id; withdraw and decline too', async () => {
    const created = await create(await listingIn('ON'));
    expect(events(created.json)).toEqual(['created', 'sent']);
    const accepted = await cast.tenant.client.post(`/api/leases/${created.json.id}/accept`);
    expect(accepted.json.history.at(-1)).toMatchObject({ event: 'accepted', contractCid: null, at: expect.any(String) });

    const withdrawn = await cast.landlord.client.post(`/api/leases/${(await create(await listingIn('ON'))).json.id}/withdraw`);
    expect(events(withdrawn.json)).toEqual(['created', 'sent', 'withdrawn']);
    const declined = await cast.tenant.client.post(`/api/leases/${(await create(await listingIn('ON'))).json.id}/decline`);
    expect(events(declined.json)).toEqual(['created', 'sent', 'declined']);
    const history = await cast.tenant.client.graphql('{ myLeases { id history { event at contractCid } } }');
    expect(history.json.data.myLeases.find((lease: { id: number }) => lease.id === created.json.id).history.map((e: { event: string }) => e.event)).toEqual(['created', 'sent', 'accepted']);
  });

  it('ends active leases after their end date, once, by the daily job; ended leases book nothing', async () => {
    const propertyId = await listingIn('ON');
    const lease = (await create(propertyId)).json;
    await cast.tenant.client.post(`/api/leases/${lease.id}/accept`);
    const future = (await create(await listingIn('ON'))).json;
    await cast.tenant.client.post(`/api/leases/${future.id}/accept`);
    await sql(cast.t, `update leases set start_date = current_date - 400, end_date = current_date - 2 where id = $1`, [lease.id]);

    expect(await cast.t.services.leaseLifecycle.endPastLeases(fromNow(0))).toBeGreaterThanOrEqual(1);
    expect(await cast.t.services.leaseLifecycle.endPastLeases(fromNow(0))).toBe(0);
    const [ended] = (await cast.tenant.client.get(`/api/leases/tenant/${cast.tenant.id}`)).json.filter((l: { id: number }) => l.id === lease.id);
    expect(ended.status).toBe('ended');
    expect(events(ended)).toEqual(['created', 'sent', 'accepted', 'ended']);
    const stillActive = (await cast.tenant.client.get(`/api/leases/tenant/${cast.tenant.id}`)).json.find((l: { id: number }) => l.id === future.id);
    expect(stillActive.status).toBe('active');
    const property = await cast.anonymous.graphql(`{ property(id: ${propertyId}) { isBooked } }`);
    expect(property.json.data.property.isBooked).toBe(false);
  });
});

describe('renewal (POST /api/leases/{id}/renewal)', () => {
  it('offers a new pending lease from the day after the end, which the tenant accepts like any lease', async () => {
    const original = (await create(await listingIn('BC'), { startDate: day(3), endDate: day(100) })).json;
    await cast.tenant.client.post(`/api/leases/${original.id}/accept`);
    const mailsBefore = cast.t.mailer.sent.length;
    // The same rent: a rise 3 months into the tenancy would break BC's 12-month rule (existing-tenancy.http.test.ts).
    const offered = await cast.landlord.client.post(`/api/leases/${original.id}/renewal`, { endDate: day(465), monthlyRent: 2000, deposits: [{ kind: 'security', amount: 1000 }] });
    expect(offered.status, offered.text).toBe(201);
    expect(offered.json).toMatchObject({ status: 'pending', renewalOf: original.id, startDate: day(101), endDate: day(465), monthlyRent: 2000, tenantEmail: cast.tenant.email, terms: 'No smoking.' });
    expect(events(offered.json)).toEqual(['created', 'sent']);
    const originalNow = (await cast.landlord.client.get(`/api/leases/landlord/${cast.landlord.id}`)).json.find((l: { id: number }) => l.id === original.id);
    expect(originalNow.history.at(-1)).toMatchObject({ event: 'renewal-offered', leaseId: offered.json.id });
    await cast.t.mailer.delivered(cast.tenant.email, (mail) => mail.subject === 'New Lease Invitation', mailsBefore);
    expect((await cast.tenant.client.post(`/api/leases/${offered.json.id}/accept`)).json.status).toBe('active');
  });

  it('carries the tenant phone over; one stored before the phone rule that is not a number is left out, not a refusal', async () => {
    const kept = (await create(await listingIn('BC'), { startDate: day(3), endDate: day(100) })).json;
    await cast.tenant.client.post(`/api/leases/${kept.id}/accept`);
    const renewed = await cast.landlord.client.post(`/api/leases/${kept.id}/renewal`, { endDate: day(465) });
    expect(renewed.json).toMatchObject({ renewalOf: kept.id, tenantPhone: '+14165550199' });

    const legacy = (await create(await listingIn('BC'), { startDate: day(3), endDate: day(100) })).json;
    await cast.tenant.client.post(`/api/leases/${legacy.id}/accept`);
    await sql(cast.t, `update leases set tenant_phone = 'ask the front desk' where id = $1`, [legacy.id]);
    const offered = await cast.landlord.client.post(`/api/leases/${legacy.id}/renewal`, { endDate: day(465) });
    expect(offered.status, offered.text).toBe(201);
    expect(offered.json).toMatchObject({ renewalOf: legacy.id, tenantPhone: null });
  });

  it('is refused for a pending lease, without an end date, to anyone but its landlord, and with an illegal deposit', async () => {
    const pending = (await create(await listingIn('ON'))).json;
    const notActive = await cast.landlord.client.post(`/api/leases/${pending.id}/renewal`, { endDate: day(800) });
    expect(notActive.status).toBe(409);
    expect(notActive.json.code).toBe('LEASE_NOT_RENEWABLE');

    const active = (await create(await listingIn('ON'))).json;
    await cast.tenant.client.post(`/api/leases/${active.id}/accept`);
    expect((await cast.tenant.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(800) })).status).toBe(403);
    expect((await cast.otherLandlord.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(800) })).status).toBe(404);
    expect((await cast.landlord.client.post(`/api/leases/${active.id}/renewal`, {})).json.code).toBe('VALIDATION_FAILED');
    expect((await cast.landlord.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(800), deposits: [{ kind: 'pet', amount: 1 }] })).json.code).toBe('DEPOSIT_NOT_ALLOWED');
    expect((await cast.landlord.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(200) })).json.code).toBe('VALIDATION_FAILED');

    const openEnded = (await create(await listingIn('ON'), { endDate: null })).json;
    await cast.tenant.client.post(`/api/leases/${openEnded.id}/accept`);
    expect((await cast.landlord.client.post(`/api/leases/${openEnded.id}/renewal`, { endDate: day(800) })).json.code).toBe('LEASE_NOT_RENEWABLE');
  });

  it('a second renewal of the same lease overlaps the first (409)', async () => {
    const active = (await create(await listingIn('ON'))).json;
    await cast.tenant.client.post(`/api/leases/${active.id}/accept`);
    expect((await cast.landlord.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(800) })).status).toBe(201);
    expect((await cast.landlord.client.post(`/api/leases/${active.id}/renewal`, { endDate: day(800) })).json.code).toBe('LEASE_OVERLAP');
  });
});

describe('no Social Insurance Number on a lease', () => {
  it('refuses one in the terms or under a key named like one', async () => {
    const propertyId = await listingIn('ON');
    expect((await create(propertyId, { terms: 'Tenant SIN 046 454 286' })).json.code).toBe('SIN_NOT_ACCEPTED');
    expect((await create(propertyId, { sin: '046454286' })).json.code).toBe('SIN_NOT_ACCEPTED');
  });
});
