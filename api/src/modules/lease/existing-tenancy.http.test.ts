import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { fromNow } from '../../../test/clock.js';
import { appWithCast, day, dayIn, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  EXISTING_END_PASSED_MESSAGE,
  EXISTING_START_FUTURE_MESSAGE,
  EXISTING_START_REQUIRED_MESSAGE,
  EXISTING_START_TOO_EARLY_MESSAGE,
  FIRST_OCCUPIED_TOO_EARLY_MESSAGE,
  LAST_INCREASE_BEFORE_START_MESSAGE,
  LAST_INCREASE_FUTURE_MESSAGE,
  LAST_INCREASE_ONLY_EXISTING_MESSAGE,
  type Province,
} from '../../contracts/index.js';

const cast = appWithCast(async (t: TestApp) => leaseActors(t));

async function listingIn(province: Province, title = `Loft in ${province}`): Promise<number> {
  const id = await insertProperty(cast.t, cast.landlord.id, { title });
  await sql(cast.t, 'update properties set province = $1 where id = $2', [province, id]);
  return id;
}
const bringIn = (propertyId: number, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  cast.landlord.client.post(
    '/api/leases',
    leaseBody(propertyId, cast.tenant.email, { monthlyRent: 1800, existingTenancy: true, startDate: day(-700), endDate: null, lastIncreaseOn: day(-200), ...overrides }),
    headers,
  );
/** Days on Ontario's clock, as the renewal rules and reminders count them for the leases made below. */
const onTorontoClock = (offset: number) => dayIn('America/Toronto', offset);

/**
 * An active lease of the tenant from `start` to `end` days from today on Ontario's clock (the reminders count the
 * days to its end in its province), at `rent`.
 */
async function activeLease(propertyId: number, start: number, end: number, rent = 2000): Promise<number> {
  const created = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { monthlyRent: rent, startDate: day(1), endDate: onTorontoClock(end) }));
  expect(created.status, created.text).toBe(201);
  expect((await cast.tenant.client.post(`/api/leases/${created.json.id}/accept`)).json.status).toBe('active');
  await sql(cast.t, 'update leases set start_date = $2::date where id = $1', [created.json.id, onTorontoClock(start)]);
  return created.json.id;
}
const notificationsOf = async (client: typeof cast.tenant.client) => (await client.get('/api/notifications')).json as Array<{ title: string; message: string; propertyId: number }>;

