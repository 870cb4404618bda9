import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LocalContentStore } from '../src/storage/local-content-store.js';

/**
 * A stand-in for the outside services (a Kubo node's RPC API and an IPFS Pinning Service accepting the token
 * 'pin-token'), recording what it was sent. Its "node" hashes with a LocalContentStore, i.e. the same UnixFS
 * settings a Kubo node is asked to use. Set `failing` to make the node answer adds and reads with a 500, as a
 * node that is overloaded or out of disk does.
 */
export interface FakeIpfsServices {
  baseUrl: string;
  seen: Array<{ path: string; query: URLSearchParams; headers: IncomingMessage['headers']; body: Buffer }>;
  failing: boolean;
  close(): Promise<void>;
}

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

export async function* once(bytes: Uint8Array) {
  yield bytes;
}

export async function startFakeIpfsServices(): Promise<FakeIpfsServices> {
  const node = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-fake-kubo-')), 'blocks'));
  const fake = { baseUrl: '', seen: [] as FakeIpfsServices['seen'], failing: false };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url!, 'http://fake');
    const body = await bodyOf(request);
    fake.seen.push({ path: url.pathname, query: url.searchParams, headers: request.headers, body });
    const cid = url.searchParams.get('arg') ?? '';
    if (fake.failing && url.pathname.startsWith('/api/v0/')) {
      response.writeHead(500).end(JSON.stringify({ Message: 'write /data/blocks: no space left on device', Code: 0, Type: 'error' }));
    } else if (url.pathname === '/api/v0/add') {
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
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(fake, { close: () => new Promise<void>((resolve) => server.close(() => resolve())) });
}
