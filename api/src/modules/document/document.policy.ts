import { isAdmin, type Actor } from '../../common/actor.js';
import { leaseTenantSql } from '../lease/lease.policy.js';

/** Marks a document anyone may download (the listing's public documents). */
export const PUBLIC_DOCUMENT = 'public';

/**
 * Who may see and download a document, as one SQL condition on `documents d` so lists and the file gateway
 * apply the same rule: admins; the property's owner; the document's uploader; anyone when accessibleTo holds
 * 'public'; the users named in accessibleTo; the tenant (by account, or by verified email) of a lease
 * whose contract it is.
 */
export function documentVisibleSql(actor: Actor | null): { sql: string; params: unknown[] } {
  if (isAdmin(actor)) return { sql: 'true', params: [] };
  if (!actor) return { sql: `? = any(d.accessible_to)`, params: [PUBLIC_DOCUMENT] };
  const tenant = leaseTenantSql(actor);
  return {
    sql: `(d.property_id in (select p.id from properties p where p.owner_id = ?)
      or d.uploaded_by = ?
      or ? = any(d.accessible_to)
      or ? = any(d.accessible_to)
      or exists (select 1 from leases l where l.document_id = d.id and ${tenant.sql}))`,
    params: [actor.id, actor.id, PUBLIC_DOCUMENT, String(actor.id), ...tenant.params],
  };
}
