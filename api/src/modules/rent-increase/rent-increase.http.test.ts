import { addMonths, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { appWithCast, dayIn, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';

/** Days as the rules count them: on the clock of Ontario and Québec, the provinces these leases are in. */
const day = (offset: number) => dayIn('America/Toronto', offset);
import { pdfText } from '../../../test/pdf-text.js';
import type { Province } from '../../contracts/index.js';
import { rentInForceOn } from './index.js';

const cast = appWithCast(leaseActors);

/** An active lease of the tenant in `province`, begun `startOffset` days from today, rent 2 000 $ due on the 1st. */
async function activeLease(province: Province, startOffset: number, endOffset = 600, monthlyRent = 2000): Promise<number> {
  const propertyId = await insertProperty(cast.t, cast.landlord.id, { title: `Flat in ${province}` });
  await sql(cast.t, 'update properties set province = $1 where id = $2', [province, propertyId]);
  const created = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { monthlyRent, startDate: day(startOffset + 1000), endDate: day(endOffset + 1000) }));
  if (created.status !== 201) throw new Error(`lease: ${created.status} ${created.text}`);
  // Brought to the state of a lease in force since `startOffset` (the API books only future dates).
  await sql(cast.t, "update leases set status = 'active', tenant_id = $2, start_date = $3, end_date = $4 where id = $1", [
    created.json.id,
    cast.tenant.id,
    day(startOffset),
    day(endOffset),
  ]);
  return created.json.id;
}
const propose = (client: HttpClient, leaseId: number, body: unknown, headers: Record<string, string> = {}) => client.post(`/api/leases/${leaseId}/rent-increases`, body, headers);
const yearOf = (isoDay: string) => Number(isoDay.slice(0, 4));
const monthsFrom = (isoDay: string, months: number) => format(addMonths(parseISO(isoDay), months), 'yyyy-MM-dd');
/** The guideline of the years a test's dates fall in, set by the admin (the suite runs on any date). */
async function guideline(province: Province, year: number, percent: number) {
  const answer = await cast.admin.client.put(`/api/admin/rent-guidelines/${province}/${year}`, { percent, source: 'Test figure' });
  expect(answer.status, answer.text).toBe(200);
}
async function download(client: HttpClient, path: string) {
  const response = await fetch(cast.t.url + path, { headers: { cookie: client.cookieHeader() } });
  return { status: response.status, type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}
const PROPOSE = `mutation($leaseId: Int!, $input: ProposeRentIncreaseInput!) { proposeRentIncrease(leaseId: $leaseId, input: $input) { id newRentCents effectiveDate status } }`;

describe('Ontario: every refusal over REST and GraphQL, then a lawful notice', () => {
  it('refuses too short a notice, a year with no guideline, a cent over the cap and too soon; accepts the cap on the 90th day', async () => {
    const leaseId = await activeLease('ON', -400);
    const earliest = day(90);
    await guideline('ON', yearOf(earliest), 2.1);
    await guideline('ON', yearOf(day(89)), 2.1);

    const short = await propose(cast.landlord.client, leaseId, { newRent: 2042, effectiveDate: day(89) });
    expect(short.status, short.text).toBe(400);
    expect(short.json).toMatchObject({ code: 'RENT_INCREASE_NOTICE_TOO_SHORT', earliestDate: earliest });
    expect(short.json.message).toContain('An increase needs 90 days’ written notice in Ontario (Residential Tenancies Act, 2006, ss. 116, 119 and 120)');
    const shortFr = await propose(cast.landlord.client, leaseId, { newRent: 2042, effectiveDate: day(89) }, { 'accept-language': 'fr-CA' });
    expect(shortFr.json.message).toContain('Une augmentation exige un avis écrit de 90\u00a0jours en Ontario');

    const over = await propose(cast.landlord.client, leaseId, { newRent: 2042.01, effectiveDate: earliest });
    expect(over.json).toMatchObject({ code: 'RENT_INCREASE_ABOVE_GUIDELINE', highestRent: 2042, capPercent: 2.1 });
    expect(over.json.message).toBe('The increase is above the cap of 2.1% in Ontario (Residential Tenancies Act, 2006, ss. 116, 119 and 120): the highest lawful rent is $2,042.00.');

    const unpublished = await propose(cast.landlord.client, leaseId, { newRent: 2040, effectiveDate: '2099-06-01' });
    expect(unpublished.json).toMatchObject({ code: 'GUIDELINE_NOT_PUBLISHED', year: 2099 });
    expect(unpublished.json.message).toContain('No rent increase cap is published yet for 2099 in Ontario');

    for (const [effectiveDate, newRent, code] of [
      [day(89), 2042, 'RENT_INCREASE_NOTICE_TOO_SHORT'],
      [earliest, 2042.01, 'RENT_INCREASE_ABOVE_GUIDELINE'],
      ['2099-06-01', 2040, 'GUIDELINE_NOT_PUBLISHED'],
    ] as const) {
      const answer = await cast.landlord.client.graphql(PROPOSE, { leaseId, input: { newRent, effectiveDate } });
      expect(answer.json.errors?.[0]?.extensions?.code).toBe(code);
    }

    const check = await cast.landlord.client.get(`/api/leases/${leaseId}/rent-increases/check?newRent=2042.01&effectiveDate=${earliest}`);
    expect(check.json).toMatchObject({ ok: false, code: 'RENT_INCREASE_ABOVE_GUIDELINE', highestRent: 2042, currentRent: 2000, earliestDate: earliest });
    const limits = await cast.landlord.client.get(`/api/leases/${leaseId}/rent-increases/check`);
    expect(limits.json).toMatchObject({ ok: true, code: null, earliestDate: earliest, highestRent: 2042 });

    const created = await propose(cast.landlord.client, leaseId, { newRent: 2042, effectiveDate: earliest });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ leaseId, province: 'ON', previousRentCents: 200_000, newRentCents: 204_200, effectiveDate: earliest, noticeDate: day(0), capPercent: 2.1, status: 'notified', answerBy: null });

    const tooSoon = await propose(cast.landlord.client, leaseId, { newRent: 2080, effectiveDate: day(200) });
    expect(tooSoon.json).toMatchObject({ code: 'RENT_INCREASE_TOO_SOON', earliestDate: monthsFrom(earliest, 12) });
    expect(tooSoon.json.message).toContain('Rent can be raised only 12 months after the tenancy began or after the last increase in Ontario');
    const tooSoonGraphql = await cast.landlord.client.graphql(PROPOSE, { leaseId, input: { newRent: 2080, effectiveDate: day(200) } });
    expect(tooSoonGraphql.json.errors[0].extensions.code).toBe('RENT_INCREASE_TOO_SOON');

    // The tenant hears of it in-app (and by email, through the job queue).
    const notices = await sql(cast.t, "select title, message from notifications where recipient_id = $1 and title = 'Notice of Rent Increase'", [cast.tenant.id]);
    expect(notices.rows[0].message).toContain('$2,042.00 a month from');
    const mail = await cast.t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Notice of Rent Increase');
    expect(mail).toBeDefined();

    // Both parties see it; the rent in force changes on its date.
    for (const client of [cast.landlord.client, cast.tenant.client, cast.admin.client]) {
      const list = await client.get(`/api/leases/${leaseId}/rent-increases`);
      expect(list.json.map((increase: { id: number }) => increase.id)).toEqual([created.json.id]);
    }
    const em = cast.t.services.orm.em.fork();
    expect(await rentInForceOn(em, leaseId, day(89))).toBe(200_000);
    expect(await rentInForceOn(em, leaseId, earliest)).toBe(204_200);

    const pdf = await download(cast.tenant.client, `/api/rent-increases/${created.json.id}/notice?lang=en`);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = await pdfText(pdf.bytes);
    for (const expected of ['Notice of Rent Increase', '$2,000.00', '$2,042.00', '$42.00 (2.1%)', 'Form N1', 'Residential Tenancies Act, 2006']) expect(text).toContain(expected);
    expect((await download(cast.tenant.client, `/api/rent-increases/${created.json.id}/notice?lang=en`)).bytes).toEqual(pdf.bytes);
  });
});

