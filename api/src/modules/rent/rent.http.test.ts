import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { insertProperty, leaseActors, withTestApp } from '../../../test/marketplace-fixtures.js';
import { flat, pdfText } from '../../../test/pdf-text.js';

// 22:00 in Toronto on November 20, 2026 (already the 21st in UTC): "today" is the province's day.
const NOW = new Date('2026-11-21T03:00:00.000Z');
const t = withTestApp({ config: { now: () => NOW } });
const cast = {} as Awaited<ReturnType<typeof leaseActors>>;
beforeAll(async () => {
  Object.assign(cast, await leaseActors(t));
});

interface LeaseRow {
  status?: string;
  startDate?: string;
  endDate?: string | null;
  rent?: number;
  dueDay?: number;
  province?: 'ON' | 'QC';
  deposits?: Array<{ kind: string; amount: number }>;
}

/** A lease of the landlord's to the tenant, written in SQL (its dates are in the past the pinned clock knows). */
async function insertLease({ status = 'active', startDate = '2026-09-01', endDate = null, rent = 2000, dueDay = 1, province = 'ON', deposits = [] }: LeaseRow = {}): Promise<number> {
  const propertyId = await insertProperty(t, cast.landlord.id, { title: 'Maple Loft' });
  if (province === 'QC') await sql(t, `update properties set province = 'QC', city = 'Montréal', address = '10 rue Sainte-Catherine', postal_code = 'H2X 1K4' where id = $1`, [propertyId]);
  const { rows } = await sql<{ id: number }>(
    t,
    `insert into leases (property_id, landlord_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent, rent_due_day, deposits)
     values ($1, $2, 'Tia Tenant', $3, $4, $5, $6, $7, $8, $9) returning id`,
    [propertyId, cast.landlord.id, cast.tenant.email, status, startDate, endDate, rent, dueDay, JSON.stringify(deposits)],
  );
  return rows[0]!.id;
}

const PAYMENT = { amount: 1500, paidOn: '2026-09-01', method: 'e-transfer' };
const pay = (client: HttpClient, leaseId: number, body: unknown) => client.post(`/api/leases/${leaseId}/payments`, body);

