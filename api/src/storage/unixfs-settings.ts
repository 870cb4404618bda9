import type { ImporterOptions } from 'ipfs-unixfs-importer';
import { fixedSize } from 'ipfs-unixfs-importer/chunker';
import { balanced } from 'ipfs-unixfs-importer/layout';

/** Bytes per leaf block: Kubo's default chunker `size-262144`. */
export const CHUNK_SIZE = 256 * 1024;
/** Links per interior node of the balanced DAG: Kubo's default (helpers.DefaultLinksPerBlock). */
export const MAX_CHILDREN_PER_NODE = 174;

/**
 * UnixFS import settings spelled out, so the cid matches `ipfs add --cid-version=1` on a Kubo node for the same bytes:
 * CIDv1, raw leaves, a single-block file becomes a raw block (bafkrei...), 256 KiB fixed chunks, balanced layout.
 * Never rely on library defaults here: they changed between releases (IPIP-499 profiles) and would change every cid.
 */
export function unixfsImportOptions(): ImporterOptions {
  return {
    cidVersion: 1,
    rawLeaves: true,
    reduceSingleLeafToSelf: true,
    chunker: fixedSize({ chunkSize: CHUNK_SIZE }),
    layout: balanced({ maxChildrenPerNode: MAX_CHILDREN_PER_NODE }),
    wrapWithDirectory: false,
  };
}

/** The same settings as Kubo RPC query parameters (`/api/v0/add`). */
export const KUBO_ADD_PARAMS = {
  'cid-version': '1',
  'raw-leaves': 'true',
  chunker: `size-${CHUNK_SIZE}`,
  trickle: 'false',
  pin: 'true',
  quieter: 'true',
} as const;