describe('who may do what', () => {
  it('only the landlord proposes, on an active lease; outsiders see nothing', async () => {
    const leaseId = await activeLease('ON', -400);
    expect((await cast.anonymous.post(`/api/leases/${leaseId}/rent-increases`, { newRent: 2010, effectiveDate: day(120) })).status).toBe(401);
    expect((await propose(cast.tenant.client, leaseId, { newRent: 2010, effectiveDate: day(120) })).json.code).toBe('FORBIDDEN');
    expect((await propose(cast.otherLandlord.client, leaseId, { newRent: 2010, effectiveDate: day(120) })).status).toBe(404);
    expect((await cast.otherTenant.client.get(`/api/leases/${leaseId}/rent-increases`)).status).toBe(404);
    expect((await propose(cast.landlord.client, leaseId, { newRent: 'lots', effectiveDate: day(120) })).json.code).toBe('VALIDATION_FAILED');
    expect((await propose(cast.landlord.client, leaseId, { newRent: 1990, effectiveDate: day(120) })).json.code).toBe('VALIDATION_FAILED');
    await sql(cast.t, "update leases set status = 'ended' where id = $1", [leaseId]);
    expect((await propose(cast.landlord.client, leaseId, { newRent: 2010, effectiveDate: day(120) })).json.code).toBe('LEASE_NOT_ACTIVE');
  });

  it('an Alberta notice is uncapped and has no answer in Hearth', async () => {
    const leaseId = await activeLease('AB', -400);
    const created = await propose(cast.landlord.client, leaseId, { newRent: 2300, effectiveDate: day(130) });
    expect(created.status, created.text).toBe(201);
    expect(created.json.capPercent).toBeNull();
    const answer = await cast.tenant.client.post(`/api/rent-increases/${created.json.id}/response`, { accept: false });
    expect(answer.status).toBe(409);
    expect(answer.json.code).toBe('RENT_INCREASE_NOT_ANSWERABLE');
    expect((await download(cast.otherTenant.client, `/api/rent-increases/${created.json.id}/notice`)).status).toBe(404);
  });
});

