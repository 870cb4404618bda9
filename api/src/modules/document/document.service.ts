import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { PropertyListing, canViewListing } from '../property/index.js';
import { PropertyDocument } from './document.entity.js';
import { documentVisibleSql } from './document.policy.js';

/** Documents of a property and who may download them (spec §2 documents dialog, §6). */
export class DocumentService {
  /** GET /api/documents/property/:id: the documents the caller may see (an empty list when none); 404 for a property they cannot see. */
  async listForProperty(ctx: ServiceContext, propertyId: number): Promise<PropertyDocument[]> {
    const property = await ctx.em.findOne(PropertyListing, propertyId);
    if (!property || !canViewListing(ctx.viewer, property)) throw new DomainError('NOT_FOUND', 'Property not found');
    const visible = documentVisibleSql(ctx.viewer);
    return ctx.em
      .createQueryBuilder(PropertyDocument, 'd')
      .where({ propertyId })
      .andWhere(visible.sql, visible.params)
      .orderBy({ createdAt: 'asc', id: 'asc' })
      .getResultList();
  }

  /** For the file gateway: may the caller download the bytes behind this content id? */
  canDownload(ctx: ServiceContext, ipfsHash: string): Promise<boolean> {
    return canDownloadDocument(ctx.em, ctx.viewer, ipfsHash);
  }
}

/**
 * Files a lease agreement under a property, uploaded by its owner and readable by them (a lease's tenant reads its
 * contract through the lease, documentVisibleSql). Created in `em`'s unit of work; the caller flushes.
 */
export function fileLeaseAgreement(
  em: EntityManager,
  file: { propertyId: number; ownerId: number; name: string; ipfsHash: string; size?: number },
): PropertyDocument {
  const { propertyId, ownerId, name, ipfsHash, size = null } = file;
  return em.create(PropertyDocument, { name, type: 'lease-agreement', ipfsHash, size, propertyId, uploadedBy: ownerId, accessibleTo: [String(ownerId)] });
}

/**
 * True when `actor` (null = anonymous) may download some document stored under `ipfsHash`. The same bytes can
 * back several documents (content addressing); any one the actor may see is enough. False for unknown hashes,
 * so the gateway decides separately what it serves without a document row (e.g. listing images).
 */
export async function canDownloadDocument(em: EntityManager, actor: Actor | null, ipfsHash: string): Promise<boolean> {
  const visible = documentVisibleSql(actor);
  const found = await em
    .createQueryBuilder(PropertyDocument, 'd')
    .select('d.id')
    .where({ ipfsHash })
    .andWhere(visible.sql, visible.params)
    .limit(1)
    .execute('get');
  return found !== undefined && found !== null;
}
