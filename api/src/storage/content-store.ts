/** A byte range of a stored file: `offset` from the start, `length` bytes. */
export interface ByteRange {
  offset: number;
  length: number;
}

export interface StoredContent {
  /** IPFS CIDv1 (base32) of the bytes, the same an IPFS node computes with our UnixFS settings. */
  cid: string;
  size: number;
}

export interface ContentMeta {
  name: string;
  mimeType: string;
}

/**
 * Where file bytes live, addressed by content. The local blockstore is the default; a Kubo node or a pinning
 * service plug in behind the same interface by configuration.
 */
export interface ContentStore {
  add(source: AsyncIterable<Uint8Array>, meta: ContentMeta): Promise<StoredContent>;
  /** Streams the file (or the range of it). Throws ContentNotFoundError when the store lacks the cid. */
  get(cid: string, range?: ByteRange): Promise<AsyncIterable<Uint8Array>>;
  has(cid: string): Promise<boolean>;
}

/** Bytes already in memory (a sealed PDF, a drawn picture) as the source `add` takes. */
export async function* bytesSource(bytes: Uint8Array): AsyncIterable<Uint8Array> {
  yield bytes;
}

export class ContentNotFoundError extends Error {
  constructor(cid: string) {
    super(`Content ${cid} is not in the store`);
    this.name = 'ContentNotFoundError';
  }
}

/** A remote store (Kubo node, pinning service) refused or could not be reached; the bytes were not stored or read. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

/** fetch for remote stores: a network failure (refused connection, DNS, reset) becomes a StorageUnavailableError. */
export async function fetchRemote(fetchImpl: typeof fetch, what: string, url: string, init?: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch (error) {
    throw new StorageUnavailableError(`${what} could not be reached: ${(error as Error).message}`, { cause: error });
  }
}
