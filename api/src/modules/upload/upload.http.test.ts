import { describe, expect, it } from 'vitest';
import { expectAuthenticationRequired, sql } from '../../../test/auth-helpers.js';
import { HttpClient } from '../../../test/http-client.js';
import { testUser, withTestApp } from '../../../test/marketplace-fixtures.js';
import * as sample from './upload.fixtures.js';
import { postFile, uploadFile } from '../../../test/upload-client.js';

const t = withTestApp({ users: { landlord: 'landlord', tenant: 'tenant' } });
const { landlord, tenant } = t.users;

const MB = 1024 * 1024;

describe('GET /api/upload/presigned-url', () => {
  it('refuses anonymous callers with 401 Authentication required', async () => {
    const response = await new HttpClient(t.url).get('/api/upload/presigned-url');
    expectAuthenticationRequired(response);
  });

  it('hands out a same-origin single-use URL, stored only as a hash, expiring in 10 minutes', async () => {
    const response = await landlord.client.get('/api/upload/presigned-url');
    expect(response.status).toBe(200);
    const { url } = response.json;
    expect(url).toMatch(/^\/api\/upload\/[A-Za-z0-9_-]{43}$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = url.split('/').pop();
    const { rows } = await sql(t, `select token_hash, user_id, extract(epoch from expires_at - created_at) as ttl from single_use_tokens where user_id = $1 and purpose like 'upload%'`, [landlord.id]);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
    expect(rows.every((row) => Math.round(Number(row.ttl)) === 600)).toBe(true);
  });

  it('caps the links one user may hold open (429)', async () => {
    const hoarder = await testUser(t, 'tenant');
    await sql(
      t,
      `insert into single_use_tokens (token_hash, user_id, purpose, expires_at) select 'h' || g, $1, 'upload', now() + interval '5 minutes' from generate_series(1, 60) g`,
      [hoarder.id],
    );
    const response = await hoarder.client.get('/api/upload/presigned-url');
    expect(response.status).toBe(429);
    expect(response.json.code).toBe('RATE_LIMITED');
    await sql(t, `update single_use_tokens set expires_at = now() - interval '1 second' where user_id = $1 and purpose like 'upload%'`, [hoarder.id]);
    expect((await hoarder.client.get('/api/upload/presigned-url')).status).toBe(200);
  });

  it('refuses an unknown purpose with 400', async () => {
    const response = await landlord.client.get('/api/upload/presigned-url?purpose=anything');
    expect(response.status).toBe(400);
    expect(response.json.code).toBe('VALIDATION_FAILED');
  });
});

describe('POST to the presigned URL', () => {
  it('stores the file and answers {data: {cid, id, name, size, mimeType}} with the Kubo cid of the bytes', async () => {
    const bytes = new TextEncoder().encode('hello world\n');
    const response = await uploadFile(t.url, landlord.client, { bytes, name: 'notes.txt', type: 'text/plain' });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      data: { cid: 'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4', id: expect.any(Number), name: 'notes.txt', size: 12, mimeType: 'text/plain' },
    });
    const { rows } = await sql(t, 'select cid, name, size, mime_type, category, uploaded_by from stored_files where id = $1', [response.json.data.id]);
    expect(rows[0]).toEqual({ cid: response.json.data.cid, name: 'notes.txt', size: 12, mime_type: 'text/plain', category: 'document', uploaded_by: landlord.id });
  });

  it('accepts each supported kind and records its category', async () => {
    const cases = [
      [sample.png(), 'photo.png', 'image/png', 'image/png', 'image'],
      [sample.jpeg(), 'photo.jpg', 'image/jpeg', 'image/jpeg', 'image'],
      [sample.mp4(4096), 'tour.mp4', 'video/mp4', 'video/mp4', 'video'],
      [sample.pdf(), 'lease.pdf', 'application/pdf', 'application/pdf', 'document'],
      [sample.docx(), 'lease.docx', '', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'document'],
      [sample.doc(), 'lease.doc', 'application/msword', 'application/msword', 'document'],
      [sample.rtf(), 'lease.rtf', 'text/rtf', 'application/rtf', 'document'],
    ] as const;
    for (const [bytes, name, declared, stored, category] of cases) {
      const response = await uploadFile(t.url, tenant.client, { bytes, name, type: declared });
      expect(response.status, name).toBe(201);
      expect(response.json.data.mimeType).toBe(stored);
      const { rows } = await sql(t, 'select category from stored_files where id = $1', [response.json.data.id]);
      expect(rows[0].category).toBe(category);
    }
  });

  it('is single use: a second POST to the same URL is refused', async () => {
    const { json } = await landlord.client.get('/api/upload/presigned-url');
    expect((await postFile(t.url, landlord.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' })).status).toBe(201);
    const again = await postFile(t.url, landlord.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' });
    expect(again.status).toBe(400);
    expect(again.json).toEqual({ code: 'INVALID_TOKEN', message: 'This upload link has already been used. Request a new one.' });
  });

  it('lets exactly one of two simultaneous POSTs to the same URL through', async () => {
    const { json } = await landlord.client.get('/api/upload/presigned-url');
    const results = await Promise.all(
      [sample.png(2000), sample.jpeg(2000)].map((bytes, index) =>
        postFile(t.url, landlord.client, json.url, { bytes, name: index ? 'a.jpg' : 'a.png', type: index ? 'image/jpeg' : 'image/png' }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([201, 400]);
  });

  it('refuses an expired URL', async () => {
    const { json } = await landlord.client.get('/api/upload/presigned-url');
    await sql(t, `update single_use_tokens set expires_at = now() - interval '1 second' where user_id = $1 and purpose like 'upload%' and used_at is null`, [landlord.id]);
    const response = await postFile(t.url, landlord.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('This upload link has expired. Request a new one.');
  });

  it("refuses another user's URL (403) and anonymous uploads (401), and stores nothing", async () => {
    const { json } = await landlord.client.get('/api/upload/presigned-url');
    const before = (await sql(t, 'select count(*)::int as n from stored_files')).rows[0].n;
    const stolen = await postFile(t.url, tenant.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' });
    expect(stolen.status).toBe(403);
    expect(stolen.json.code).toBe('FORBIDDEN');
    const anonymous = await postFile(t.url, null, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json.message).toBe('Authentication required');
    expect((await sql(t, 'select count(*)::int as n from stored_files')).rows[0].n).toBe(before);
    // The owner can still use it.
    expect((await postFile(t.url, landlord.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' })).status).toBe(201);
  });

  it('answers malformed and unknown tokens with 400', async () => {
    for (const token of ['nope', 'x'.repeat(43)]) {
      const response = await postFile(t.url, landlord.client, `/api/upload/${token}`, { bytes: sample.png(), name: 'a.png', type: 'image/png' });
      expect(response.status).toBe(400);
      expect(response.json.message).toBe('This upload link is not valid.');
    }
  });

  it('answers malformed multipart bodies and extra files with a 4xx or a stored first file, never a 5xx', async () => {
    const post = async (body: string | FormData, contentType?: string) => {
      const { json } = await landlord.client.get('/api/upload/presigned-url');
      const headers: Record<string, string> = { cookie: landlord.client.cookieHeader() };
      if (contentType) headers['content-type'] = contentType;
      const response = await fetch(t.url + json.url, { method: 'POST', body, headers });
      return response.status;
    };
    expect(await post('--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc', 'multipart/form-data; boundary=x')).toBeLessThan(500);
    expect(await post('garbage', 'multipart/form-data; boundary=x')).toBeLessThan(500);
    expect(await post('garbage', 'multipart/form-data')).toBeLessThan(500);
    expect(await post('garbage', 'application/octet-stream')).toBe(415);
    const two = new FormData();
    two.append('file', new Blob([sample.png() as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png');
    two.append('file', new Blob([sample.png() as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'b.png');
    expect(await post(two)).toBeLessThan(500);
    const fieldsOnly = new FormData();
    fieldsOnly.append('note', 'no file here');
    expect(await post(fieldsOnly)).toBe(400);
  });

  it('wants the file in a multipart field named file', async () => {
    const { json } = await landlord.client.get('/api/upload/presigned-url');
    const wrongField = await postFile(t.url, landlord.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png', field: 'upload' });
    expect(wrongField.status).toBe(400);
    const notMultipart = await landlord.client.post(json.url, { file: 'abc' });
    expect(notMultipart.status).toBe(400);
    expect(notMultipart.json.message).toBe('Send the file as multipart/form-data in a field named file.');
  });
});

describe('content checks by magic bytes', () => {
  const refusals = [
    ['SVG named .png', sample.svg(), 'logo.png', 'image/png'],
    ['SVG as itself', sample.svg(), 'logo.svg', 'image/svg+xml'],
    ['HTML named .png', sample.html(), 'photo.png', 'image/png'],
    ['HTML claimed as text/plain', sample.html(), 'notes.txt', 'text/plain'],
    ['an executable named .png', sample.exe(), 'photo.png', 'image/png'],
    ['an executable named .pdf', sample.exe(), 'lease.pdf', 'application/pdf'],
    ['a zip archive', sample.plainZip(), 'docs.zip', 'application/zip'],
    ['a zip archive named .docx', sample.plainZip(), 'lease.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['a non-Word Office container named .doc', sample.doc(false), 'setup.doc', 'application/msword'],
    ['a JPEG declared as PNG', sample.jpeg(), 'photo.png', 'image/png'],
    ['a PNG named .pdf', sample.png(), 'lease.pdf', 'application/octet-stream'],
    ['a PDF named .html', sample.pdf(), 'page.html', 'application/pdf'],
    ['binary bytes claimed as text', Buffer.from([0x41, 0x00, 0x42]), 'a.txt', 'text/plain'],
    ['non-UTF-8 text', Buffer.from([0x48, 0xe9, 0x6c, 0x6c, 0x6f]), 'a.txt', 'text/plain'],
    ['unknown bytes without a text claim', Buffer.from('just some words'), 'a.bin', 'application/octet-stream'],
  ] as const;

  it.each(refusals)('refuses %s with 415 Unsupported File Type and the supported list', async (_label, bytes, name, type) => {
    const response = await uploadFile(t.url, tenant.client, { bytes, name, type });
    expect(response.status).toBe(415);
    expect(response.json).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported File Type' });
    expect(response.json.supportedTypes).toEqual(['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF', 'MP4', 'WebM', 'QuickTime (MOV)', 'PDF', 'DOCX', 'DOC', 'RTF', 'TXT']);
  });

  it('keeps the URL usable after a refused file, so the user can pick another', async () => {
    const { json } = await tenant.client.get('/api/upload/presigned-url');
    expect((await postFile(t.url, tenant.client, json.url, { bytes: sample.exe(), name: 'a.png', type: 'image/png' })).status).toBe(415);
    expect((await postFile(t.url, tenant.client, json.url, { bytes: sample.png(), name: 'a.png', type: 'image/png' })).status).toBe(201);
  });

  it('narrows accepted kinds with ?purpose=contract (PDF, DOC, DOCX, TXT, RTF)', async () => {
    const image = await uploadFile(t.url, landlord.client, { bytes: sample.png(), name: 'a.png', type: 'image/png' }, 'contract');
    expect(image.status).toBe(415);
    expect(image.json.supportedTypes).toEqual(['PDF', 'DOCX', 'DOC', 'RTF', 'TXT']);
    const contract = await uploadFile(t.url, landlord.client, { bytes: sample.pdf(), name: 'lease.pdf', type: 'application/pdf' }, 'contract');
    expect(contract.status).toBe(201);
  });
});

describe('size caps', () => {
  it('refuses an image over 10 MB with 413 and a clear message', async () => {
    const response = await uploadFile(t.url, tenant.client, { bytes: sample.png(10 * MB + 1), name: 'big.png', type: 'image/png' });
    expect(response.status).toBe(413);
    expect(response.json).toEqual({ code: 'PAYLOAD_TOO_LARGE', message: 'Images can be at most 10 MB; this file is 10.1 MB.', maxBytes: 10 * MB });
  });

  it('stops reading at the purpose cap (10 MB for contracts)', async () => {
    const response = await uploadFile(t.url, landlord.client, { bytes: sample.pdf('x'.repeat(10 * MB)), name: 'lease.pdf', type: 'application/pdf' }, 'contract');
    expect(response.status).toBe(413);
    expect(response.json.message).toBe('The file is larger than 10 MB, the most this upload accepts.');
  });

  it('accepts a 12 MB video (videos may be up to 200 MB)', async () => {
    const response = await uploadFile(t.url, landlord.client, { bytes: sample.mp4(12 * MB), name: 'tour.mp4', type: 'video/mp4' });
    expect(response.status).toBe(201);
    expect(response.json.data.size).toBe(12 * MB);
  });

  it('keeps the 1 MB JSON body limit on ordinary routes', async () => {
    const response = await landlord.client.post('/api/auth/login', { email: 'a@b.ca', role: 'x'.repeat(2 * MB) });
    expect(response.status).toBe(413);
  });

  it('refuses an empty file', async () => {
    const response = await uploadFile(t.url, tenant.client, { bytes: new Uint8Array(0), name: 'a.txt', type: 'text/plain' });
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('The file is empty.');
  });
});