describe('Québec: at renewal, French first, the tenant answers within a month', () => {
  it('gives notice for the renewal, prints it French first, and tells the landlord of the TAL step on a refusal', async () => {
    const leaseId = await activeLease('QC', -245, 119); // a 12-month lease ending in four months
    const renewal = day(120);
    const wrongDay = await propose(cast.landlord.client, leaseId, { newRent: 2100, effectiveDate: day(150) });
    expect(wrongDay.json.code).toBe('RENT_INCREASE_TOO_SOON');
    expect(wrongDay.json.message).toContain('A rent increase takes effect when the lease renews');
    const created = await propose(cast.landlord.client, leaseId, { newRent: 2100, effectiveDate: renewal });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ province: 'QC', capPercent: null, answerBy: monthsFrom(day(0), 1) });

    const text = await pdfText((await download(cast.tenant.client, `/api/rent-increases/${created.json.id}/notice?lang=en`)).bytes);
    expect(text.startsWith('Avis d’augmentation de loyer / Notice of Rent')).toBe(true);
    expect(text.indexOf('Parties et logement')).toBeLessThan(text.indexOf('Parties and rental unit'));
    expect(text).toContain('Tribunal administratif du logement');
    expect(text).toMatch(/2\s100,00\s\$/);

    expect((await cast.landlord.client.post(`/api/rent-increases/${created.json.id}/response`, { accept: false })).json.code).toBe('FORBIDDEN');
    const refused = await cast.tenant.client.post(`/api/rent-increases/${created.json.id}/response`, { accept: false });
    expect(refused.status, refused.text).toBe(200);
    expect(refused.json).toMatchObject({ status: 'refused' });
    const answerGraphql = await cast.tenant.client.graphql(`mutation($id: Int!) { answerRentIncrease(id: $id, accept: true) { status } }`, { id: created.json.id });
    expect(answerGraphql.json.errors[0].extensions.code).toBe('RENT_INCREASE_NOT_ANSWERABLE');
    const told = await sql(cast.t, "select message from notifications where recipient_id = $1 and title = 'Rent Increase Refused'", [cast.landlord.id]);
    expect(told.rows[0].message).toContain('apply to the Tribunal administratif du logement');
    // Refused: the rent stays as it was at the renewal.
    expect(await rentInForceOn(cast.t.services.orm.em.fork(), leaseId, renewal)).toBe(200_000);
  });
});

