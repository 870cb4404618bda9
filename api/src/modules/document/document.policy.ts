import { isAdmin, type Actor } from '../../common/actor.js';
import type { SqlQuery } from '../../common/sql.js';
import { ownedPropertySql } from '../property/index.js';

/** Marks a document anyone may download (the listing's public documents). */
export const PUBLIC_DOCUMENT = 'public';

/** The lease module's condition that the document `documentIdColumn` is the contract of a lease of `actor`'s. */
export type TenantContractSql = (actor: Actor, documentIdColumn: string) => SqlQuery;

/**
 * Who may see and download a document, as one SQL condition on `documents d` so lists and the file gateway
 * apply the same rule: admins; the property's owner; the document's uploader; anyone when accessibleTo holds
 * 'public'; the users named in accessibleTo; the tenant (by account, or by verified email) of a lease
 * whose contract it is.
 */
export function documentVisibleSql(actor: Actor | null, tenantContractSql: TenantContractSql): SqlQuery {
  if (isAdmin(actor)) return { sql: 'true', params: [] };
  if (!actor) return { sql: `? = any(d.accessible_to)`, params: [PUBLIC_DOCUMENT] };
  const owned = ownedPropertySql('d.property_id', actor.id);
  const tenantContract = tenantContractSql(actor, 'd.id');
  return {
    sql: `(${owned.sql}
      or d.uploaded_by = ?
      or ? = any(d.accessible_to)
      or ? = any(d.accessible_to)
      or ${tenantContract.sql})`,
    params: [...owned.params, actor.id, PUBLIC_DOCUMENT, String(actor.id), ...tenantContract.params],
  };
}
