import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import type { SqlQuery } from '../../common/sql.js';
import { canViewListing, findListing } from '../property/index.js';
import { PropertyDocument } from './document.entity.js';
import { documentVisibleSql, type TenantContractSql } from './document.policy.js';
import { citedByDocumentSql } from './document.queries.js';

/** Documents of a property and who may download them (docs/product.md#property-detail documents dialog, docs/product.md#roles-and-permissions). */
export class DocumentService {
  /** `leases`: the lease module, which builds on this one, says whose contract a document is; the root hands it in. */
  constructor(private readonly leases: { tenantContractSql: TenantContractSql }) {}

  /** GET /api/documents/property/:id: the documents the caller may see (an empty list when none); 404 for a property they cannot see. */
  async listForProperty(ctx: ServiceContext, propertyId: number): Promise<PropertyDocument[]> {
    const property = await findListing(ctx.em, propertyId);
    if (!property || !canViewListing(ctx.viewer, property)) throw new DomainError('NOT_FOUND', 'Property not found');
    const visible = documentVisibleSql(ctx.viewer, this.leases.tenantContractSql);
    return ctx.em
      .createQueryBuilder(PropertyDocument, 'd')
      .where({ propertyId })
      .andWhere(visible.sql, visible.params)
      .orderBy({ createdAt: 'asc', id: 'asc' })
      .getResultList();
  }

  /**
   * For the file gateway: may the caller (a null viewer is anonymous) download some document stored under
   * `ipfsHash`? The same bytes can back several documents (content addressing); any one the caller may see is
   * enough. False for unknown hashes, so the gateway decides separately what it serves without a document row
   * (e.g. listing images).
   */
  async canDownload(ctx: Pick<ServiceContext, 'em' | 'viewer'>, ipfsHash: string): Promise<boolean> {
    const visible = documentVisibleSql(ctx.viewer, this.leases.tenantContractSql);
    const found = await ctx.em
      .createQueryBuilder(PropertyDocument, 'd')
      .select('d.id')
      .where({ ipfsHash })
      .andWhere(visible.sql, visible.params)
      .limit(1)
      .execute('get');
    return found !== undefined && found !== null;
  }

  /** For the file gateway: true when some document cites the content id `cid`. */
  citedBySql(cid: string): SqlQuery {
    return citedByDocumentSql(cid);
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
