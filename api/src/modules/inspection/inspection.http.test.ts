import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { appWithCast, day, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';
import { flat, pdfText } from '../../../test/pdf-text.js';
import { postFile } from '../../../test/upload-client.js';
import { contentCid } from '../../storage/cid.js';

const cast = appWithCast(leaseActors);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const SIGN_TENANT = { fullName: 'Tia Tenant', consent: true };
const SIGN_LANDLORD = { fullName: 'Lena Landlord', consent: true };

const MOVE_IN = {
  kind: 'move-in',
  rooms: [
    { name: 'Kitchen', items: [{ name: 'Fridge', condition: 'good' }, { name: 'Counters', condition: 'fair', note: 'Small chip by the sink' }] },
    { name: 'Bedroom', items: [{ name: 'Walls', condition: 'good' }, { name: 'Blinds', condition: 'good' }] },
  ],
};
const MOVE_OUT = {
  kind: 'move-out',
  rooms: [
    { name: 'Kitchen', items: [{ name: 'fridge', condition: 'good' }, { name: 'Counters', condition: 'damaged', note: 'Burn mark' }] },
    { name: 'Bedroom', items: [{ name: 'Walls', condition: 'good' }, { name: 'Blinds', condition: 'missing' }] },
  ],
};

/** A lease from the landlord to the tenant on a fresh listing in `province`; `active` once the tenant accepted it. */
async function newLease(province = 'ON', { active = false, overrides = {} }: { active?: boolean; overrides?: Record<string, unknown> } = {}): Promise<number> {
  const propertyId = await insertProperty(cast.t, cast.landlord.id, { title: 'Maple Loft' });
  await sql(cast.t, 'update properties set province = $1 where id = $2', [province, propertyId]);
  const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, overrides));
  if (response.status !== 201) throw new Error(`lease: ${response.status} ${response.text}`);
  if (active) {
    const accepted = await cast.tenant.client.post(`/api/leases/${response.json.id}/accept`);
    if (accepted.status !== 200) throw new Error(`accept: ${accepted.status} ${accepted.text}`);
  }
  return response.json.id;
}

const create = (client: HttpClient, leaseId: number, body: unknown) => client.post(`/api/leases/${leaseId}/inspections`, body);
const sign = (client: HttpClient, id: number, body: unknown) => client.post(`/api/inspections/${id}/signatures`, body, { 'user-agent': 'HearthTest/1.0' });

