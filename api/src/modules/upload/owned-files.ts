import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCid } from '../../storage/cid.js';
import { StoredFile } from './stored-file.entity.js';

/** Looks up one cid (any spelling) among the uploads found; null when the user has no upload of those bytes. */
export type OwnedFileLookup = (cid: string) => StoredFile | null;

/**
 * A user's own uploads of the given cids, in one query. Cids are compared in canonical form, so a CIDv0 spelling
 * finds the CIDv1 upload. A cid that is unknown and one only someone else uploaded both come back null: callers
 * answer them alike, so nobody learns which bytes other users have stored.
 */
export async function findOwnedFiles(em: EntityManager, userId: number, cids: readonly string[]): Promise<OwnedFileLookup> {
  const canonical = [...new Set(cids.map(parseCid).filter((cid): cid is string => cid !== null))];
  const byCid = new Map<string, StoredFile>();
  if (canonical.length > 0) {
    // Newest first: the same bytes uploaded twice resolve to the latest upload's name.
    const rows = await em.find(StoredFile, { cid: { $in: canonical }, uploadedBy: userId }, { orderBy: { id: 'desc' } });
    for (const row of rows) if (!byCid.has(row.cid)) byCid.set(row.cid, row);
  }
  return (cid) => {
    const key = parseCid(cid);
    return key === null ? null : (byCid.get(key) ?? null);
  };
}
