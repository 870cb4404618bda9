import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, ServiceContext } from '../../common/actor.js';
import type { SqlQuery } from '../../common/sql.js';

/**
 * A record of a module above this one that cites files by content id and decides who may fetch them: documents
 * (DocumentService), repair requests' photos (the repair module's citations). The root hands the list in.
 */
export interface FileCitations {
  /** True when some record of this kind cites the content id `cid`, as a SQL condition. */
  citedBySql(cid: string): SqlQuery;
  /** Whether the caller (a null viewer is anonymous) may download the bytes `cid` some record of this kind cites. */
  canDownload(ctx: Pick<ServiceContext, 'em' | 'viewer'>, cid: string): Promise<boolean>;
  /**
   * A private tenancy record (repair, inspection): to anyone it does not allow, the file does not exist (404), so
   * a content id seen once tells a stranger nothing.
   */
  hidden?: boolean;
}

/** What file access asks of the document module, which builds on this one (one of the citations). */
export type DocumentCitations = FileCitations;

export interface FileAccess {
  allowed: boolean;
  /** Anyone may fetch it: shared caches may keep it. */
  publicFile: boolean;
  /** Refused as if absent (404): a private upload, or a file a hidden citation cites. */
  hidden: boolean;
}

/**
 * Who may download the bytes behind a cid. When some records cite it (documents, repair requests...), their rules
 * decide: anyone one of them allows may fetch it, and it is public when one allows anonymous visitors (a public
 * document). Otherwise listing media (images, videos) is public, and a document file or a private photo (uploaded
 * for a tenancy record, category `private`) that nothing cites yet stays with whoever uploaded it, admins included:
 * a tenant's rental profile files are such files, and no admin reads applications.
 * Uploaders keep access to their own bytes in every case.
 */
export async function decideFileAccess(em: EntityManager, actor: Actor | null, cid: string, citations: readonly FileCitations[]): Promise<FileAccess> {
  const cited = citations.map((citation) => citation.citedBySql(cid));
  const [facts] = await em.getConnection().execute<Array<Record<string, boolean>>>(
    `select
       exists (select 1 from stored_files where cid = ? and category = 'document') as has_document_upload,
       exists (select 1 from stored_files where cid = ? and category = 'private') as has_private_upload,
       exists (select 1 from stored_files where cid = ? and uploaded_by = ?) as uploaded_by_actor
       ${cited.map((query, index) => `, ${query.sql} as cited_${index}`).join('')}`,
    [cid, cid, cid, actor?.id ?? null, ...cited.flatMap((query) => query.params)],
  );
  const citing = citations.filter((_, index) => facts![`cited_${index}`]);
  const privateUpload = facts!.has_private_upload!;
  const hidden = privateUpload || citing.some((citation) => citation.hidden);
  const anyAllows = async (viewer: Actor | null) => {
    for (const citation of citing) if (await citation.canDownload({ em, viewer }, cid)) return true;
    return false;
  };
  const publicFile = citing.length > 0 ? await anyAllows(null) : !facts!.has_document_upload && !privateUpload;
  if (publicFile || facts!.uploaded_by_actor) return { allowed: true, publicFile, hidden };
  const allowed = citing.length > 0 && actor !== null && (await anyAllows(actor));
  return { allowed, publicFile, hidden };
}
