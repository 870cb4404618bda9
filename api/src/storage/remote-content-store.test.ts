import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterned } from '../modules/upload/upload.fixtures.js';
import { ContentNotFoundError } from './content-store.js';
import { KuboRpcContentStore } from './kubo-rpc-content-store.js';
import { LocalContentStore } from './local-content-store.js';
import { PinningServiceContentStore } from './pinning-service-content-store.js';

/**
 * A stand-in for the outside services (a Kubo node's RPC API and an IPFS Pinning Service), recording what it was
 * sent. Its "node" hashes with a LocalContentStore, i.e. the same UnixFS settings a Kubo node is asked to use.
 */
let server: Server;
let baseUrl: string;
let node: LocalContentStore;
const seen: Array<{ path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: Buffer }> = [];

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The file bytes of a one-part multipart body. */
function filePartOf(body: Buffer, contentType: string): Buffer {
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  const start = body.indexOf('\r\n\r\n') + 4;
  const end = body.lastIndexOf(`\r\n--${boundary}--`);
  return body.subarray(start, end);
}

async function* once(bytes: Uint8Array) {
  yield bytes;
}

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  node = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-fake-kubo-')), 'blocks'));
  server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    const body = await bodyOf(request);
    seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers, body });
    const cid = url.searchParams.get('arg') ?? '';
    if (url.pathname === '/api/v0/add') {
      const added = await node.add(once(filePartOf(body, request.headers['content-type']!)), { name: 'x', mimeType: 'x' });
      response.end(JSON.stringify({ Name: 'x', Hash: added.cid, Size: String(added.size) }) + '\n');
    } else if (url.pathname === '/api/v0/cat') {
      if (!(await node.has(cid))) return void response.writeHead(500).end(JSON.stringify({ Message: 'block was not found locally (offline)' }));
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const length = url.searchParams.has('length') ? Number(url.searchParams.get('length')) : undefined;
      for await (const part of await node.get(cid, length === undefined ? undefined : { offset, length })) response.write(part);
      response.end();
    } else if (url.pathname === '/api/v0/block/stat') {
      response.writeHead((await node.has(cid)) ? 200 : 500).end('{}');
    } else if (url.pathname === '/pins') {
      const authorized = request.headers.authorization === 'Bearer pin-token';
      response.writeHead(authorized ? 202 : 401, { 'content-type': 'application/json' }).end(authorized ? body : '{"error":{"reason":"UNAUTHORIZED"}}');
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('KuboRpcContentStore', () => {
  it('adds with the cid settings of the local store, and reads whole files and ranges back', async () => {
    const kubo = new KuboRpcContentStore(`${baseUrl}/`);
    const bytes = patterned(300_000);
    const { cid, size } = await kubo.add(once(bytes), { name: 'tour.mp4', mimeType: 'video/mp4' });
    const local = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-local-')), 'blocks'));
    expect(cid).toBe((await local.add(once(bytes), { name: 'tour.mp4', mimeType: 'video/mp4' })).cid);
    expect(size).toBe(bytes.length);

    const add = seen.find((request) => request.path === '/api/v0/add')!;
    expect(Object.fromEntries(add.query)).toMatchObject({ 'cid-version': '1', 'raw-leaves': 'true', chunker: 'size-262144', pin: 'true' });

    expect(await kubo.has(cid)).toBe(true);
    expect((await readAll(await kubo.get(cid))).equals(bytes)).toBe(true);
    expect((await readAll(await kubo.get(cid, { offset: 262_140, length: 10 }))).equals(bytes.subarray(262_140, 262_150))).toBe(true);
  });

  it('reports a cid the node lacks as missing', async () => {
    const kubo = new KuboRpcContentStore(baseUrl);
    const missing = 'bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku';
    expect(await kubo.has(missing)).toBe(false);
    await expect(kubo.get(missing)).rejects.toBeInstanceOf(ContentNotFoundError);
  });
});

describe('PinningServiceContentStore', () => {
  it('pins each added cid with the bearer token, and reads from the wrapped store', async () => {
    const inner = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-pinned-')), 'blocks'));
    const pinned = new PinningServiceContentStore(inner, baseUrl, 'pin-token');
    const { cid } = await pinned.add(once(Buffer.from('lease text')), { name: 'lease.txt', mimeType: 'text/plain' });
    const pin = seen.filter((request) => request.path === '/pins').at(-1)!;
    expect(JSON.parse(pin.body.toString())).toEqual({ cid, name: 'lease.txt' });
    expect(pin.headers['content-type']).toBe('application/json');
    expect((await readAll(await pinned.get(cid))).toString()).toBe('lease text');
  });

  it('fails the add when the service refuses the pin, so no upload is recorded as pinned when it is not', async () => {
    const inner = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-pinned-')), 'blocks'));
    const pinned = new PinningServiceContentStore(inner, baseUrl, 'wrong-token');
    await expect(pinned.add(once(Buffer.from('x')), { name: 'x.txt', mimeType: 'text/plain' })).rejects.toThrow(/401/);
  });
});
