import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { insertProperty, type TestUser, withTestApp } from '../../../test/marketplace-fixtures.js';
import * as sample from './upload.fixtures.js';
import { uploadFile } from '../../../test/upload-client.js';

const t = withTestApp({ users: { landlord: 'landlord', tenant: 'tenant', stranger: 'tenant', admin: 'admin' } });
const { landlord, tenant, stranger, admin } = t.users;
let anonymous: HttpClient;
beforeAll(async () => {
  anonymous = new HttpClient(t.url);
});

async function upload(who: TestUser, bytes: Buffer, name: string, type: string): Promise<string> {
  const response = await uploadFile(t.url, who.client, { bytes, name, type });
  if (response.status !== 201) throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.json)}`);
  return response.json.data.cid;
}

function rawGet(path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(t.url + '/', { path }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', reject);
  });
}

async function getBytes(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(t.url + path, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('GET /ipfs/:cid', () => {
  it('serves an image inline with its type, nosniff, immutable caching and the cid as ETag', async () => {
    const bytes = sample.png(5000);
    const cid = await upload(landlord, bytes, 'front door.png', 'image/png');
    const response = await getBytes(`/ipfs/${cid}`);
    expect(response.status).toBe(200);
    expect(response.bytes.equals(bytes)).toBe(true);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toBe(`inline; filename="front door.png"; filename*=UTF-8''front%20door.png`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toBe(`"${cid}"`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('5000');
  });

  it('answers a revalidation with 304 and a HEAD with headers only', async () => {
    const cid = await upload(landlord, sample.jpeg(3000), 'b.jpg', 'image/jpeg');
    const cached = await getBytes(`/ipfs/${cid}`, { 'if-none-match': `"${cid}"` });
    expect(cached.status).toBe(304);
    expect(cached.bytes.length).toBe(0);
    const head = await fetch(`${t.url}/ipfs/${cid}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('3000');
    expect(head.headers.get('content-type')).toBe('image/jpeg');
  });

  it('downloads text as an attachment with a UTF-8 charset and an RFC 5987 name', async () => {
    const cid = await upload(tenant, Buffer.from('Règles de la maison\n'), 'règles "maison".txt', 'text/plain');
    const response = await getBytes(`/ipfs/${cid}`, { cookie: tenant.client.cookieHeader() });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="r_gles _maison_.txt"; filename*=UTF-8''r%C3%A8gles%20%22maison%22.txt`,
    );
  });

  it('serves byte ranges of a video (206, Content-Range) across chunk boundaries, and 416 outside the file', async () => {
    const bytes = sample.mp4(700_000);
    const cid = await upload(landlord, bytes, 'tour.mp4', 'video/mp4');

    const middle = await getBytes(`/ipfs/${cid}`, { range: 'bytes=262100-262299' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 262100-262299/700000');
    expect(middle.headers.get('content-length')).toBe('200');
    expect(middle.headers.get('content-type')).toBe('video/mp4');
    expect(middle.bytes.equals(bytes.subarray(262100, 262300))).toBe(true);

    const tail = await getBytes(`/ipfs/${cid}`, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(tail.headers.get('content-range')).toBe('bytes 699900-699999/700000');
    expect(tail.bytes.equals(bytes.subarray(699900))).toBe(true);

    const open = await getBytes(`/ipfs/${cid}`, { range: 'bytes=600000-' });
    expect(open.status).toBe(206);
    expect(open.bytes.equals(bytes.subarray(600000))).toBe(true);

    const outside = await getBytes(`/ipfs/${cid}`, { range: 'bytes=700000-' });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe('bytes */700000');

    const whole = await getBytes(`/ipfs/${cid}`);
    expect(whole.status).toBe(200);
    expect(whole.bytes.equals(bytes)).toBe(true);
  });

  it('serves the same file by its CIDv0 spelling', async () => {
    const bytes = sample.png(300);
    const cid = await upload(landlord, bytes, 'a.png', 'image/png');
    const { CID } = await import('multiformats/cid');
    // A raw-leaf cid has no v0 form; a dag-pb (multi-chunk) one does.
    const video = await upload(landlord, sample.mp4(300_000), 'b.mp4', 'video/mp4');
    const v0 = CID.parse(video).toV0().toString();
    expect(v0).toMatch(/^Qm/);
    expect((await getBytes(`/ipfs/${v0}`)).status).toBe(200);
    expect((await getBytes(`/ipfs/${cid}`)).status).toBe(200);
  });

  it.each([
    ['/ipfs/not-a-cid', 400],
    ['/ipfs/..%2F..%2Fetc%2Fpasswd', 400],
    ['/ipfs/%2e%2e', 400],
    ['/ipfs/%2e%2e%2f%2e%2e%2fdata%2fblocks', 400],
    ['/ipfs/bafkrei%00', 400],
    ['/ipfs/QmNotACid', 400],
    [`/ipfs/${'b'.repeat(300)}`, 414],
    ['/ipfs/../../etc/passwd', 404],
    ['/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku/../x', 404],
    ['/ipfs/bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku', 404],
  ])('answers %s with %i, never a 5xx', async (path, status) => {
    // Sent byte for byte: fetch would normalise dot segments before they reach the server.
    const response = await rawGet(path);
    expect(response.status).toBe(status);
    expect(JSON.parse(response.body).code).toBeTruthy();
  });
});

describe('private documents', () => {
  let cid: string;
  let tenantEmail: string;
  beforeAll(async () => {
    cid = await upload(landlord, sample.pdf('Signed lease'), 'lease.pdf', 'application/pdf');
    const propertyId = await insertProperty(t, landlord.id);
    const { rows } = await sql(
      t,
      `insert into documents (name, type, ipfs_hash, property_id, uploaded_by, accessible_to)
       values ('lease.pdf', 'lease-agreement', $1, $2, $3, $4) returning id`,
      [cid, propertyId, landlord.id, [String(landlord.id)]],
    );
    tenantEmail = (await sql(t, 'select email from users where id = $1', [tenant.id])).rows[0].email;
    await sql(
      t,
      `insert into leases (property_id, landlord_id, tenant_name, tenant_email, monthly_rent, status, document_id)
       values ($1, $2, 'Tom Tenant', upper($3), 2500, 'pending', $4)`,
      [propertyId, landlord.id, tenantEmail, rows[0].id],
    );
  });

  it('asks anonymous callers to sign in', async () => {
    const response = await anonymous.get(`/ipfs/${cid}`);
    expect(response.status).toBe(401);
    expect(response.json.message).toBe('Authentication required');
  });

  it('refuses signed-in users with no part in it, even with a forged x-user-id', async () => {
    const response = await stranger.client.get(`/ipfs/${cid}`, { 'x-user-id': String(landlord.id) });
    expect(response.status).toBe(403);
  });

  it("serves the owner, the lease's tenant (matched by email) and admins, never cached publicly", async () => {
    for (const who of [landlord, tenant, admin]) {
      const response = await who.client.get(`/ipfs/${cid}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.text).toContain('Signed lease');
    }
  });

  it('becomes public when a document citing it is marked public', async () => {
    await sql(t, `update documents set accessible_to = array_append(accessible_to, 'public') where ipfs_hash = $1`, [cid]);
    const response = await anonymous.get(`/ipfs/${cid}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('keeps an uploaded document no document cites yet with its uploader alone (a rental profile file, say): not admins', async () => {
    const draft = await upload(tenant, sample.pdf('Draft'), 'draft.pdf', 'application/pdf');
    expect((await anonymous.get(`/ipfs/${draft}`)).status).toBe(401);
    expect((await stranger.client.get(`/ipfs/${draft}`)).status).toBe(403);
    expect((await tenant.client.get(`/ipfs/${draft}`)).status).toBe(200);
    expect((await admin.client.get(`/ipfs/${draft}`)).status).toBe(403);
  });
});