async function download(client: HttpClient | null, path: string) {
  const response = await fetch(cast.t.url + path, { headers: client ? { cookie: client.cookieHeader() } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A report both parties signed. */
async function sealed(leaseId: number, body: unknown): Promise<number> {
  const created = await create(cast.landlord.client, leaseId, body);
  expect(created.status, created.text).toBe(201);
  expect((await sign(cast.landlord.client, created.json.id, SIGN_LANDLORD)).status).toBe(201);
  expect((await sign(cast.tenant.client, created.json.id, SIGN_TENANT)).status).toBe(201);
  return created.json.id;
}

describe('recording an inspection report', () => {
  it('the landlord records a move-in report; both parties and admins read it, outsiders learn nothing', async () => {
    const leaseId = await newLease();
    const created = await create(cast.landlord.client, leaseId, MOVE_IN);
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({
      id: expect.any(Number),
      leaseId,
      kind: 'move-in',
      createdBy: cast.landlord.id,
      createdByRole: 'landlord',
      signingStatus: 'unsigned',
      signedDocumentCid: null,
      signatures: [],
      changesSinceMoveIn: null,
    });
    expect(created.json.rooms[0]).toEqual({ name: 'Kitchen', items: [{ name: 'Fridge', condition: 'good', note: null }, { name: 'Counters', condition: 'fair', note: 'Small chip by the sink' }] });
    expect(created.json).not.toHaveProperty('documentSnapshot');

    const id = created.json.id;
    for (const client of [cast.tenant.client, cast.admin.client, cast.landlord.client]) {
      expect((await client.get(`/api/inspections/${id}`)).json.id).toBe(id);
      expect((await client.get(`/api/leases/${leaseId}/inspections`)).json.map((one: { id: number }) => one.id)).toEqual([id]);
    }
    for (const client of [cast.otherLandlord.client, cast.otherTenant.client]) {
      const read = await client.get(`/api/inspections/${id}`);
      expect(read.status).toBe(404);
      expect(read.json.code).toBe('NOT_FOUND');
      expect((await client.get(`/api/leases/${leaseId}/inspections`)).status).toBe(404);
      expect((await create(client, leaseId, MOVE_IN)).status).toBe(404);
      expect((await sign(client, id, SIGN_TENANT)).status).toBe(404);
      expect((await download(client, `/api/inspections/${id}/document`)).status).toBe(404);
    }
    expect((await download(null, `/api/inspections/${id}/document`)).status).toBe(401);
    expect((await cast.landlord.client.get('/api/inspections/999999')).status).toBe(404);
    expect((await cast.landlord.client.get('/api/inspections/abc')).status).toBe(400);
    // An admin reads, and neither records nor signs.
    expect((await create(cast.admin.client, leaseId, MOVE_OUT)).status).toBe(403);
    expect((await sign(cast.admin.client, id, SIGN_LANDLORD)).status).toBe(403);
  });

  it('refuses a wrong kind, no rooms, a room without items, a bad condition, duplicate names: 400 with a message', async () => {
    const leaseId = await newLease();
    const cases: Array<[unknown, string]> = [
      [{ ...MOVE_IN, kind: 'midterm' }, "kind must be 'move-in' or 'move-out'."],
      [{ kind: 'move-in' }, 'Add at least one room to the report.'],
      [{ ...MOVE_IN, rooms: [] }, 'Add at least one room to the report.'],
      [{ ...MOVE_IN, rooms: [{ name: 'Kitchen', items: [] }] }, 'Add at least one item to each room.'],
      [{ ...MOVE_IN, rooms: [{ name: 'Kitchen', items: [{ name: 'Fridge', condition: 'broken' }] }] }, "condition must be 'good', 'fair', 'damaged' or 'missing'."],
      [{ ...MOVE_IN, rooms: [{ name: ' ', items: [{ name: 'Fridge', condition: 'good' }] }] }, 'Room name is required.'],
      [{ ...MOVE_IN, rooms: [{ name: 'Kitchen', items: [{ name: 'Fridge', condition: 'good' }, { name: 'FRIDGE', condition: 'fair' }] }] }, 'Each item of a room needs its own name.'],
      [{ ...MOVE_IN, photos: [] }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await create(cast.landlord.client, leaseId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.code).toBe('VALIDATION_FAILED');
      if (message) expect(response.text).toContain(message);
    }
    expect((await cast.landlord.client.get(`/api/leases/${leaseId}/inspections`)).json).toEqual([]);
  });

  it('one report of each kind per lease (409); a move-out report needs a lease in force or ended (409)', async () => {
    const pending = await newLease();
    expect((await create(cast.landlord.client, pending, MOVE_IN)).status).toBe(201);
    const again = await create(cast.landlord.client, pending, MOVE_IN);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'INSPECTION_EXISTS', message: 'This lease already has a move-in report.' });
    const early = await create(cast.landlord.client, pending, MOVE_OUT);
    expect(early.status).toBe(409);
    expect(early.json.code).toBe('LEASE_NOT_INSPECTABLE');
  });

  it('the tenant records a report where the province lets them (Ontario), not where the landlord must (British Columbia, RTB-27)', async () => {
    const ontario = await newLease('ON');
    const byTenant = await create(cast.tenant.client, ontario, MOVE_IN);
    expect(byTenant.status, byTenant.text).toBe(201);
    expect(byTenant.json).toMatchObject({ createdBy: cast.tenant.id, createdByRole: 'tenant' });

    const bc = await newLease('BC');
    const refused = await create(cast.tenant.client, bc, MOVE_IN);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('FORBIDDEN');
    expect(refused.json.message).toBe(
      'In British Columbia, the landlord completes the condition inspection report (Condition Inspection Report (RTB-27)): ask your landlord to record it, then sign it here.',
    );
    const french = await cast.tenant.client.post(`/api/leases/${bc}/inspections`, MOVE_IN, { 'accept-language': 'fr-CA' });
    expect(french.json.message).toMatch(/^En Colombie-Britannique/);
    expect((await create(cast.landlord.client, bc, MOVE_IN)).status).toBe(201);
  });

  it('Alberta: a report outside the week around the move-in day is refused (409 INSPECTION_OUT_OF_WINDOW)', async () => {
    const late = await newLease('AB', { overrides: { startDate: day(10) } });
    const refused = await create(cast.landlord.client, late, MOVE_IN);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'INSPECTION_OUT_OF_WINDOW', day: day(10) });
    expect(refused.json.message).toContain('In Alberta, the move-in report is made within 7 days');
    const soon = await newLease('AB', { overrides: { startDate: day(5) } });
    expect((await create(cast.landlord.client, soon, MOVE_IN)).status).toBe(201);
  });
});

