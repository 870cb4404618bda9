import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  ContentNotFoundError,
  fetchRemote,
  StorageUnavailableError,
  type ByteRange,
  type ContentMeta,
  type ContentStore,
  type StoredContent,
} from './content-store.js';
import { KUBO_ADD_PARAMS } from './unixfs-settings.js';

/**
 * A Kubo node over its RPC API (IPFS_API_URL, e.g. http://127.0.0.1:5001). The node chunks and hashes with the
 * same settings as the local store, so either computes the same cid for the same bytes.
 */
export class KuboRpcContentStore implements ContentStore {
  private readonly base: string;

  constructor(apiUrl: string, private readonly fetchImpl: typeof fetch = fetch) {
    this.base = apiUrl.replace(/\/$/, '');
  }

  async add(source: AsyncIterable<Uint8Array>, meta: ContentMeta): Promise<StoredContent> {
    let size = 0;
    const body = multipartBody(source, meta, (n) => (size += n));
    const response = await this.rpc('add', KUBO_ADD_PARAMS, body);
    // One JSON object per line; the last names the root.
    const lines = (await response.text()).trim().split('\n');
    const hash = hashOf(lines[lines.length - 1]!);
    if (!hash) throw new StorageUnavailableError('Kubo add answered without a Hash');
    return { cid: hash, size };
  }

  async get(cid: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>> {
    const params: Record<string, string> = { arg: cid };
    if (range) Object.assign(params, { offset: String(range.offset), length: String(range.length) });
    const response = await this.rpc('cat', params, undefined, cid);
    if (!response.body) return (async function* () {})();
    return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
  }

  async has(cid: string): Promise<boolean> {
    // offline: answer from the node's own blocks instead of searching the network.
    const response = await fetchRemote(this.fetchImpl, 'The Kubo node', this.url('block/stat', { arg: cid, offline: 'true' }), { method: 'POST' });
    await response.body?.cancel();
    return response.ok;
  }

  private url(command: string, params: Record<string, string>): string {
    return `${this.base}/api/v0/${command}?${new URLSearchParams(params)}`;
  }

  private async rpc(command: string, params: Record<string, string>, body?: MultipartBody, cid?: string): Promise<Response> {
    const init: RequestInit & { duplex?: 'half' } = { method: 'POST' };
    if (body) Object.assign(init, { body: Readable.toWeb(Readable.from(body.stream)), duplex: 'half', headers: { 'content-type': body.contentType } });
    const response = await fetchRemote(this.fetchImpl, 'The Kubo node', this.url(command, params), init);
    if (response.ok) return response;
    const text = await response.text();
    if (cid && /not found|no link named|could not find/i.test(text)) throw new ContentNotFoundError(cid);
    throw new StorageUnavailableError(`Kubo ${command} failed: ${response.status} ${text.slice(0, 200)}`);
  }
}

function hashOf(line: string): string | undefined {
  try {
    return (JSON.parse(line) as { Hash?: string }).Hash;
  } catch {
    return undefined;
  }
}

interface MultipartBody {
  contentType: string;
  stream: AsyncIterable<Uint8Array>;
}

/** One-file multipart body streamed as it is read, so a large video is never held in memory whole. */
function multipartBody(source: AsyncIterable<Uint8Array>, meta: ContentMeta, onBytes: (n: number) => void): MultipartBody {
  const boundary = `hearth-${randomUUID()}`;
  const encoder = new TextEncoder();
  const safeName = encodeURIComponent(meta.name);
  async function* stream() {
    yield encoder.encode(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${safeName}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
    );
    for await (const chunk of source) {
      onBytes(chunk.byteLength);
      yield chunk;
    }
    yield encoder.encode(`\r\n--${boundary}--\r\n`);
  }
  return { contentType: `multipart/form-data; boundary=${boundary}`, stream: stream() };
}
