import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, ServiceContext } from '../../common/actor.js';
import type { SqlQuery } from '../../common/sql.js';

/** What file access asks of the document module, which builds on this one: the root hands it in. */
export interface DocumentCitations {
  /** True when some document cites the content id `cid`, as a SQL condition. */
  citedBySql(cid: string): SqlQuery;
  /** Whether the caller (a null viewer is anonymous) may download some document stored under `cid`. */
  canDownload(ctx: Pick<ServiceContext, 'em' | 'viewer'>, cid: string): Promise<boolean>;
}

export interface FileAccess {
  allowed: boolean;
  /** Anyone may fetch it: shared caches may keep it. */
  publicFile: boolean;
}

/**
 * Who may download the bytes behind a cid. When documents (docs/product.md#entities) cite it, the document rule decides
 * (DocumentCitations.canDownload: public documents, the owner, uploader, accessibleTo users, the lease's tenant, admins).
 * Otherwise listing media (images, videos) is public, and a document file nothing cites yet stays with whoever
 * uploaded it, admins included: a tenant's rental profile files are such files, and no admin reads applications.
 * Uploaders keep access to their own bytes in every case.
 */
export async function decideFileAccess(em: EntityManager, actor: Actor | null, cid: string, documents: DocumentCitations): Promise<FileAccess> {
  const citation = documents.citedBySql(cid);
  const [facts] = await em.getConnection().execute<Array<{ has_document_upload: boolean; uploaded_by_actor: boolean; cited: boolean }>>(
    `select
       exists (select 1 from stored_files where cid = ? and category = 'document') as has_document_upload,
       exists (select 1 from stored_files where cid = ? and uploaded_by = ?) as uploaded_by_actor,
       ${citation.sql} as cited`,
    [cid, cid, actor?.id ?? null, ...citation.params],
  );
  const { has_document_upload: hasDocumentUpload, uploaded_by_actor: uploadedByActor, cited } = facts!;
  const publicFile = cited ? await documents.canDownload({ em, viewer: null }, cid) : !hasDocumentUpload;
  if (publicFile || uploadedByActor) return { allowed: true, publicFile };
  const allowed = cited && actor !== null && (await documents.canDownload({ em, viewer: actor }, cid));
  return { allowed, publicFile };
}