describe('a tenancy brought in from outside (POST /api/leases with existingTenancy)', () => {
  it('accepts a past start, a last increase and no end (monthly); the tenant confirms it from the invitation', async () => {
    const propertyId = await listingIn('ON', 'Sitting Tenant Flat');
    const before = cast.t.mailer.sent.length;
    const created = await bringIn(propertyId);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ status: 'pending', existingTenancy: true, startDate: day(-700), endDate: null, lastIncreaseOn: day(-200), tenantId: null });

    // The tenant (verified email) hears of it in-app and by email, and sees it marked as brought in.
    expect(await notificationsOf(cast.tenant.client)).toContainEqual(
      expect.objectContaining({ title: 'Confirm Your Tenancy', propertyId, message: expect.stringContaining('brought your current tenancy at Sitting Tenant Flat into Hearth') }),
    );
    const mail = await cast.t.mailer.delivered(cast.tenant.email, (sent) => sent.subject === 'Confirm Your Tenancy', before);
    expect(mail.text).toContain('Review it in My Leases to confirm or decline it.');
    const mine = await cast.tenant.client.graphql('{ myLeases { id existingTenancy lastIncreaseOn endDate status } }');
    expect(mine.json.data.myLeases).toContainEqual({ id: created.json.id, existingTenancy: true, lastIncreaseOn: day(-200), endDate: null, status: 'pending' });

    const confirmed = await cast.tenant.client.post(`/api/leases/${created.json.id}/accept`);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'active', existingTenancy: true, tenantId: cast.tenant.id });
    // A monthly tenancy runs on: the daily end-of-lease job leaves it active.
    await cast.t.services.leaseLifecycle.endPastLeases(fromNow(0));
    const { rows } = await sql(cast.t, 'select status from leases where id = $1', [created.json.id]);
    expect(rows[0].status).toBe('active');
    // It books its dates from its start onwards: a new lease on the same listing overlaps it.
    const overlapping = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, 'other@example.ca', { startDate: day(30), endDate: day(400) }));
    expect(overlapping.json.code).toBe('LEASE_OVERLAP');
  });

  it('accepts a fixed term still running, and a start of today', async () => {
    const running = await bringIn(await listingIn('BC'), { startDate: day(-100), endDate: day(265), lastIncreaseOn: null });
    expect(running.status, running.text).toBe(201);
    expect(running.json).toMatchObject({ existingTenancy: true, endDate: day(265), lastIncreaseOn: null });
    expect((await bringIn(await listingIn('BC'), { startDate: day(0), lastIncreaseOn: undefined })).status).toBe(201);
  });

  it.each([
    ['no start date', { startDate: null, lastIncreaseOn: null }, 'startDate', EXISTING_START_REQUIRED_MESSAGE],
    ['a start in the future', { startDate: day(1), lastIncreaseOn: null }, 'startDate', EXISTING_START_FUTURE_MESSAGE],
    ['a start before 1970', { startDate: '1969-12-31', lastIncreaseOn: null }, 'startDate', EXISTING_START_TOO_EARLY_MESSAGE],
    ['a fixed term already over', { endDate: day(-1) }, 'endDate', EXISTING_END_PASSED_MESSAGE],
    ['a last increase before the start', { lastIncreaseOn: day(-701) }, 'lastIncreaseOn', LAST_INCREASE_BEFORE_START_MESSAGE],
    ['a last increase in the future', { lastIncreaseOn: day(1) }, 'lastIncreaseOn', LAST_INCREASE_FUTURE_MESSAGE],
    ['a last increase on a new lease', { existingTenancy: false, startDate: day(5), endDate: day(370) }, 'lastIncreaseOn', LAST_INCREASE_ONLY_EXISTING_MESSAGE],
    ['existingTenancy not a boolean', { existingTenancy: 'yes' }, 'existingTenancy', 'existingTenancy must be true or false.'],
  ])('refuses %s (400 VALIDATION_FAILED, the field named)', async (_case, overrides, path, message) => {
    const propertyId = await listingIn('ON');
    const refused = await bringIn(propertyId, overrides);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json.code).toBe('VALIDATION_FAILED');
    expect(refused.json.issues).toContainEqual(expect.objectContaining({ path, message }));
    const { rows } = await sql(cast.t, 'select count(*)::int as n from leases where property_id = $1', [propertyId]);
    expect(rows[0].n).toBe(0);
  });

  it('writes the refusal in French, and a new lease still refuses a past start', async () => {
    const propertyId = await listingIn('ON');
    const fr = await bringIn(propertyId, { startDate: day(3), lastIncreaseOn: null }, { 'accept-language': 'fr-CA' });
    expect(fr.json.message).toBe('Une location existante a déjà commencé\u00a0: sa date de début doit être aujourd’hui ou avant.');
    const notBroughtIn = await bringIn(propertyId, { existingTenancy: false, lastIncreaseOn: null });
    expect(notBroughtIn.json.issues).toContainEqual(expect.objectContaining({ path: 'startDate', message: 'Start date cannot be in the past.' }));
  });

  it('is refused to tenants and other landlords, as any lease', async () => {
    const propertyId = await listingIn('ON');
    const body = leaseBody(propertyId, cast.tenant.email, { existingTenancy: true, startDate: day(-10) });
    expect((await cast.tenant.client.post('/api/leases', body)).status).toBe(403);
    expect((await cast.otherLandlord.client.post('/api/leases', body)).status).toBe(403);
  });

  it('over GraphQL: createLease takes existingTenancy and lastIncreaseOn, and refuses a future start', async () => {
    const CREATE = `mutation ($input: CreateLeaseInput!) { createLease(input: $input) { id existingTenancy lastIncreaseOn startDate endDate status } }`;
    const input = { propertyId: await listingIn('MB'), tenantName: 'Tia Tenant', tenantEmail: cast.tenant.email, monthlyRent: 1500, existingTenancy: true, startDate: day(-30), lastIncreaseOn: day(-30) };
    const created = await cast.landlord.client.graphql(CREATE, { input });
    expect(created.json.errors).toBeUndefined();
    expect(created.json.data.createLease).toMatchObject({ existingTenancy: true, lastIncreaseOn: day(-30), startDate: day(-30), endDate: null, status: 'pending' });
    const refused = await cast.landlord.client.graphql(CREATE, { input: { ...input, propertyId: await listingIn('MB'), startDate: day(2), lastIncreaseOn: null } });
    expect(refused.json.errors[0]).toMatchObject({ message: EXISTING_START_FUTURE_MESSAGE, extensions: { code: 'VALIDATION_FAILED' } });
  });
});

