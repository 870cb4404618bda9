import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { appWithCast, cityPoint, leaseActors } from '../../../test/marketplace-fixtures.js';
import { flat, pdfText } from '../../../test/pdf-text.js';
import { DEPOSIT_RETURN_EMAIL_QUEUE } from './deposit-return.notices.js';

const cast = appWithCast(leaseActors);

const CITY: Record<string, string> = { ON: 'Toronto', BC: 'Vancouver', QC: 'Montréal', AB: 'Calgary', MB: 'Winnipeg', SK: 'Regina', NS: 'Halifax', NL: "St. John's", NB: 'Moncton', PE: 'Charlottetown' };

interface LeaseSetup {
  deposits?: Array<{ kind: string; amount: number }>;
  status?: string;
  endDate?: string | null;
}

/** A lease of the cast's landlord to the cast's tenant (linked), on a fresh listing in `province`; dates and status set directly. */
async function leaseIn(province: string, { deposits = [{ kind: 'security', amount: 1000 }], status = 'active', endDate = '2027-06-30' }: LeaseSetup = {}): Promise<number> {
  const city = CITY[province]!;
  const property = await sql<{ id: number }>(
    cast.t,
    `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, status, latitude, longitude)
     values ('Cedar Flat', '12 Elm St', $1, $2, 'condo', 2, 1, 2000, $3, 'approved', $4, $5) returning id`,
    [city, province, cast.landlord.id, ...cityPoint(city, province)],
  );
  const lease = await sql<{ id: number }>(
    cast.t,
    `insert into leases (property_id, landlord_id, tenant_id, tenant_name, tenant_email, status, start_date, end_date, monthly_rent, deposits)
     values ($1, $2, $3, 'Tia Tenant', $4, $5, '2026-07-01', $6, 2000, $7::jsonb) returning id`,
    [property.rows[0]!.id, cast.landlord.id, cast.tenant.id, cast.tenant.email, status, endDate, JSON.stringify(deposits)],
  );
  return lease.rows[0]!.id;
}

const returnDeposit = (client: HttpClient, leaseId: number, body: unknown) => client.post(`/api/leases/${leaseId}/deposit-return`, body);

async function download(client: HttpClient, path: string) {
  const response = await fetch(cast.t.url + path, { headers: { cookie: client.cookieHeader() } });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe('returning the deposit', () => {
  it('the landlord itemizes the deductions; both parties read the statement; the tenant is told in-app and by email', async () => {
    const leaseId = await leaseIn('MB', { deposits: [{ kind: 'security', amount: 1000 }, { kind: 'pet', amount: 400 }] });
    const mailBefore = cast.t.mailer.sent.length;
    const created = await returnDeposit(cast.landlord.client, leaseId, {
      deductions: [
        { reason: 'Carpet cleaning, living room', amount: 150, kind: 'cleaning' },
        { reason: 'Hole in bedroom wall', amount: 200, kind: 'damage' },
        { reason: 'Unreturned fob', amount: 50 },
      ],
      movedOutOn: '2027-03-31',
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      leaseId,
      province: 'MB',
      movedOutOn: '2027-03-31',
      deadline: '2027-04-14',
      held: 1400,
      appliedToLastMonth: 0,
      deducted: 400,
      returned: 1000,
      deductions: [
        { reason: 'Carpet cleaning, living room', amount: 150, kind: 'cleaning' },
        { reason: 'Hole in bedroom wall', amount: 200, kind: 'damage' },
        { reason: 'Unreturned fob', amount: 50, kind: 'other' },
      ],
    });

    for (const client of [cast.tenant.client, cast.landlord.client, cast.admin.client]) {
      const read = await client.get(`/api/leases/${leaseId}/deposit-return`);
      expect(read.status).toBe(200);
      expect(read.json).toMatchObject({ returned: 1000, deadline: '2027-04-14' });
    }

    const inbox = (await cast.tenant.client.get('/api/notifications')).json as Array<{ title: string; message: string }>;
    expect(inbox[0]).toMatchObject({ title: 'Your Deposit Statement' });
    expect(inbox[0]!.message).toContain('$1,000 is returned to you by 2027-04-14');
    const mail = await cast.t.mailer.delivered(cast.tenant.email, (message) => message.subject === 'Your Deposit Statement', mailBefore);
    expect(mail.text).toContain('$1,000 is returned to you by Apr 14, 2027');
    const jobs = await sql(cast.t, `select count(*)::int as n from pgboss.job where name = $1 and (data->>'depositReturnId')::int = $2`, [DEPOSIT_RETURN_EMAIL_QUEUE, created.json.id]);
    expect(jobs.rows[0]).toEqual({ n: 1 });

    const again = await returnDeposit(cast.landlord.client, leaseId, { deductions: [] });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('DEPOSIT_ALREADY_RETURNED');
  });

  it('the whole deposit comes back when nothing is deducted; the deadline counts from the lease end by default', async () => {
    const leaseId = await leaseIn('NS', { deposits: [{ kind: 'security', amount: 900 }], status: 'ended', endDate: '2027-05-31' });
    const created = await returnDeposit(cast.landlord.client, leaseId, {});
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ movedOutOn: '2027-05-31', deadline: '2027-06-10', held: 900, deducted: 0, returned: 900, deductions: [] });
  });

  it('deadlines per province: BC 15, AB 10, NL 10 days; SK 7 business days across a weekend; none confirmed in PE', async () => {
    const cases: Array<[string, string, string | null]> = [
      ['BC', '2027-03-31', '2027-04-15'],
      ['AB', '2027-03-31', '2027-04-10'],
      ['NL', '2027-03-31', '2027-04-10'],
      // Friday January 8: the two weekends after it are skipped.
      ['SK', '2027-01-08', '2027-01-19'],
      ['PE', '2027-03-31', null],
    ];
    for (const [province, movedOutOn, deadline] of cases) {
      const leaseId = await leaseIn(province, { deposits: [{ kind: 'security', amount: 500 }] });
      const created = await returnDeposit(cast.landlord.client, leaseId, { movedOutOn });
      expect(created.status, `${province}: ${created.text}`).toBe(201);
      expect(created.json.deadline, province).toBe(deadline);
    }
  });

  it("Ontario: the last month's rent deposit pays the last month; only the key deposit may be deducted from", async () => {
    const leaseId = await leaseIn('ON', { deposits: [{ kind: 'last-month-rent', amount: 2000 }, { kind: 'key', amount: 60 }] });
    const tooMuch = await returnDeposit(cast.landlord.client, leaseId, { deductions: [{ reason: 'Scuffed floor', amount: 100, kind: 'damage' }] });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json).toMatchObject({ code: 'DEDUCTIONS_EXCEED_DEPOSIT', held: 60, deducted: 100 });
    const created = await returnDeposit(cast.landlord.client, leaseId, { deductions: [{ reason: 'Keys not returned', amount: 60 }] });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ held: 60, appliedToLastMonth: 2000, returned: 0, deadline: null });
  });
});