describe('rent guidelines (admins)', () => {
  it('lists the seeded figures, lets admins set a year, and refuses everyone else', async () => {
    const list = await cast.admin.client.get('/api/admin/rent-guidelines');
    expect(list.status).toBe(200);
    const figure = (province: string, year: number) => list.json.find((row: { province: string; year: number }) => row.province === province && row.year === year);
    expect(figure('ON', 2025)).toMatchObject({ percent: 2.5, updatedBy: null });
    expect(figure('ON', 2026)).toMatchObject({ percent: 2.1 });
    expect(figure('BC', 2026)).toMatchObject({ percent: 2.3 });
    expect(figure('MB', 2026)).toMatchObject({ percent: 1.8 });
    expect(figure('PE', 2026)).toMatchObject({ percent: 2 });
    for (const client of [cast.landlord.client, cast.tenant.client]) {
      expect((await client.get('/api/admin/rent-guidelines')).json.code).toBe('FORBIDDEN');
      expect((await client.put('/api/admin/rent-guidelines/ON/2030', { percent: 9, source: 'x' })).json.code).toBe('FORBIDDEN');
    }
    expect((await cast.admin.client.put('/api/admin/rent-guidelines/QC/2030', { percent: 3, source: 'x' })).json.code).toBe('BAD_REQUEST');
    expect((await cast.admin.client.put('/api/admin/rent-guidelines/ON/2030', { percent: 2.15, source: 'x' })).json.code).toBe('VALIDATION_FAILED');
    const set = await cast.admin.client.put('/api/admin/rent-guidelines/MB/2031', { percent: 2.2, source: 'gov.mb.ca release' });
    expect(set.json).toMatchObject({ province: 'MB', year: 2031, percent: 2.2, source: 'gov.mb.ca release', updatedBy: cast.admin.id });
    const again = await cast.admin.client.graphql(`mutation { setRentGuideline(province: "MB", year: 2031, input: { percent: 2.4, source: "corrected" }) { percent source } }`);
    expect(again.json.data.setRentGuideline).toEqual({ percent: 2.4, source: 'corrected' });
  });
});

describe('brought-in tenancies and first occupancy (the lease and listing fields)', () => {
  it('counts 12 months from the last increase the landlord declared, and leaves a unit first occupied after 2018-11-15 uncapped', async () => {
    const leaseId = await activeLease('ON', -800);
    await guideline('ON', yearOf(day(120)), 2.1);
    await sql(cast.t, 'update leases set last_increase_on = $2 where id = $1', [leaseId, day(-300)]);
    const soon = await propose(cast.landlord.client, leaseId, { newRent: 2040, effectiveDate: day(40) });
    expect(soon.json).toMatchObject({ code: 'RENT_INCREASE_TOO_SOON' });
    expect(soon.json.earliestDate).toBe(day(90));
    expect((await propose(cast.landlord.client, leaseId, { newRent: 2500, effectiveDate: day(120) })).json.code).toBe('RENT_INCREASE_ABOVE_GUIDELINE');
    await sql(cast.t, "update properties set first_occupied_on = '2019-03-01' where id = (select property_id from leases where id = $1)", [leaseId]);
    const check = await cast.landlord.client.get(`/api/leases/${leaseId}/rent-increases/check?newRent=2500&effectiveDate=${day(120)}`);
    expect(check.json).toMatchObject({ ok: true, uncapped: 'exempt-new-unit', highestRent: null });
    expect((await propose(cast.landlord.client, leaseId, { newRent: 2500, effectiveDate: day(120) })).status).toBe(201);
  });
});
