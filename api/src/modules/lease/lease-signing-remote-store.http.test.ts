import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { startFakeIpfsServices, type FakeIpfsServices } from '../../../test/fake-ipfs-services.js';
import { insertProperty, leaseBody, testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import { postFile } from '../../../test/upload-client.js';

/**
 * Sealing through a remote store (the fake Kubo node and pinning service): the cid the node gives the sealed copy is
 * the one verification computes; when the node fails, the sealing signature is refused with 502 STORAGE_UNAVAILABLE
 * and not kept, so the tenant signs again once the store is back.
 */
let fake: FakeIpfsServices;
let t: TestApp;
let landlord: TestUser;
let tenant: TestUser;

beforeAll(async () => {
  fake = await startFakeIpfsServices();
  t = await startTestApp({ storage: { ipfsApiUrl: fake.baseUrl, pinningServiceUrl: fake.baseUrl, pinningServiceToken: 'pin-token' } });
  landlord = await testUser(t, 'landlord', { name: 'Remy Remote' });
  tenant = await testUser(t, 'tenant', { name: 'Tia Tenant' });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('sealing into a remote store', () => {
  it('refuses the sealing signature while the node fails, then seals with the cid verification finds', async () => {
    const propertyId = await insertProperty(t, landlord.id);
    const id = (await landlord.client.post('/api/leases', leaseBody(propertyId, tenant.email))).json.id;
    expect((await landlord.client.post(`/api/leases/${id}/signatures`, { fullName: 'Remy Remote', consent: true })).status).toBe(201);

    fake.failing = true;
    try {
      const refused = await tenant.client.post(`/api/leases/${id}/signatures`, { fullName: 'Tia Tenant', consent: true });
      expect(refused.status).toBe(502);
      expect(refused.json.code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      fake.failing = false;
    }
    const { rows } = await sql(t, 'select signing_status, (select count(*)::int from lease_signatures where lease_id = $1) as signatures from leases where id = $1', [id]);
    expect(rows[0]).toEqual({ signing_status: 'partly_signed', signatures: 1 });

    const sealed = await tenant.client.post(`/api/leases/${id}/signatures`, { fullName: 'Tia Tenant', consent: true });
    expect(sealed.status, sealed.text).toBe(201);
    const cid = sealed.json.signedDocumentCid;
    expect(fake.seen.some((request) => request.path === '/pins' && request.body.toString().includes(cid))).toBe(true);

    const download = await fetch(`${t.url}/api/leases/${id}/signed-document`, { headers: { cookie: landlord.client.cookieHeader() } });
    expect(download.status).toBe(200);
    const verified = await postFile(t.url, null, '/api/verify', { bytes: new Uint8Array(await download.arrayBuffer()), name: 'lease.pdf', type: 'application/pdf' });
    expect(verified.json).toMatchObject({ valid: true, cid, leaseId: id });
  });
});
