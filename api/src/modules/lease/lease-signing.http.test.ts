import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import type { HttpClient } from '../../../test/http-client.js';
import { appWithCast, insertProperty, leaseActors, leaseBody } from '../../../test/marketplace-fixtures.js';
import { postFile } from '../../../test/upload-client.js';
import { contentCid } from '../../storage/cid.js';
import { pdfText } from './lease-signing.test-helper.js';

const cast = appWithCast(leaseActors);

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const SIGN_TENANT = { fullName: 'Tia Tenant', consent: true };
const SIGN_LANDLORD = { fullName: 'Lena Landlord', consent: true };

/** A pending lease from the landlord to the tenant (by email) on a fresh listing. */
async function newLease(overrides: Record<string, unknown> = {}): Promise<number> {
  const propertyId = await insertProperty(cast.t, cast.landlord.id, { title: 'Maple Loft' });
  const response = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { rentDueDay: 5, ...overrides }));
  if (response.status !== 201) throw new Error(`lease: ${response.status} ${response.text}`);
  return response.json.id;
}

/** A GET whose answer is bytes (a PDF), as the browser's download does it. */
async function download(client: HttpClient | null, path: string) {
  const response = await fetch(cast.t.url + path, { headers: client ? { cookie: client.cookieHeader() } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const verify = (bytes: Uint8Array, name = 'lease.pdf', type = 'application/pdf') => postFile(cast.t.url, null, '/api/verify', { bytes, name, type });

const sign = (client: HttpClient, leaseId: number, body: unknown) => client.post(`/api/leases/${leaseId}/signatures`, body, { 'user-agent': 'HearthTest/1.0' });

describe('signing a lease, sealing it and verifying the copy', () => {
  it('landlord signs, tenant signs, the sealed copy says who signed what, and verification knows it (a changed byte not)', async () => {
    const id = await newLease();
    const before = await download(cast.landlord.client, `/api/leases/${id}/document?lang=en`);
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toBe('application/pdf');
    expect(before.headers.get('content-disposition')).toBe(`inline; filename="hearth-lease-${id}-en.pdf"`);

    // Case and extra spaces do not matter.
    const landlordSigned = await sign(cast.landlord.client, id, { fullName: '  lena   LANDLORD ', consent: true });
    expect(landlordSigned.status, landlordSigned.text).toBe(201);
    expect(landlordSigned.json).toEqual({
      leaseId: id,
      role: 'landlord',
      fullName: 'lena LANDLORD',
      signedAt: expect.any(String),
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      signingStatus: 'partly_signed',
      signedDocumentCid: null,
    });
    // The landlord signed exactly the English document they could download.
    expect(landlordSigned.json.documentSha256).toBe(sha256(before.bytes));

    // The first signature froze the document: a later change of the listing is not in it.
    await sql(cast.t, `update properties set title = 'Renamed Loft' where id = (select property_id from leases where id = $1)`, [id]);
    const frozen = await download(cast.tenant.client, `/api/leases/${id}/document?lang=en`);
    expect(sha256(frozen.bytes)).toBe(landlordSigned.json.documentSha256);
    expect(await pdfText(frozen.bytes)).toContain('Maple Loft');

    const notSealed = await cast.tenant.client.get(`/api/leases/${id}/signed-document`);
    expect(notSealed.status).toBe(409);
    expect(notSealed.json.code).toBe('LEASE_NOT_SIGNED');

    const tenantSigned = await sign(cast.tenant.client, id, SIGN_TENANT);
    expect(tenantSigned.status, tenantSigned.text).toBe(201);
    expect(tenantSigned.json).toMatchObject({ role: 'tenant', signingStatus: 'signed', signedDocumentCid: expect.stringMatching(/^baf/) });
    expect(tenantSigned.json.documentSha256).toBe(landlordSigned.json.documentSha256);

    const sealed = await download(cast.tenant.client, `/api/leases/${id}/signed-document`);
    expect(sealed.status).toBe(200);
    expect(sealed.headers.get('content-type')).toBe('application/pdf');
    expect(sealed.headers.get('content-disposition')).toBe(`inline; filename="hearth-lease-${id}-signed.pdf"`);
    expect(await contentCid(sealed.bytes)).toBe(tenantSigned.json.signedDocumentCid);
    const text = await pdfText(sealed.bytes);
    for (const printed of ['lena LANDLORD', 'Tia Tenant', landlordSigned.json.documentSha256, 'Maple Loft']) expect(text).toContain(printed);
    expect(text).toMatch(/landlord/i);
    expect(text).toMatch(/tenant/i);

    const valid = await verify(sealed.bytes);
    expect(valid.status).toBe(200);
    expect(valid.json).toEqual({
      valid: true,
      cid: tenantSigned.json.signedDocumentCid,
      leaseId: id,
      signers: [
        { role: 'landlord', name: 'lena LANDLORD', signedAt: landlordSigned.json.signedAt },
        { role: 'tenant', name: 'Tia Tenant', signedAt: tenantSigned.json.signedAt },
      ],
    });

    const tampered = sealed.bytes.slice();
    tampered[Math.floor(tampered.length / 2)]! ^= 0x01;
    const changed = await verify(tampered);
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ valid: false, cid: expect.any(String), signers: [] });
    expect(changed.json.cid).not.toBe(tenantSigned.json.signedDocumentCid);

    // The evidence is kept, and not shown.
    const { rows } = await sql(cast.t, 'select role, user_id, ip_address, user_agent, document_language from lease_signatures where lease_id = $1 order by id', [id]);
    expect(rows).toEqual([
      { role: 'landlord', user_id: cast.landlord.id, ip_address: expect.any(String), user_agent: 'HearthTest/1.0', document_language: 'en' },
      { role: 'tenant', user_id: cast.tenant.id, ip_address: expect.any(String), user_agent: 'HearthTest/1.0', document_language: 'en' },
    ]);
    const listed = (await cast.landlord.client.get(`/api/leases/landlord/${cast.landlord.id}`)).json.find((lease: { id: number }) => lease.id === id);
    expect(listed).toMatchObject({ signingStatus: 'signed', signedDocumentCid: tenantSigned.json.signedDocumentCid, rentDueDay: 5, documentLanguage: 'en' });
    expect(listed.signatures).toEqual(valid.json.signers);
    expect(listed).not.toHaveProperty('documentSnapshot');
  });

  it('tells the other party of a signature, and both of the seal, in-app', async () => {
    const id = await newLease();
    const titles = async (client: HttpClient) => ((await client.get('/api/notifications')).json as Array<{ title: string }>).map((n) => n.title);
    const tenantBefore = (await titles(cast.tenant.client)).length;
    expect((await sign(cast.landlord.client, id, SIGN_LANDLORD)).status).toBe(201);
    expect((await titles(cast.tenant.client)).length).toBe(tenantBefore + 1);
    expect((await titles(cast.tenant.client))[0]).toBe('Lease Signed');
    expect((await sign(cast.tenant.client, id, SIGN_TENANT)).status).toBe(201);
    expect((await titles(cast.tenant.client))[0]).toBe('Lease Fully Signed');
    expect((await titles(cast.landlord.client))[0]).toBe('Lease Fully Signed');
  });

  it("a Québec lease is signed in French whatever the signer's language; the tenant may sign first", async () => {
    const id = await newLease({ quebecLowestRentLast12Months: 1850 });
    await sql(cast.t, `update properties set province = 'QC', city = 'Montréal' where id = (select property_id from leases where id = $1)`, [id]);
    const signed = await sign(cast.tenant.client, id, SIGN_TENANT);
    expect(signed.status, signed.text).toBe(201);
    const { rows } = await sql(cast.t, 'select document_language, signing_status from leases where id = $1', [id]);
    expect(rows[0]).toEqual({ document_language: 'fr', signing_status: 'partly_signed' });
    const french = await download(cast.tenant.client, `/api/leases/${id}/document?lang=fr`);
    expect(sha256(french.bytes)).toBe(signed.json.documentSha256);
  });
});

describe('refusals', () => {
  it('a name that is not the signer’s on the lease: 400 SIGNATURE_NAME_MISMATCH', async () => {
    const id = await newLease();
    for (const [client, name] of [
      [cast.tenant.client, 'Tara Tenant'],
      [cast.landlord.client, 'Tia Tenant'],
    ] as const) {
      const refused = await sign(client, id, { fullName: name, consent: true });
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('SIGNATURE_NAME_MISMATCH');
    }
    expect((await sql(cast.t, 'select count(*)::int as n from lease_signatures where lease_id = $1', [id])).rows[0].n).toBe(0);
  });

  it('without consent (missing, false or not a boolean): 400 CONSENT_REQUIRED; an empty name: 400 VALIDATION_FAILED', async () => {
    const id = await newLease();
    for (const body of [{ fullName: 'Tia Tenant' }, { fullName: 'Tia Tenant', consent: false }, { fullName: 'Tia Tenant', consent: 'yes' }, null]) {
      const refused = await sign(cast.tenant.client, id, body);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('CONSENT_REQUIRED');
    }
    const blank = await sign(cast.tenant.client, id, { fullName: '  ', consent: true });
    expect(blank.status).toBe(400);
    expect(blank.json.code).toBe('VALIDATION_FAILED');
  });

  it('the same party twice: 409 ALREADY_SIGNED', async () => {
    const id = await newLease();
    expect((await sign(cast.tenant.client, id, SIGN_TENANT)).status).toBe(201);
    const again = await sign(cast.tenant.client, id, SIGN_TENANT);
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ALREADY_SIGNED');
  });

  it('a declined, withdrawn, ended or draft lease: 409 LEASE_NOT_SIGNABLE (a draft does not reach the tenant: 404)', async () => {
    const declined = await newLease();
    await cast.tenant.client.post(`/api/leases/${declined}/decline`);
    const withdrawn = await newLease();
    await cast.landlord.client.post(`/api/leases/${withdrawn}/withdraw`);
    const ended = await newLease();
    await sql(cast.t, `update leases set status = 'ended' where id = $1`, [ended]);
    for (const id of [declined, withdrawn, ended]) {
      for (const [client, body] of [
        [cast.tenant.client, SIGN_TENANT],
        [cast.landlord.client, SIGN_LANDLORD],
      ] as const) {
        const refused = await sign(client, id, body);
        expect(refused.status, refused.text).toBe(409);
        expect(refused.json.code).toBe('LEASE_NOT_SIGNABLE');
      }
    }
    const draft = await newLease();
    await sql(cast.t, `update leases set status = 'draft' where id = $1`, [draft]);
    expect((await sign(cast.landlord.client, draft, SIGN_LANDLORD)).json.code).toBe('LEASE_NOT_SIGNABLE');
    expect((await sign(cast.tenant.client, draft, SIGN_TENANT)).status).toBe(404);
  });

  it('non-parties: anonymous 401, another landlord or tenant 404, an admin 403; unknown lease 404, bad id 400', async () => {
    const id = await newLease();
    expect((await cast.anonymous.post(`/api/leases/${id}/signatures`, SIGN_TENANT)).status).toBe(401);
    for (const client of [cast.otherLandlord.client, cast.otherTenant.client]) expect((await sign(client, id, SIGN_TENANT)).status).toBe(404);
    const admin = await sign(cast.admin.client, id, { fullName: 'Ada Admin', consent: true });
    expect(admin.status).toBe(403);
    expect(admin.json.code).toBe('FORBIDDEN');
    expect((await sign(cast.tenant.client, 999_999, SIGN_TENANT)).status).toBe(404);
    expect((await sign(cast.tenant.client, 'x' as unknown as number, SIGN_TENANT)).status).toBe(400);
  });
});

describe('who reads the document and the signed copy', () => {
  it('landlord, tenant and admins; anyone else is refused', async () => {
    const id = await newLease();
    await sign(cast.landlord.client, id, SIGN_LANDLORD);
    await sign(cast.tenant.client, id, SIGN_TENANT);
    for (const path of [`/api/leases/${id}/document`, `/api/leases/${id}/signed-document`]) {
      expect((await download(null, path)).status, path).toBe(401);
      for (const reader of [cast.landlord, cast.tenant, cast.admin]) expect((await download(reader.client, path)).status, `${reader.name} ${path}`).toBe(200);
      for (const outsider of [cast.otherLandlord, cast.otherTenant]) expect((await download(outsider.client, path)).status, `${outsider.name} ${path}`).toBe(404);
    }
  });

  it('a draft is the landlord’s alone; a bad lang is 400', async () => {
    const id = await newLease();
    await sql(cast.t, `update leases set status = 'draft' where id = $1`, [id]);
    expect((await download(cast.tenant.client, `/api/leases/${id}/document`)).status).toBe(404);
    expect((await download(cast.landlord.client, `/api/leases/${id}/document`)).status).toBe(200);
    const bad = await cast.landlord.client.get(`/api/leases/${id}/document?lang=de`);
    expect(bad.status).toBe(400);
    expect(bad.json.code).toBe('VALIDATION_FAILED');
  });

  it("the document is in the reader's language by default, or the one asked", async () => {
    const id = await newLease();
    const english = await download(cast.landlord.client, `/api/leases/${id}/document`);
    const french = await fetch(`${cast.t.url}/api/leases/${id}/document`, { headers: { cookie: cast.landlord.client.cookieHeader(), 'accept-language': 'fr-CA' } });
    expect(french.headers.get('content-disposition')).toContain(`hearth-lease-${id}-fr.pdf`);
    expect(english.headers.get('content-disposition')).toContain(`hearth-lease-${id}-en.pdf`);
  });
});

describe('POST /api/verify', () => {
  it('a file that is not a PDF: 400 NOT_A_PDF; no file: 400; never a 5xx', async () => {
    const text = await verify(new TextEncoder().encode('hello, I am a lease'), 'lease.txt', 'text/plain');
    expect(text.status).toBe(400);
    expect(text.json.code).toBe('NOT_A_PDF');
    expect(text.json.message).toMatch(/not a PDF/);
    expect((await verify(new Uint8Array(0))).json.code).toBe('NOT_A_PDF');
    const wrongField = await postFile(cast.t.url, null, '/api/verify', { bytes: new TextEncoder().encode('%PDF-1.7'), name: 'a.pdf', field: 'document' });
    expect(wrongField.status).toBe(400);
    const json = await cast.anonymous.post('/api/verify', { file: 'x' });
    expect(json.status).toBe(400);
  });

  it('a PDF Hearth never sealed is not valid, and says only its cid', async () => {
    const answer = await verify(new TextEncoder().encode('%PDF-1.7\n% a forged "lawyer-prepared" lease\n%%EOF\n'));
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ valid: false, cid: expect.stringMatching(/^baf/), signers: [] });
  });
});

