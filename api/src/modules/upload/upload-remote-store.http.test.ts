import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { startFakeIpfsServices, type FakeIpfsServices } from '../../../test/fake-ipfs-services.js';
import { testUser, type TestUser } from '../../../test/marketplace-fixtures.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';
import * as sample from './upload.fixtures.js';
import { postFile, uploadFile } from '../../../test/upload-client.js';

/**
 * Uploads and downloads through a remote store (a Kubo node plus a pinning service, both the fake of
 * test/fake-ipfs-services.ts). When the store fails or refuses, the answer is 502 STORAGE_UNAVAILABLE (an upstream
 * failure), nothing is recorded, and the upload link stays usable for a retry.
 */
let fake: FakeIpfsServices;
let t: TestApp;
let refusingPins: TestApp;
let landlord: TestUser;
const UNAVAILABLE = { code: 'STORAGE_UNAVAILABLE', message: 'File storage is unavailable right now. Please try again in a moment.' };

beforeAll(async () => {
  fake = await startFakeIpfsServices();
  const storage = { ipfsApiUrl: fake.baseUrl, pinningServiceUrl: fake.baseUrl, pinningServiceToken: 'pin-token' };
  t = await startTestApp({ storage });
  refusingPins = await startTestApp({ storage: { ...storage, pinningServiceToken: 'revoked-token' } }, t.databaseUrl);
  landlord = await testUser(t, 'landlord');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await refusingPins?.close();
  await fake?.close();
});

const storedCount = async () => (await sql<{ n: number }>(t, 'select count(*)::int as n from stored_files where uploaded_by = $1', [landlord.id])).rows[0]!.n;
const photo = () => ({ bytes: sample.png(), name: 'front.png', type: 'image/png' });

describe('uploads to a remote store', () => {
  it('stores through the node and pins the cid (the working path)', async () => {
    const uploaded = await uploadFile(t.url, landlord.client, photo());
    expect(uploaded.status).toBe(201);
    expect(fake.seen.some((request) => request.path === '/pins' && request.body.toString().includes(uploaded.json.data.cid))).toBe(true);
  });

  it('answers 502 STORAGE_UNAVAILABLE when the node fails, records nothing, and the same link works once it is back', async () => {
    const before = await storedCount();
    const presigned = await landlord.client.get('/api/upload/presigned-url');
    fake.failing = true;
    try {
      const failed = await postFile(t.url, landlord.client, presigned.json.url, photo());
      expect(failed.status).toBe(502);
      expect(failed.json).toEqual(UNAVAILABLE);
      expect(await storedCount()).toBe(before);
    } finally {
      fake.failing = false;
    }
    const retried = await postFile(t.url, landlord.client, presigned.json.url, photo());
    expect(retried.status).toBe(201);
    expect(await storedCount()).toBe(before + 1);
  });

  it('answers 502 STORAGE_UNAVAILABLE when the pinning service refuses the pin', async () => {
    const before = await storedCount();
    const refused = await uploadFile(refusingPins.url, landlord.client, photo());
    expect(refused.status).toBe(502);
    expect(refused.json).toEqual(UNAVAILABLE);
    expect(await storedCount()).toBe(before);
  });

  it('answers 502 STORAGE_UNAVAILABLE for a download while the node fails, and 404 stays 404', async () => {
    const uploaded = await uploadFile(t.url, landlord.client, { bytes: sample.jpeg(), name: 'yard.jpg', type: 'image/jpeg' });
    expect(uploaded.status).toBe(201);
    const { cid } = uploaded.json.data;
    // A listing image is public once a listing shows it.
    await sql(t, `insert into properties (title, address, city, province, property_type, bedrooms, bathrooms, monthly_rent, owner_id, images, latitude, longitude)
                  values ('Yard', '1 King St W', 'Toronto', 'ON', 'condo', 1, 1, 2000, $1, array[$2], 43.6532, -79.3832)`, [landlord.id, cid]);
    expect((await fetch(`${t.url}/ipfs/${cid}`)).status).toBe(200);
    fake.failing = true;
    try {
      const failed = await fetch(`${t.url}/ipfs/${cid}`);
      expect(failed.status).toBe(502);
      expect(await failed.json()).toEqual(UNAVAILABLE);
    } finally {
      fake.failing = false;
    }
    expect((await fetch(`${t.url}/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku`)).status).toBe(404);
  });
});