describe('signing an inspection report exactly as a lease', () => {
  it('consent, the typed name, once per party; the second signature seals it and /api/verify knows the copy', async () => {
    const leaseId = await newLease();
    const id = (await create(cast.landlord.client, leaseId, MOVE_IN)).json.id;
    const before = await download(cast.landlord.client, `/api/inspections/${id}/document?lang=en`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('application/pdf');
    expect(before.headers.get('content-disposition')).toBe(`inline; filename="hearth-inspection-${id}-en.pdf"`);

    const noConsent = await sign(cast.landlord.client, id, { fullName: 'Lena Landlord' });
    expect(noConsent.status).toBe(400);
    expect(noConsent.json).toMatchObject({ code: 'CONSENT_REQUIRED', message: 'Please confirm that you agree to sign this inspection report electronically.' });
    const mismatch = await sign(cast.landlord.client, id, { fullName: 'Somebody Else', consent: true });
    expect(mismatch.status).toBe(400);
    expect(mismatch.json).toMatchObject({ code: 'SIGNATURE_NAME_MISMATCH', message: 'Type your full name as the lease names you: Lena Landlord.' });

    const landlordSigned = await sign(cast.landlord.client, id, { fullName: ' lena  LANDLORD ', consent: true });
    expect(landlordSigned.status, landlordSigned.text).toBe(201);
    expect(landlordSigned.json).toEqual({
      inspectionId: id,
      role: 'landlord',
      fullName: 'lena LANDLORD',
      signedAt: expect.any(String),
      documentSha256: sha256(before.bytes),
      signingStatus: 'partly_signed',
      signedDocumentCid: null,
    });
    const twice = await sign(cast.landlord.client, id, SIGN_LANDLORD);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe('ALREADY_SIGNED');
    const notYet = await cast.tenant.client.get(`/api/inspections/${id}/signed-document`);
    expect(notYet.status).toBe(409);
    expect(notYet.json.code).toBe('INSPECTION_NOT_SIGNED');

    const tenantSigned = await sign(cast.tenant.client, id, SIGN_TENANT);
    expect(tenantSigned.status, tenantSigned.text).toBe(201);
    expect(tenantSigned.json).toMatchObject({ role: 'tenant', signingStatus: 'signed', signedDocumentCid: expect.stringMatching(/^baf/), documentSha256: landlordSigned.json.documentSha256 });
    expect((await sign(cast.tenant.client, id, SIGN_TENANT)).status).toBe(409);

    const copy = await download(cast.tenant.client, `/api/inspections/${id}/signed-document`);
    expect(copy.status).toBe(200);
    expect(await contentCid(copy.bytes)).toBe(tenantSigned.json.signedDocumentCid);
    const text = flat(await pdfText(copy.bytes));
    for (const printed of ['Move-in condition inspection report', 'Signature page', 'lena LANDLORD', 'Tia Tenant', landlordSigned.json.documentSha256, 'sealed Hearth inspection report']) {
      expect(text).toContain(printed);
    }

    const verified = await postFile(cast.t.url, null, '/api/verify', { bytes: copy.bytes, name: 'report.pdf', type: 'application/pdf' });
    expect(verified.json).toEqual({
      valid: true,
      cid: tenantSigned.json.signedDocumentCid,
      leaseId,
      inspectionId: id,
      signers: [
        { role: 'landlord', name: 'lena LANDLORD', signedAt: landlordSigned.json.signedAt },
        { role: 'tenant', name: 'Tia Tenant', signedAt: tenantSigned.json.signedAt },
      ],
    });
    const read = await cast.tenant.client.get(`/api/inspections/${id}`);
    expect(read.json).toMatchObject({ signingStatus: 'signed', signatures: verified.json.signers });
    const { rows } = await sql(cast.t, 'select role, user_agent from inspection_signatures where inspection_id = $1 order by id', [id]);
    expect(rows).toEqual([
      { role: 'landlord', user_agent: 'HearthTest/1.0' },
      { role: 'tenant', user_agent: 'HearthTest/1.0' },
    ]);
  });
});

describe('move-out against the signed move-in report', () => {
  it('names every item whose condition changed, in the JSON and in the PDF in both languages', async () => {
    const leaseId = await newLease('ON', { active: true });
    const moveOutFirst = await create(cast.landlord.client, leaseId, MOVE_OUT);
    expect(moveOutFirst.status).toBe(201);
    // No signed move-in report yet: nothing to compare with.
    expect(moveOutFirst.json.changesSinceMoveIn).toBeNull();
    const noMoveIn = flat(await pdfText((await download(cast.landlord.client, `/api/inspections/${moveOutFirst.json.id}/document?lang=en`)).bytes));
    expect(noMoveIn).toContain('There is no move-in report signed by both parties to compare this report with.');

    await sealed(leaseId, MOVE_IN);
    const changes = [
      { room: 'Kitchen', item: 'Counters', before: 'fair', after: 'damaged' },
      { room: 'Bedroom', item: 'Blinds', before: 'good', after: 'missing' },
    ];
    expect((await cast.tenant.client.get(`/api/inspections/${moveOutFirst.json.id}`)).json.changesSinceMoveIn).toEqual(changes);

    const english = flat(await pdfText((await download(cast.tenant.client, `/api/inspections/${moveOutFirst.json.id}/document?lang=en`)).bytes));
    for (const printed of ['Move-out condition inspection report', 'Changes since the move-in report', 'Kitchen · Counters', 'Fair (normal wear) → Damaged', 'Bedroom · Blinds', 'Good → Missing', 'Burn mark', 'Tia Tenant', 'Lena Landlord']) {
      expect(english).toContain(printed);
    }
    expect(english).toContain('In Ontario, no inspection report is required by law');
    const french = flat(await pdfText((await download(cast.tenant.client, `/api/inspections/${moveOutFirst.json.id}/document?lang=fr`)).bytes));
    for (const printed of ['Rapport d’inspection à la sortie', 'Changements depuis le rapport d’entrée', 'Passable (usure normale) → Endommagé', 'Bon → Manquant']) expect(french).toContain(printed);

    // Once signed, the report says what it said when the first party signed.
    expect((await sign(cast.landlord.client, moveOutFirst.json.id, SIGN_LANDLORD)).status).toBe(201);
    expect((await cast.landlord.client.get(`/api/leases/${leaseId}/inspections`)).json.map((one: { kind: string }) => one.kind)).toEqual(['move-in', 'move-out']);
  });

  it('is signed only once the move-in report is signed by both (409 MOVE_IN_REPORT_NOT_SIGNED): it would never compare', async () => {
    const leaseId = await newLease('ON', { active: true });
    const moveIn = await create(cast.landlord.client, leaseId, MOVE_IN);
    const moveOut = await create(cast.landlord.client, leaseId, MOVE_OUT);
    const early = await sign(cast.landlord.client, moveOut.json.id, SIGN_LANDLORD);
    expect([early.status, early.json.code, early.json.message]).toEqual([409, 'MOVE_IN_REPORT_NOT_SIGNED', 'Both parties sign the move-in report first: the move-out report is compared with it.']);
    expect((await sign(cast.landlord.client, moveIn.json.id, SIGN_LANDLORD)).status).toBe(201);
    // Half signed is not signed: the move-out report still waits.
    expect((await sign(cast.landlord.client, moveOut.json.id, SIGN_LANDLORD)).status).toBe(409);
    expect((await sign(cast.tenant.client, moveIn.json.id, SIGN_TENANT)).status).toBe(201);
    const signed = await sign(cast.landlord.client, moveOut.json.id, SIGN_LANDLORD);
    expect(signed.status).toBe(201);
    expect((await cast.landlord.client.get(`/api/inspections/${moveOut.json.id}`)).json.changesSinceMoveIn).toHaveLength(2);
  });

  it('a Québec report is French first, whatever the language asked; the province rule is printed (British Columbia)', async () => {
    const quebec = await newLease('QC');
    const id = (await create(cast.landlord.client, quebec, MOVE_IN)).json.id;
    const text = flat(await pdfText((await download(cast.landlord.client, `/api/inspections/${id}/document?lang=en`)).bytes));
    expect(text.indexOf('Rapport d’inspection à l’entrée')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('Rapport d’inspection à l’entrée')).toBeLessThan(text.indexOf('Kitchen'));
    expect(text).toContain('Good');

    const bc = await newLease('BC');
    const bcId = (await create(cast.landlord.client, bc, MOVE_IN)).json.id;
    const bcText = flat(await pdfText((await download(cast.landlord.client, `/api/inspections/${bcId}/document?lang=en`)).bytes));
    expect(bcText).toContain('RTB-27');
    expect(bcText).toContain('Without a move-in report, the landlord may not claim damage against the deposit.');
  });
});