describe('lease fields', () => {
  it('rentDueDay defaults to 1 and is 1 to 31; the Québec lowest rent is kept for Québec only', async () => {
    const propertyId = await insertProperty(cast.t, cast.landlord.id);
    const plain = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { quebecLowestRentLast12Months: 1800 }));
    expect(plain.status, plain.text).toBe(201);
    expect(plain.json).toMatchObject({ rentDueDay: 1, quebecLowestRentLast12Months: null, signingStatus: 'unsigned', signatures: [], signedDocumentCid: null });
    const late = await cast.landlord.client.post('/api/leases', leaseBody(propertyId, cast.tenant.email, { rentDueDay: 32, startDate: undefined, endDate: undefined }));
    expect(late.status).toBe(400);
    const quebec = await insertProperty(cast.t, cast.landlord.id, { city: 'Montréal' });
    await sql(cast.t, `update properties set province = 'QC' where id = $1`, [quebec]);
    const created = await cast.landlord.client.post('/api/leases', leaseBody(quebec, cast.tenant.email, { rentDueDay: 31, quebecLowestRentLast12Months: 1800 }));
    expect(created.status, created.text).toBe(201);
    expect(created.json).toMatchObject({ rentDueDay: 31, quebecLowestRentLast12Months: 1800 });
  });
});