async function download(client: HttpClient | null, path: string) {
  const response = await fetch(t.url + path, { headers: client ? { cookie: client.cookieHeader() } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
const textOf = async (bytes: Uint8Array) => flat(await pdfText(bytes)).replace(/[\u00a0\u202f]/g, ' ');

describe('POST /api/leases/{id}/payments', () => {
  it('records a payment in cents for the landlord, and refuses everyone else', async () => {
    const id = await insertLease();
    const created = await pay(cast.landlord.client, id, { ...PAYMENT, amount: '1500.5', note: ' First month ' });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ leaseId: id, amountCents: 150_050, paidOn: '2026-09-01', method: 'e-transfer', note: 'First month', recordedBy: cast.landlord.id });
    expect(created.json.receiptPath).toBe(`/api/payments/${created.json.id}/receipt`);

    expect((await pay(cast.anonymous, id, PAYMENT)).status).toBe(401);
    const tenant = await pay(cast.tenant.client, id, PAYMENT);
    expect([tenant.status, tenant.json.code]).toEqual([403, 'FORBIDDEN']);
    const admin = await pay(cast.admin.client, id, PAYMENT);
    expect([admin.status, admin.json.code]).toEqual([403, 'FORBIDDEN']);
    for (const outsider of [cast.otherLandlord.client, cast.otherTenant.client]) {
      const response = await pay(outsider, id, PAYMENT);
      expect([response.status, response.json.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await pay(cast.landlord.client, 999_999, PAYMENT)).status).toBe(404);
  });

  it('takes amounts over 0 with at most two decimals, a known method, and a day not after today in the province', async () => {
    const id = await insertLease();
    const refused = async (body: Record<string, unknown>) => {
      const response = await pay(cast.landlord.client, id, { ...PAYMENT, ...body });
      return [response.status, response.json.code, response.json.message];
    };
    expect(await refused({ amount: 0 })).toEqual([400, 'VALIDATION_FAILED', expect.stringContaining('more than $0')]);
    expect(await refused({ amount: -5 })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    expect(await refused({ amount: '10.001' })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    expect(await refused({ amount: 'ten' })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    expect(await refused({ method: 'bitcoin' })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    expect(await refused({ paidOn: 'yesterday' })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    expect(await refused({ extra: true })).toEqual([400, 'VALIDATION_FAILED', expect.any(String)]);
    // UTC is already on the 21st; Toronto is not.
    expect(await refused({ paidOn: '2026-11-21' })).toEqual([400, 'VALIDATION_FAILED', 'The payment date cannot be in the future.']);
    expect((await pay(cast.landlord.client, id, { ...PAYMENT, paidOn: '2026-11-20' })).status).toBe(201);
    expect((await pay(cast.landlord.client, id, { ...PAYMENT, amount: 0.01 })).json.amountCents).toBe(1);
  });

  it('refuses a day before the tenancy and a lease not in force, and answers in French', async () => {
    const id = await insertLease();
    const before = await pay(cast.landlord.client, id, { ...PAYMENT, paidOn: '2026-08-31' });
    expect([before.status, before.json.code, before.json.earliest]).toEqual([400, 'PAYMENT_OUTSIDE_TENANCY', '2026-09-01']);
    expect((await pay(cast.landlord.client, id, { ...PAYMENT, paidOn: '2026-09-01' })).status).toBe(201);

    const pending = await insertLease({ status: 'pending' });
    const notInForce = await pay(cast.landlord.client, pending, PAYMENT);
    expect([notInForce.status, notInForce.json.code]).toEqual([409, 'LEASE_NOT_IN_FORCE']);
    const french = await cast.landlord.client.post(`/api/leases/${pending}/payments`, PAYMENT, { 'accept-language': 'fr-CA' });
    expect(french.json.message).toMatch(/bail/);
    const ended = await insertLease({ status: 'ended', startDate: '2025-09-01', endDate: '2026-08-31' });
    expect((await pay(cast.landlord.client, ended, { ...PAYMENT, paidOn: '2026-10-01' })).status).toBe(201);
  });
});

describe('GET /api/leases/{id}/ledger', () => {
  it('shows each month, partial payments as arrears and overpayments as credit, to both parties and admins', async () => {
    const id = await insertLease({ startDate: '2026-08-01' });
    for (const [amount, paidOn] of [
      [1500, '2026-08-01'],
      [2500, '2026-09-03'],
      [2600, '2026-10-01'],
    ] as const) {
      expect((await pay(cast.landlord.client, id, { amount, paidOn, method: 'cheque' })).status).toBe(201);
    }
    for (const client of [cast.landlord.client, cast.tenant.client, cast.admin.client]) {
      const ledger = await client.get(`/api/leases/${id}/ledger`);
      expect(ledger.status, ledger.text).toBe(200);
      expect(ledger.json).toMatchObject({ leaseId: id, monthlyRentCents: 200_000, today: '2026-11-20', totalDueCents: 800_000, totalPaidCents: 660_000, balanceCents: 140_000, arrearsCents: 140_000, nextDueDate: '2026-12-01' });
      expect(ledger.json.periods.map((period: Record<string, number>) => [period.dueDate, period.paidCents, period.balanceCents, period.arrearsCents, period.creditCents])).toEqual([
        ['2026-08-01', 150_000, 50_000, 50_000, 0],
        ['2026-09-01', 250_000, 0, 0, 0],
        ['2026-10-01', 260_000, -60_000, 0, 60_000],
        ['2026-11-01', 0, 140_000, 140_000, 0],
      ]);
      expect(ledger.json.payments).toHaveLength(3);
      expect(ledger.json.canRecord).toBe(client === cast.landlord.client);
    }
    for (const outsider of [cast.otherLandlord.client, cast.otherTenant.client]) expect((await outsider.get(`/api/leases/${id}/ledger`)).status).toBe(404);
    expect((await cast.anonymous.get(`/api/leases/${id}/ledger`)).status).toBe(401);
  });

  it('owes a tenancy brought in from outside from the period it joined Hearth in, not its years before; a payment of before still counts', async () => {
    const id = await insertLease({ startDate: '2024-11-01' });
    await sql(t, `update leases set existing_tenancy = true, created_at = '2026-10-15T16:00:00Z' where id = $1`, [id]);
    expect((await pay(cast.landlord.client, id, { amount: 2000, paidOn: '2026-10-01', method: 'cheque' })).status).toBe(201);
    const ledger = await cast.tenant.client.get(`/api/leases/${id}/ledger`);
    expect(ledger.json.periods.map((period: Record<string, number>) => [period.dueDate, period.paidCents, period.balanceCents])).toEqual([
      ['2026-10-01', 200_000, 0],
      ['2026-11-01', 0, 200_000],
    ]);
    expect(ledger.json).toMatchObject({ totalDueCents: 400_000, balanceCents: 200_000 });
  });

  it("computes an Ontario last month's rent deposit's interest on each anniversary at that year's guideline", async () => {
    const id = await insertLease({ startDate: '2024-11-01', deposits: [{ kind: 'last-month-rent', amount: 2000 }] });
    const ledger = await cast.tenant.client.get(`/api/leases/${id}/ledger`);
    expect(ledger.json.depositInterest).toEqual([
      { anniversary: '2025-11-01', year: 2025, percent: 2.5, depositCents: 200_000, interestCents: 5_000 },
      { anniversary: '2026-11-01', year: 2026, percent: 2.1, depositCents: 200_000, interestCents: 4_200 },
    ]);
    // The anniversary is tomorrow: nothing yet for 2026.
    const tomorrow = await insertLease({ startDate: '2025-11-21', deposits: [{ kind: 'last-month-rent', amount: 2000 }] });
    expect((await cast.tenant.client.get(`/api/leases/${tomorrow}/ledger`)).json.depositInterest).toEqual([]);
    const today = await insertLease({ startDate: '2025-11-20', deposits: [{ kind: 'last-month-rent', amount: 2000 }] });
    expect((await cast.tenant.client.get(`/api/leases/${today}/ledger`)).json.depositInterest).toHaveLength(1);
    const quebec = await insertLease({ province: 'QC', startDate: '2024-11-01' });
    expect((await cast.tenant.client.get(`/api/leases/${quebec}/ledger`)).json.depositInterest).toEqual([]);
  });

  it("tells both parties on the anniversary, once, what the deposit earned (a daily job)", async () => {
    const id = await insertLease({ startDate: '2025-11-20', deposits: [{ kind: 'last-month-rent', amount: 2000 }] });
    const notInterest = await insertLease({ startDate: '2025-11-20' });
    const before = t.mailer.sent.length;
    // Every Ontario lease with the deposit whose anniversary is today (this file made another one above).
    const told = await t.services.depositInterestNotices.tellAnniversaries(NOW);
    expect(told).toBeGreaterThanOrEqual(1);
    expect(await t.services.depositInterestNotices.tellAnniversaries(NOW)).toBe(0);
    for (const client of [cast.landlord.client, cast.tenant.client]) {
      const notifications = await client.get('/api/notifications');
      const notices = (notifications.json.items ?? notifications.json).filter((n: { title: string }) => n.title === 'Deposit Interest Due');
      expect(notices).toHaveLength(told);
      expect(notices[0].message).toContain('$42.00');
      expect(notices[0].message).toContain('2.1%');
    }
    const mail = await t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Deposit Interest Due', before);
    expect(mail).toBeDefined();
    expect(await t.mailer.delivered(cast.landlord.email, (message) => message.subject === 'Deposit Interest Due', before)).toBeDefined();
    const rows = await sql<{ lease_id: number }>(t, 'select lease_id from rent_deposit_interest_notices where lease_id = any($1)', [[id, notInterest]]);
    expect(rows.rows.map((row) => row.lease_id)).toEqual([id]);
  });

  it('makes day 31 the last day of a shorter month', async () => {
    const id = await insertLease({ startDate: '2026-08-31', dueDay: 31 });
    const ledger = await cast.tenant.client.get(`/api/leases/${id}/ledger`);
    expect(ledger.json.periods.map((period: Record<string, string>) => [period.dueDate, period.periodEnd])).toEqual([
      ['2026-08-31', '2026-09-29'],
      ['2026-09-30', '2026-10-30'],
      ['2026-10-31', '2026-11-29'],
    ]);
    expect(ledger.json.nextDueDate).toBe('2026-11-30');
  });
});

describe('receipts, statements and the RL-31', () => {
  it('gives both parties a receipt with the amount, period, parties, unit, date and method, and Ontario’s s. 109', async () => {
    const id = await insertLease();
    const payment = (await pay(cast.landlord.client, id, { amount: 1500, paidOn: '2026-09-02', method: 'e-transfer' })).json;
    const receipt = await download(cast.tenant.client, `/api/payments/${payment.id}/receipt?lang=en`);
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe(`inline; filename="hearth-receipt-${payment.id}-en.pdf"`);
    const text = await textOf(receipt.bytes);
    for (const printed of [
      `Receipt no. ${payment.id}`,
      '$1,500.00',
      'September 2, 2026',
      'Interac e-Transfer',
      'September 1, 2026 to September 30, 2026',
      'Lena Landlord',
      'Tia Tenant',
      '1 King St W, Toronto',
      'Residential Tenancies Act, 2006, s. 109',
      'free of charge',
    ]) {
      expect(text).toContain(printed);
    }
    // The same receipt twice is the same bytes; the landlord gets it too; in French on request.
    const again = await download(cast.landlord.client, `/api/payments/${payment.id}/receipt?lang=en`);
    expect(createHash('sha256').update(again.bytes).digest('hex')).toBe(createHash('sha256').update(receipt.bytes).digest('hex'));
    const french = await textOf((await download(cast.tenant.client, `/api/payments/${payment.id}/receipt?lang=fr`)).bytes);
    expect(french).toContain('Reçu de loyer');
    expect(french).toContain('1 500,00 $');
    expect(french).toContain('Loi de 2006 sur la location à usage d’habitation, art. 109');

    for (const outsider of [cast.otherLandlord.client, cast.otherTenant.client]) expect((await download(outsider, `/api/payments/${payment.id}/receipt`)).status).toBe(404);
    expect((await download(null, `/api/payments/${payment.id}/receipt`)).status).toBe(401);
    expect((await cast.tenant.client.get(`/api/payments/${payment.id}/receipt?lang=de`)).status).toBe(400);
  });

  it('gives a yearly statement of rent due and paid', async () => {
    const id = await insertLease({ startDate: '2026-10-01' });
    await pay(cast.landlord.client, id, { amount: 2000, paidOn: '2026-10-01', method: 'cash' });
    const statement = await download(cast.tenant.client, `/api/leases/${id}/rent-statement?year=2026&lang=en`);
    expect(statement.status).toBe(200);
    const text = await textOf(statement.bytes);
    for (const printed of ['Rent statement 2026', 'As of November 20, 2026', '$4,000.00', '$2,000.00 owed', 'Cash', 'Tia Tenant']) expect(text).toContain(printed);
    const future = await cast.tenant.client.get(`/api/leases/${id}/rent-statement?year=2027`);
    expect([future.status, future.json.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect((await cast.otherTenant.client.get(`/api/leases/${id}/rent-statement?year=2026`)).status).toBe(404);
  });

  it('gives the RL-31 information of a Québec dwelling in French, once the landlord entered its number', async () => {
    const ontario = await insertLease();
    const notQuebec = await cast.landlord.client.get(`/api/leases/${ontario}/rl31?year=2026`);
    expect([notQuebec.status, notQuebec.json.code]).toEqual([409, 'NOT_A_QUEBEC_LEASE']);

    const id = await insertLease({ province: 'QC', startDate: '2025-07-01' });
    const missing = await cast.tenant.client.get(`/api/leases/${id}/rl31?year=2025`);
    expect([missing.status, missing.json.code]).toEqual([409, 'DWELLING_NUMBER_MISSING']);
    expect((await cast.tenant.client.put(`/api/leases/${id}/dwelling-number`, { dwellingNumber: '1234567890' })).status).toBe(403);
    expect((await cast.otherLandlord.client.put(`/api/leases/${id}/dwelling-number`, { dwellingNumber: '1234567890' })).status).toBe(404);
    expect((await cast.landlord.client.put(`/api/leases/${id}/dwelling-number`, { dwellingNumber: 'ABC' })).status).toBe(400);
    const set = await cast.landlord.client.put(`/api/leases/${id}/dwelling-number`, { dwellingNumber: '1234 567 890' });
    expect([set.status, set.json.dwellingNumber]).toEqual([200, '1234567890']);

    const rl31 = await download(cast.tenant.client, `/api/leases/${id}/rl31?year=2025`);
    expect(rl31.status).toBe(200);
    const text = await textOf(rl31.bytes);
    for (const printed of ['Relevé 31', 'Case A – Numéro de logement', '1234567890', 'Case B', 'Case C – Adresse du logement', '10 rue Sainte-Catherine, Montréal', 'Tia Tenant', 'Lena Landlord', 'dernier jour de février', '28 février 2026']) {
      expect(text).toContain(printed);
    }
    const before = await cast.tenant.client.get(`/api/leases/${id}/rl31?year=2024`);
    expect([before.status, before.json.code]).toEqual([409, 'RL31_NOT_IN_FORCE']);
    expect((await cast.otherTenant.client.get(`/api/leases/${id}/rl31?year=2025`)).status).toBe(404);
  });
});

describe('GraphQL', () => {
  const RECORD = `mutation Record($leaseId: Int!, $input: RentPaymentInput!) {
    recordRentPayment(leaseId: $leaseId, input: $input) { id leaseId amountCents paidOn method note receiptPath }
  }`;
  const LEDGER = `query Ledger($leaseId: Int!) {
    rentLedger(leaseId: $leaseId) { leaseId balanceCents arrearsCents creditCents canRecord periods { dueDate dueCents paidCents balanceCents } payments { id amountCents } }
  }`;
  const input = { amount: 2100.25, paidOn: '2026-10-01', method: 'e_transfer' };
  const codeOf = async (client: HttpClient, query: string, variables: Record<string, unknown>) => (await client.graphql(query, variables)).json.errors?.[0]?.extensions?.code;

  it('records a payment and reads the ledger with the same rules as REST', async () => {
    const id = await insertLease({ startDate: '2026-10-01' });
    const recorded = await cast.landlord.client.graphql(RECORD, { leaseId: id, input });
    expect(recorded.json.errors).toBeUndefined();
    expect(recorded.json.data.recordRentPayment).toMatchObject({ leaseId: id, amountCents: 210_025, method: 'e_transfer', note: null });

    expect(await codeOf(cast.anonymous, RECORD, { leaseId: id, input })).toBe('UNAUTHENTICATED');
    expect(await codeOf(cast.tenant.client, RECORD, { leaseId: id, input })).toBe('FORBIDDEN');
    expect(await codeOf(cast.admin.client, RECORD, { leaseId: id, input })).toBe('FORBIDDEN');
    expect(await codeOf(cast.otherLandlord.client, RECORD, { leaseId: id, input })).toBe('NOT_FOUND');
    expect(await codeOf(cast.landlord.client, RECORD, { leaseId: id, input: { ...input, amount: 0 } })).toBe('VALIDATION_FAILED');
    expect(await codeOf(cast.landlord.client, RECORD, { leaseId: id, input: { ...input, amount: 1.005 } })).toBe('VALIDATION_FAILED');
    expect(await codeOf(cast.landlord.client, RECORD, { leaseId: id, input: { ...input, paidOn: '2026-11-21' } })).toBe('VALIDATION_FAILED');
    expect(await codeOf(cast.landlord.client, RECORD, { leaseId: id, input: { ...input, paidOn: '2026-08-01' } })).toBe('PAYMENT_OUTSIDE_TENANCY');
    const pending = await insertLease({ status: 'pending' });
    expect(await codeOf(cast.landlord.client, RECORD, { leaseId: pending, input })).toBe('LEASE_NOT_IN_FORCE');

    const ledger = await cast.tenant.client.graphql(LEDGER, { leaseId: id });
    expect(ledger.json.errors).toBeUndefined();
    expect(ledger.json.data.rentLedger).toMatchObject({ leaseId: id, balanceCents: 400_000 - 210_025, canRecord: false });
    expect(ledger.json.data.rentLedger.periods).toHaveLength(2);
    expect(await codeOf(cast.otherTenant.client, LEDGER, { leaseId: id })).toBe('NOT_FOUND');
    expect(await codeOf(cast.anonymous, LEDGER, { leaseId: id })).toBe('UNAUTHENTICATED');
  });

  it('sets the dwelling number of a Québec lease for its landlord only', async () => {
    const SET = `mutation Set($leaseId: Int!, $n: String!) { setQuebecDwellingNumber(leaseId: $leaseId, dwellingNumber: $n) { propertyId dwellingNumber } }`;
    const quebec = await insertLease({ province: 'QC' });
    const ontario = await insertLease();
    expect(await codeOf(cast.tenant.client, SET, { leaseId: quebec, n: '42' })).toBe('FORBIDDEN');
    expect(await codeOf(cast.otherLandlord.client, SET, { leaseId: quebec, n: '42' })).toBe('NOT_FOUND');
    expect(await codeOf(cast.landlord.client, SET, { leaseId: quebec, n: 'x' })).toBe('VALIDATION_FAILED');
    expect(await codeOf(cast.landlord.client, SET, { leaseId: ontario, n: '42' })).toBe('NOT_A_QUEBEC_LEASE');
    const set = await cast.landlord.client.graphql(SET, { leaseId: quebec, n: '42' });
    expect(set.json.data.setQuebecDwellingNumber.dwellingNumber).toBe('42');
    const read = await cast.tenant.client.graphql(`query($leaseId: Int!) { quebecDwellingNumber(leaseId: $leaseId) }`, { leaseId: quebec });
    expect(read.json.data.quebecDwellingNumber).toBe('42');
  });
});
