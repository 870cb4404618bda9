import { FsBlockstore } from 'blockstore-fs';
import { exporter } from 'ipfs-unixfs-exporter';
import { importer } from 'ipfs-unixfs-importer';
import { CID } from 'multiformats/cid';
import { ContentNotFoundError, type ByteRange, type ContentMeta, type ContentStore, type StoredContent } from './content-store.js';
import { unixfsImportOptions } from './unixfs-settings.js';

/** Blocks on the local disk (`${DATA_DIR}/blocks`), laid out and addressed exactly as an IPFS node would. */
export class LocalContentStore implements ContentStore {
  private readonly blockstore: FsBlockstore;

  constructor(readonly directory: string) {
    // blockstore-fs creates shard folders as it writes, so no asynchronous open is needed.
    this.blockstore = new FsBlockstore(directory);
  }

  // The name and type do not change the cid: UnixFS file nodes hold bytes only.
  async add(source: AsyncIterable<Uint8Array>, _meta?: ContentMeta): Promise<StoredContent> {
    let root: { cid: CID } | undefined;
    let size = 0;
    const counted = countBytes(source, (n) => (size += n));
    for await (const entry of importer([{ content: counted }], this.blockstore, unixfsImportOptions())) root = entry;
    if (!root) throw new Error('The importer produced no root block');
    return { cid: root.cid.toString(), size };
  }

  async get(cid: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>> {
    if (!(await this.has(cid))) throw new ContentNotFoundError(cid);
    const entry = await exporter(CID.parse(cid), this.blockstore);
    if (entry.type !== 'file' && entry.type !== 'raw') throw new ContentNotFoundError(cid);
    return entry.content(range ? { offset: range.offset, length: range.length } : undefined);
  }

  async has(cid: string): Promise<boolean> {
    return this.blockstore.has(CID.parse(cid));
  }
}

async function* countBytes(source: AsyncIterable<Uint8Array>, onBytes: (n: number) => void): AsyncIterable<Uint8Array> {
  for await (const chunk of source) {
    onBytes(chunk.byteLength);
    yield chunk;
  }
}
