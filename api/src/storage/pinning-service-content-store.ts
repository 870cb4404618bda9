import { fetchRemote, StorageUnavailableError, type ByteRange, type ContentMeta, type ContentStore, type StoredContent } from './content-store.js';

/**
 * Adds a remote pin (IPFS Pinning Service API, `POST {endpoint}/pins`) after each add to the wrapped store,
 * so a pinning provider keeps the bytes available on the IPFS network. Reads go to the wrapped store.
 */
export class PinningServiceContentStore implements ContentStore {
  private readonly endpoint: string;

  constructor(
    private readonly inner: ContentStore,
    endpoint: string,
    private readonly accessToken: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.endpoint = endpoint.replace(/\/$/, '');
  }

  async add(source: AsyncIterable<Uint8Array>, meta: ContentMeta): Promise<StoredContent> {
    const stored = await this.inner.add(source, meta);
    await this.pin(stored.cid, meta.name);
    return stored;
  }

  get(cid: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>> {
    return this.inner.get(cid, range);
  }

  has(cid: string): Promise<boolean> {
    return this.inner.has(cid);
  }

  private async pin(cid: string, name: string): Promise<void> {
    const response = await fetchRemote(this.fetchImpl, 'The pinning service', `${this.endpoint}/pins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ cid, name: name.slice(0, 255) }),
    });
    // 202 Accepted: the service queued the pin (spec of the Pinning Service API).
    if (!response.ok) throw new StorageUnavailableError(`Pinning service refused ${cid}: ${response.status} ${(await response.text()).slice(0, 200)}`);
    await response.body?.cancel();
  }
}
