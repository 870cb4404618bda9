import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exporter } from 'ipfs-unixfs-exporter';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';
import { FsBlockstore } from 'blockstore-fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { patterned } from '../modules/upload/upload.fixtures.js';
import { ContentNotFoundError } from './content-store.js';
import { LocalContentStore } from './local-content-store.js';
import { CHUNK_SIZE } from './unixfs-settings.js';

let store: LocalContentStore;
beforeAll(async () => {
  store = new LocalContentStore(path.join(await mkdtemp(path.join(os.tmpdir(), 'hearth-blocks-')), 'blocks'));
});

async function* once(bytes: Uint8Array) {
  yield bytes;
}

/** Feeds bytes in uneven pieces, as a network upload arrives: the cid must not depend on how bytes are split. */
async function* inPieces(bytes: Uint8Array, piece: number) {
  for (let offset = 0; offset < bytes.length; offset += piece) yield bytes.subarray(offset, offset + piece);
}

async function readAll(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of source) parts.push(part);
  return Buffer.concat(parts);
}

const rawCidOf = async (bytes: Uint8Array) => CID.createV1(raw.code, await sha256.digest(bytes)).toString();
const meta = { name: 'f', mimeType: 'application/octet-stream' };

describe('cids match `ipfs add --cid-version=1` (Kubo)', () => {
  it.each([
    // Published values: the raw-block CIDv1 of these bytes, as Kubo prints them.
    ['hello world\\n', 'hello world\n', 'bafkreifjjcie6lypi6ny7amxnfftagclbuxndqonfipmb64f2km2devei4'],
    ['hello world', 'hello world', 'bafkreifzjut3te2nhyekklss27nh3k72ysco7y32koao5eei66wof36n5e'],
  ])('single block %s -> %s', async (_label, text, expected) => {
    const bytes = new TextEncoder().encode(text);
    const { cid, size } = await store.add(once(bytes), meta);
    expect(cid).toBe(expected);
    expect(cid).toBe(await rawCidOf(bytes));
    expect(size).toBe(bytes.length);
  });

  it('stores a file of exactly one chunk as one raw block', async () => {
    const bytes = patterned(CHUNK_SIZE);
    const { cid } = await store.add(inPieces(bytes, 10_000), meta);
    expect(cid).toBe(await rawCidOf(bytes));
  });

  it('builds a balanced dag-pb root over 256 KiB raw leaves for a multi-chunk file, with a stable cid', async () => {
    const bytes = patterned(CHUNK_SIZE * 4 + 1000);
    const { cid, size } = await store.add(inPieces(bytes, 65_537), meta);
    expect(cid).toBe('bafybeicg6fzcfjn6smsjguuw63z7jbqzzlbhgjdqug5x4juqfsx7dxhmcy');
    expect(size).toBe(bytes.length);
    // The same bytes sent in different pieces give the same cid.
    expect((await store.add(once(bytes), meta)).cid).toBe(cid);

    // Structure: dag-pb root (CIDv1) linking the raw sha2-256 cid of each 256 KiB slice, in order.
    const root = await exporter(CID.parse(cid), new FsBlockstore(store.directory));
    expect(root.type).toBe('file');
    expect(CID.parse(cid).code).toBe(0x70);
    const links = root.type === 'file' ? root.node.Links : [];
    expect(links).toHaveLength(5);
    for (const [index, link] of links.entries()) {
      const slice = bytes.subarray(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE);
      expect(link.Hash.toString()).toBe(await rawCidOf(slice));
    }
  });
});

describe('LocalContentStore', () => {
  it('returns the bytes, whole or as a range, and knows what it has', async () => {
    const bytes = patterned(CHUNK_SIZE * 2 + 123);
    const { cid } = await store.add(once(bytes), meta);
    expect(await store.has(cid)).toBe(true);
    expect((await readAll(await store.get(cid))).equals(bytes)).toBe(true);
    // A range across the boundary of two chunks.
    const range = await readAll(await store.get(cid, { offset: CHUNK_SIZE - 10, length: 30 }));
    expect(range.equals(bytes.subarray(CHUNK_SIZE - 10, CHUNK_SIZE + 20))).toBe(true);
  });

  it('throws ContentNotFoundError for a cid it does not hold', async () => {
    const missing = await rawCidOf(new TextEncoder().encode('never stored'));
    expect(await store.has(missing)).toBe(false);
    await expect(store.get(missing)).rejects.toBeInstanceOf(ContentNotFoundError);
  });
});