describe('refusals', () => {
  it('deductions above what is held → 400 with the amounts', async () => {
    const leaseId = await leaseIn('NS', { deposits: [{ kind: 'security', amount: 500 }] });
    const refused = await returnDeposit(cast.landlord.client, leaseId, {
      deductions: [
        { reason: 'Cleaning', amount: 300, kind: 'cleaning' },
        { reason: 'Rent owed', amount: 250, kind: 'rent' },
      ],
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'DEDUCTIONS_EXCEED_DEPOSIT', held: 500, deducted: 550 });
    expect(refused.json.message).toBe('The deductions ($550) are more than the deposits held ($500).');
  });

  it('damage without a signed move-in report in BC → 400 naming the rule; cleaning is still allowed', async () => {
    const leaseId = await leaseIn('BC', { deposits: [{ kind: 'security', amount: 1000 }] });
    const refused = await returnDeposit(cast.landlord.client, leaseId, { deductions: [{ reason: 'Broken blind', amount: 80, kind: 'damage' }] });
    expect(refused.status).toBe(400);
    expect(refused.json.code).toBe('MOVE_IN_REPORT_REQUIRED');
    expect(refused.json.message).toBe('A damage deduction needs a move-in condition report signed by both parties in British Columbia (Residential Tenancy Act, ss. 24 and 38).');
    const french = await cast.landlord.client.post(`/api/leases/${leaseId}/deposit-return`, { deductions: [{ reason: 'Store brisé', amount: 80, kind: 'damage' }] }, { 'accept-language': 'fr-CA' });
    expect(french.json.message).toContain('en Colombie-Britannique');
    const cleaning = await returnDeposit(cast.landlord.client, leaseId, { deductions: [{ reason: 'Oven cleaning', amount: 80, kind: 'cleaning' }] });
    expect(cleaning.status, cleaning.text).toBe(201);
  });

  it('with a move-in report both parties signed, the BC damage deduction goes through (an unsigned one is not enough)', async () => {
    const leaseId = await leaseIn('BC', { deposits: [{ kind: 'security', amount: 1000 }] });
    // The inspection module's row, as its signing leaves it: first only partly signed, then sealed.
    await sql(
      cast.t,
      `insert into inspections (lease_id, kind, rooms, created_by, created_by_role, signing_status, document_snapshot, document_language)
       values ($1, 'move-in', '[{"name": "Kitchen", "items": []}]'::jsonb, $2, 'landlord', 'partly_signed', '{}'::jsonb, 'en')`,
      [leaseId, cast.landlord.id],
    );
    const damage = { deductions: [{ reason: 'Broken blind', amount: 80, kind: 'damage' }] };
    expect((await returnDeposit(cast.landlord.client, leaseId, damage)).json.code).toBe('MOVE_IN_REPORT_REQUIRED');
    await sql(cast.t, `update inspections set signing_status = 'signed', signed_document_cid = 'bafkreitest', sealed_at = now() where lease_id = $1`, [leaseId]);
    const created = await returnDeposit(cast.landlord.client, leaseId, damage);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ deducted: 80, returned: 920, deductions: [{ kind: 'damage' }] });
  });

  it('Québec: no deposit may be held, so none is returned (409 naming art. 1904)', async () => {
    const leaseId = await leaseIn('QC', { deposits: [] });
    const refused = await returnDeposit(cast.landlord.client, leaseId, {});
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('NO_DEPOSIT_HELD');
    expect(refused.json.message).toContain('Civil Code of Québec, art. 1904');
  });

  it('bad input → 400: zero or negative amounts, blank reasons, unknown kinds, a bad day', async () => {
    const leaseId = await leaseIn('MB');
    for (const body of [
      { deductions: [{ reason: 'Paint', amount: 0 }] },
      { deductions: [{ reason: 'Paint', amount: -20 }] },
      { deductions: [{ reason: '   ', amount: 20 }] },
      { deductions: [{ reason: 'Paint', amount: 20, kind: 'fees' }] },
      { deductions: [{ reason: 'Paint', amount: 12.5 }] },
      { movedOutOn: 'soon' },
      { movedOutOn: '2027-02-30' },
      { deductions: 'all of it' },
    ]) {
      const refused = await returnDeposit(cast.landlord.client, leaseId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_FAILED');
    }
  });

  it('a move-out before the tenancy began → 400 naming the field (the statement cannot be undone), in English and French', async () => {
    const leaseId = await leaseIn('MB'); // began 2026-07-01
    for (const movedOutOn of ['0001-01-01', '2026-06-30']) {
      const refused = await returnDeposit(cast.landlord.client, leaseId, { movedOutOn });
      expect(refused.status, movedOutOn).toBe(400);
      expect(refused.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'The move-out day cannot be before the tenancy began (2026-07-01).', issues: [{ path: 'movedOutOn' }] });
    }
    const french = await cast.landlord.client.post(`/api/leases/${leaseId}/deposit-return`, { movedOutOn: '2026-06-30' }, { 'accept-language': 'fr-CA' });
    expect(french.json.message).toBe('Le jour du départ ne peut pas précéder le début de la location (2026-07-01).');
    expect((await returnDeposit(cast.landlord.client, leaseId, { movedOutOn: '2026-07-01' })).status).toBe(201);
  });

  it('a pending lease → 409; the tenant → 403; another landlord or tenant → 404; no one signed in → 401', async () => {
    const pending = await leaseIn('MB', { status: 'pending' });
    const notInForce = await returnDeposit(cast.landlord.client, pending, {});
    expect(notInForce.status).toBe(409);
    expect(notInForce.json.code).toBe('LEASE_NOT_IN_FORCE');

    const leaseId = await leaseIn('MB');
    expect((await returnDeposit(cast.tenant.client, leaseId, {})).status).toBe(403);
    expect((await returnDeposit(cast.admin.client, leaseId, {})).status).toBe(403);
    for (const outsider of [cast.otherLandlord.client, cast.otherTenant.client]) {
      expect((await returnDeposit(outsider, leaseId, {})).status).toBe(404);
      expect((await outsider.get(`/api/leases/${leaseId}/deposit-return`)).status).toBe(404);
      expect((await outsider.get(`/api/leases/${leaseId}/deposit-return/statement`)).status).toBe(404);
    }
    const anonymous = await fetch(`${cast.t.url}/api/leases/${leaseId}/deposit-return`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(anonymous.status).toBe(401);
    // Nothing made yet: the parties read a 404 that says so.
    const none = await cast.tenant.client.get(`/api/leases/${leaseId}/deposit-return`);
    expect(none.status).toBe(404);
  });
});

