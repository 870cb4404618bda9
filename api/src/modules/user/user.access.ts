import { isAdmin, type Actor } from '../../common/actor.js';
import { leaseTenantSql } from '../lease/lease.policy.js';
import { PUBLIC_LISTING } from '../property/property.queries.js';
import { defineLoader } from '../../graphql/loaders.js';

/**
 * How much of a person the viewer may see (issue 11 §2), per target user, batched per request:
 * - full: the person themself, or an admin;
 * - contact: the person reached out to the viewer (a tenant who wrote to this landlord, or whose lease this landlord
 *   made, by id or by their verified email): their contact details (email, phone, WhatsApp) and profile. Writing to someone shares your own details, not
 *   theirs;
 * - acquainted: the viewer reached out to the person (a landlord they wrote to or lease from), or the person is a
 *   landlord with a listing on the marketplace and the viewer is signed in (the spec's contact panel): WhatsApp and
 *   profile, no email or phone;
 * - stranger: the name only.
 */
export type UserAccess = 'full' | 'contact' | 'acquainted' | 'stranger';

type SqlQuery = { sql: string; params: unknown[] };
const placeholders = (ids: readonly number[]) => ids.map(() => '?').join(', ');

/**
 * Tenants among `ids` who wrote to the landlord `viewer` or were given a lease by them. Reads the tables of the
 * domains that create those ties, on their participant indexes.
 */
function reachedViewerQuery(viewer: Actor, ids: readonly number[]): SqlQuery {
  const list = placeholders(ids);
  return {
    sql: `select tenant_id as id from inquiries where landlord_id = ? and tenant_id in (${list})
      union select u.id from leases l
        join users u on u.id = l.tenant_id or (u.email_verified_at is not null and lower(u.email) = lower(l.tenant_email))
        where l.landlord_id = ? and u.id in (${list})`,
    params: [viewer.id, ...ids, viewer.id, ...ids],
  };
}

/** Landlords among `ids` the viewer wrote to or leases from, and landlords with a listing on the marketplace. */
function acquaintedQuery(viewer: Actor, ids: readonly number[]): SqlQuery {
  const list = placeholders(ids);
  const asTenant = leaseTenantSql(viewer);
  return {
    sql: `select landlord_id as id from inquiries where tenant_id = ? and landlord_id in (${list})
      union select l.landlord_id from leases l where ${asTenant.sql} and l.landlord_id in (${list})
      union select p.owner_id from properties p where p.owner_id in (${list}) and ${PUBLIC_LISTING}`,
    params: [viewer.id, ...ids, ...asTenant.params, ...ids, ...ids],
  };
}

export const userAccess = defineLoader<number, UserAccess>(async (ctx, ids) => {
  const viewer = ctx.viewer;
  if (viewer && isAdmin(viewer)) return ids.map(() => 'full');
  const others = ids.filter((id) => id !== viewer?.id);
  const connection = ctx.em.getConnection();
  const idsOf = async ({ sql, params }: SqlQuery) => new Set((await connection.execute<Array<{ id: number }>>(sql, params)).map((row) => row.id));
  const [contacts, acquainted] =
    viewer && others.length > 0
      ? await Promise.all([idsOf(reachedViewerQuery(viewer, others)), idsOf(acquaintedQuery(viewer, others))])
      : [new Set<number>(), new Set<number>()];
  return ids.map((id) => {
    if (id === viewer?.id) return 'full';
    if (contacts.has(id)) return 'contact';
    return acquainted.has(id) ? 'acquainted' : 'stranger';
  });
});