describe('a listing’s first occupancy (firstOccupiedOn)', () => {
  it('round-trips over REST and GraphQL, clears with null, refuses a day before 1800', async () => {
    const id = await listingIn('ON');
    const put = await cast.landlord.client.put(`/api/properties/${id}`, { firstOccupiedOn: '2019-03-01' });
    expect(put.status, put.text).toBe(200);
    expect(put.json.firstOccupiedOn).toBe('2019-03-01');
    expect((await cast.anonymous.get(`/api/properties/${id}`)).json.firstOccupiedOn).toBe('2019-03-01');
    expect((await cast.anonymous.graphql(`{ property(id: ${id}) { firstOccupiedOn } }`)).json.data.property.firstOccupiedOn).toBe('2019-03-01');

    const UPDATE = `mutation ($id: Int!, $input: PropertyUpdateInput!) { updateProperty(id: $id, input: $input) { firstOccupiedOn } }`;
    const changed = await cast.landlord.client.graphql(UPDATE, { id, input: { firstOccupiedOn: '2015-06-30T00:00:00.000Z' } });
    expect(changed.json.errors).toBeUndefined();
    expect(changed.json.data.updateProperty.firstOccupiedOn).toBe('2015-06-30');
    const cleared = await cast.landlord.client.graphql(UPDATE, { id, input: { firstOccupiedOn: null } });
    expect(cleared.json.errors).toBeUndefined();
    expect(cleared.json.data.updateProperty.firstOccupiedOn).toBeNull();

    const refused = await cast.landlord.client.put(`/api/properties/${id}`, { firstOccupiedOn: '1799-12-31' });
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toContainEqual(expect.objectContaining({ path: 'firstOccupiedOn', message: FIRST_OCCUPIED_TOO_EARLY_MESSAGE }));
    expect((await cast.otherLandlord.client.put(`/api/properties/${id}`, { firstOccupiedOn: '2019-03-01' })).status).toBe(403);
  });

  it('is set when the listing is created', async () => {
    const created = await cast.landlord.client.post('/api/properties', {
      title: 'New build', address: '2 King St W', city: 'Toronto', province: 'ON', propertyType: 'condo', bedrooms: 1, bathrooms: 1, monthlyRent: 2100, firstOccupiedOn: '2024-09-01',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.firstOccupiedOn).toBe('2024-09-01');
  });
});

describe('a renewal’s rent meets the rent increase rules', () => {
  it('shows the highest lawful rent, refuses a rent above it, and offers one at it', async () => {
    const propertyId = await listingIn('ON');
    const leaseId = await activeLease(propertyId, -400, 120, 2000);
    const year = Number(onTorontoClock(121).slice(0, 4));
    await sql(cast.t, `insert into rent_guidelines (province, year, percent, source) values ('ON', $1, 2.5, 'test') on conflict (province, year) do update set percent = 2.5`, [year]);

    const terms = await cast.landlord.client.get(`/api/leases/${leaseId}/renewal`);
    expect(terms.status, terms.text).toBe(200);
    expect(terms.json).toEqual({ leaseId, startDate: onTorontoClock(121), currentRent: 2000, highestRent: 2050, capPercent: 2.5, uncapped: null });
    const graphql = await cast.landlord.client.graphql(`{ leaseRenewalTerms(id: ${leaseId}) { startDate highestRent currentRent } }`);
    expect(graphql.json.data.leaseRenewalTerms).toEqual({ startDate: onTorontoClock(121), highestRent: 2050, currentRent: 2000 });
    expect((await cast.tenant.client.get(`/api/leases/${leaseId}/renewal`)).status).toBe(403);
    expect((await cast.otherLandlord.client.get(`/api/leases/${leaseId}/renewal`)).status).toBe(404);

    const above = await cast.landlord.client.post(`/api/leases/${leaseId}/renewal`, { endDate: day(485), monthlyRent: 2051 });
    expect(above.status, above.text).toBe(400);
    expect(above.json).toMatchObject({ code: 'RENT_INCREASE_ABOVE_GUIDELINE', highestRent: 2050 });
    expect(above.json.message).toContain('the highest lawful rent is $2,050.00');
    const atLimit = await cast.landlord.client.post(`/api/leases/${leaseId}/renewal`, { endDate: day(485), monthlyRent: 2050 });
    expect(atLimit.status, atLimit.text).toBe(201);
    // The 12 months before the next increase count from the renewal's first day, when its rent rose.
    expect(atLimit.json).toMatchObject({ monthlyRent: 2050, startDate: onTorontoClock(121), lastIncreaseOn: onTorontoClock(121) });
  });

  it('leaves a unit first occupied after 15 November 2018 uncapped in Ontario', async () => {
    const propertyId = await listingIn('ON');
    await sql(cast.t, `update properties set first_occupied_on = '2020-01-01' where id = $1`, [propertyId]);
    const leaseId = await activeLease(propertyId, -400, 120, 2000);
    expect((await cast.landlord.client.get(`/api/leases/${leaseId}/renewal`)).json).toMatchObject({ highestRent: null, uncapped: 'exempt-new-unit' });
    expect((await cast.landlord.client.post(`/api/leases/${leaseId}/renewal`, { endDate: day(485), monthlyRent: 2600 })).status).toBe(201);
  });

  it('refuses a rise within 12 months of the tenancy’s start, and keeps the rent when none is given', async () => {
    const leaseId = await activeLease(await listingIn('BC'), -30, 120, 2000);
    const tooSoon = await cast.landlord.client.post(`/api/leases/${leaseId}/renewal`, { endDate: day(485), monthlyRent: 2010 });
    expect(tooSoon.json.code).toBe('RENT_INCREASE_TOO_SOON');
    const same = await cast.landlord.client.post(`/api/leases/${leaseId}/renewal`, { endDate: day(485) });
    expect(same.status, same.text).toBe(201);
    expect(same.json).toMatchObject({ monthlyRent: 2000, lastIncreaseOn: null });
  });
});

describe('renewal reminders before a fixed term ends (job, injected now)', () => {
  it('reminds both sides 90 and 30 days before the end, once each, in-app and by email', async () => {
    const propertyId = await listingIn('ON', 'Reminder Loft');
    const leaseId = await activeLease(propertyId, -275, 90);
    const before = cast.t.mailer.sent.length;
    const countOf = async () => (await sql(cast.t, 'select count(*)::int as n from lease_renewal_reminders where lease_id = $1', [leaseId])).rows[0].n;

    // The day before the 90-day mark: nothing for this lease.
    await cast.t.services.leaseRenewalReminders.run(fromNow(-86_400_000));
    expect(await countOf()).toBe(0);
    await cast.t.services.leaseRenewalReminders.run(fromNow(0));
    expect(await countOf()).toBe(1);
    await cast.t.services.leaseRenewalReminders.run(fromNow(0));
    expect(await countOf()).toBe(1);

    const landlordNotes = (await notificationsOf(cast.landlord.client)).filter((n) => n.propertyId === propertyId && n.title === 'Lease Ending Soon');
    const tenantNotes = (await notificationsOf(cast.tenant.client)).filter((n) => n.propertyId === propertyId && n.title === 'Lease Ending Soon');
    expect(landlordNotes).toHaveLength(1);
    expect(tenantNotes).toHaveLength(1);
    expect(landlordNotes[0]!.message).toContain("Tia Tenant's lease of Reminder Loft ends on");
    await cast.t.mailer.delivered(cast.landlord.email, (mail) => mail.subject === 'Lease Ending Soon' && mail.text.includes('Reminder Loft'), before);
    await cast.t.mailer.delivered(cast.tenant.email, (mail) => mail.subject === 'Lease Ending Soon' && mail.text.includes('Reminder Loft'), before);

    // 60 days later, the 30-day reminder; a renewal offered meanwhile would stop it.
    await cast.t.services.leaseRenewalReminders.run(fromNow(60 * 86_400_000));
    expect(await countOf()).toBe(2);
  });

  it('sends a lease brought in late only the latest reminder, and none once a renewal is offered', async () => {
    const late = await activeLease(await listingIn('ON'), -340, 20);
    await cast.t.services.leaseRenewalReminders.run(fromNow(0));
    const { rows } = await sql(cast.t, 'select reminder from lease_renewal_reminders where lease_id = $1 order by reminder', [late]);
    expect(rows.map((row) => row.reminder)).toEqual(['days-30', 'days-90']);

    const renewed = await activeLease(await listingIn('ON'), -275, 90);
    expect((await cast.landlord.client.post(`/api/leases/${renewed}/renewal`, { endDate: day(455) })).status).toBe(201);
    await cast.t.services.leaseRenewalReminders.run(fromNow(0));
    expect((await sql(cast.t, 'select count(*)::int as n from lease_renewal_reminders where lease_id = $1', [renewed])).rows[0].n).toBe(0);
  });

  it('in Québec names the notice window, in French for the tenant', async () => {
    // A 12-month lease ending in 6 months: its window (6 to 3 months before the renewal) opens today or so.
    const propertyId = await listingIn('QC', 'Appartement Plateau');
    const end = Number(((await sql(cast.t, `select ((current_date + interval '6 months')::date - current_date - 1)::int as d`)).rows[0] as { d: number }).d);
    const leaseId = await activeLease(propertyId, end - 364, end);
    await sql(cast.t, `update users set preferred_language = 'fr' where id = $1`, [cast.tenant.id]);
    const before = cast.t.mailer.sent.length;
    await cast.t.services.leaseRenewalReminders.run(fromNow(0));
    const { rows } = await sql(cast.t, 'select reminder from lease_renewal_reminders where lease_id = $1', [leaseId]);
    expect(rows.map((row) => row.reminder)).toEqual(['quebec-window-opens']);
    const mail = await cast.t.mailer.delivered(cast.tenant.email, (sent) => sent.subject === 'Période de renouvellement du bail', before);
    expect(mail.text).toContain('se reconduit de plein droit');
    expect(mail.text).toContain('Code civil du Québec, art. 1946');
    const landlordMail = await cast.t.mailer.delivered(cast.landlord.email, (sent) => sent.subject === 'Lease Renewal Window', before);
    expect(landlordMail.text).toContain('Civil Code of Québec, art. 1942');
    await sql(cast.t, `update users set preferred_language = null where id = $1`, [cast.tenant.id]);
  });
});