describe('the statement PDF', () => {
  it('itemizes held, each deduction, returned and the deadline, in the reader’s language; the same statement gives the same bytes', async () => {
    const leaseId = await leaseIn('AB', { deposits: [{ kind: 'security', amount: 1500 }] });
    const created = await returnDeposit(cast.landlord.client, leaseId, {
      deductions: [{ reason: 'Deep clean of the oven', amount: 120, kind: 'cleaning' }],
      movedOutOn: '2027-03-31',
    });
    expect(created.status, created.text).toBe(201);

    const english = await download(cast.tenant.client, `/api/leases/${leaseId}/deposit-return/statement?lang=en`);
    expect(english.status).toBe(200);
    expect(english.headers.get('content-type')).toBe('application/pdf');
    expect(english.headers.get('content-disposition')).toBe(`inline; filename="deposit-statement-lease-${leaseId}-en.pdf"`);
    const en = flat(await pdfText(english.bytes));
    for (const printed of ['Deposit return statement', 'Deposits held $1,500', 'Cleaning — Deep clean of the oven $120', 'Returned to the tenant $1,380', 'To be returned by April 10, 2027', 'Alberta']) {
      expect(en).toContain(printed);
    }

    const french = await download(cast.landlord.client, `/api/leases/${leaseId}/deposit-return/statement?lang=fr`);
    const fr = flat(await pdfText(french.bytes)).replace(/\u00a0|\u202f/g, ' ');
    for (const printed of ['Relevé de remise du dépôt', 'Dépôts détenus 1 500 $', 'Nettoyage — Deep clean of the oven 120 $', 'Rendu au locataire 1 380 $', 'À rendre au plus tard le 10 avril 2027']) {
      expect(fr).toContain(printed);
    }

    const again = await download(cast.landlord.client, `/api/leases/${leaseId}/deposit-return/statement?lang=en`);
    expect(Buffer.from(again.bytes).equals(Buffer.from(english.bytes))).toBe(true);
    expect((await cast.tenant.client.get(`/api/leases/${leaseId}/deposit-return/statement?lang=de`)).status).toBe(400);
  });

  it('without lang, in the reader’s language (Accept-Language)', async () => {
    const leaseId = await leaseIn('NL', { deposits: [{ kind: 'security', amount: 700 }] });
    expect((await returnDeposit(cast.landlord.client, leaseId, { movedOutOn: '2027-03-31' })).status).toBe(201);
    const response = await fetch(`${cast.t.url}/api/leases/${leaseId}/deposit-return/statement`, { headers: { cookie: cast.tenant.client.cookieHeader(), 'accept-language': 'fr-CA' } });
    const text = flat(await pdfText(new Uint8Array(await response.arrayBuffer())));
    expect(text).toContain('Relevé de remise du dépôt');
    expect(text).not.toContain('Deposit return statement');
  });

  it('a Québec lease that records a deposit anyway (a brought-in tenancy): all of it returned, the statement French first', async () => {
    const leaseId = await leaseIn('QC', { deposits: [{ kind: 'key', amount: 40 }] });
    const created = await returnDeposit(cast.landlord.client, leaseId, { movedOutOn: '2027-06-30' });
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ held: 40, returned: 40, deadline: null });
    const english = flat(await pdfText((await download(cast.tenant.client, `/api/leases/${leaseId}/deposit-return/statement?lang=en`)).bytes));
    expect(english.indexOf('Relevé de remise du dépôt')).toBeGreaterThanOrEqual(0);
    expect(english.indexOf('Dépôts détenus')).toBeLessThan(english.indexOf('Deposits held'));
    expect(english).toContain('Civil Code of Québec, art. 1904');
  });
});

