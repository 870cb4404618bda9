import { CID } from 'multiformats/cid';
import { importBytes } from 'ipfs-unixfs-importer';
import { unixfsImportOptions } from './unixfs-settings.js';

/** Longest textual cid we accept (a sha2-512 CIDv1 in base32 is about 110 characters). */
const CID_TEXT_MAX = 128;

/**
 * Reads a cid from untrusted text (a URL path segment). Returns the canonical CIDv1 base32 string, or null for
 * anything that is not a cid (path traversal, junk, over-long input). CIDv0 (Qm...) is accepted and converted.
 */
export function parseCid(text: string): string | null {
  if (text.length === 0 || text.length > CID_TEXT_MAX || !/^[A-Za-z0-9]+$/.test(text)) return null;
  try {
    return CID.parse(text).toV1().toString();
  } catch {
    return null;
  }
}

/**
 * The cid the store would give these bytes, without storing them: the same UnixFS settings (unixfs-settings.ts),
 * the blocks thrown away. Verification compares a file someone holds with the cids Hearth stored.
 */
export async function contentCid(bytes: Uint8Array): Promise<string> {
  const discard = { put: async (cid: CID) => cid };
  const { cid } = await importBytes(bytes, discard, unixfsImportOptions());
  return cid.toString();
}
