import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patterned } from '../modules/upload/upload.fixtures.js';
import { once, startFakeIpfsServices, type FakeIpfsServices } from '../../test/fake-ipfs-services.js';
import { ContentNotFoundError, StorageUnavailableError } from './content-store.js';
import { KuboRpcContentStore } from './kubo-rpc-content-store.js';
import { LocalContentStore } from './local-content-store.js';
import { PinningServiceContentStore } from './pinning-service-content-store.js';

let fake: FakeIpfsServices;
let baseUrl: string;
let seen: FakeIpfsServices['seen'];

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

beforeAll(async () => {
  fake = await startFakeIpfsServices();
  ({ baseUrl, seen } = fake);
});
afterAll(() => fake.close());

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

describe('remote store failures', () => {
  it('a failing node or an unreachable one is a StorageUnavailableError (an upstream failure), not a missing cid', async () => {
    fake.failing = true;
    try {
      const kubo = new KuboRpcContentStore(baseUrl);
      await expect(kubo.add(once(Buffer.from('x')), { name: 'x.txt', mimeType: 'text/plain' })).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(kubo.get('bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku')).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      fake.failing = false;
    }
    const unreachable = new KuboRpcContentStore('http://127.0.0.1:9');
    await expect(unreachable.add(once(Buffer.from('x')), { name: 'x.txt', mimeType: 'text/plain' })).rejects.toBeInstanceOf(StorageUnavailableError);
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
    const refused = pinned.add(once(Buffer.from('x')), { name: 'x.txt', mimeType: 'text/plain' });
    await expect(refused).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(refused).rejects.toThrow(/401/);
  });
});