describe('GraphQL', () => {
  it('returnDeposit and depositReturn, with the same refusals', async () => {
    const leaseId = await leaseIn('SK', { deposits: [{ kind: 'security', amount: 800 }] });
    const mutation = `mutation($leaseId: Int!, $input: DepositReturnInput!) { returnDeposit(leaseId: $leaseId, input: $input) { id held deducted returned deadline movedOutOn province deductions { reason amount kind } } }`;
    const tooMuch = await cast.landlord.client.graphql(mutation, { leaseId, input: { deductions: [{ reason: 'Rent', amount: 900, kind: 'rent' }] } });
    expect(tooMuch.json.errors?.[0]?.extensions?.code).toBe('DEDUCTIONS_EXCEED_DEPOSIT');
    const byTenant = await cast.tenant.client.graphql(mutation, { leaseId, input: {} });
    expect(byTenant.json.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const made = await cast.landlord.client.graphql(mutation, { leaseId, input: { deductions: [{ reason: 'Rent owed', amount: 300, kind: 'rent' }], movedOutOn: '2027-01-08' } });
    expect(made.json.errors).toBeUndefined();
    expect(made.json.data.returnDeposit).toMatchObject({ held: 800, deducted: 300, returned: 500, deadline: '2027-01-19', province: 'SK', deductions: [{ reason: 'Rent owed', amount: 300, kind: 'rent' }] });

    const query = `query($leaseId: Int!) { depositReturn(leaseId: $leaseId) { returned deadline } }`;
    expect((await cast.tenant.client.graphql(query, { leaseId })).json.data.depositReturn).toEqual({ returned: 500, deadline: '2027-01-19' });
    expect((await cast.otherTenant.client.graphql(query, { leaseId })).json.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const other = await leaseIn('SK');
    expect((await cast.tenant.client.graphql(query, { leaseId: other })).json.data.depositReturn).toBeNull();
  });
});
