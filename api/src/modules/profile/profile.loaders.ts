import { isAdmin, type Actor } from '../../common/actor.js';
import { defineLoader } from '../../common/loaders.js';
import { union, type SqlQuery } from '../../common/sql.js';
import { inquiredLandlordsSql, inquirersOfSql } from '../inquiry/index.js';
import { landlordsOfTenantSql, leasedFromSql, type TenantSql } from '../lease/index.js';
import { ownersWithPublicListingSql } from '../property/index.js';
import { usersAmongSql } from '../user/index.js';

/**
 * How much of a person the viewer may see (docs/product.md#who-sees-a-person), per target user, batched per request:
 * - full: the person themself, or an admin;
 * - contact: the person reached out to the viewer (a tenant who wrote to this landlord, or accepted a lease from them,
 *   by id or by their verified email): their contact details (email, phone, WhatsApp) and profile. Writing to someone
 *   shares your own details, not theirs; being invited to a lease shares nothing;
 * - acquainted: the viewer reached out to the person (a landlord they wrote to or lease from), or the person is a
 *   landlord with a listing on the marketplace and the viewer is signed in (the spec's contact panel): WhatsApp and
 *   profile, no email or phone;
 * - stranger: the name only.
 */
export type UserAccess = 'full' | 'contact' | 'acquainted' | 'stranger';

/** The users row `u` as the tenant a lease names: by id, or by its email once verified. */
const USER_AS_TENANT: TenantSql = { id: 'u.id', emailVerified: 'u.email_verified_at is not null', lowerEmail: 'lower(u.email)', params: [] };

/**
 * Tenants among `ids` who wrote to the landlord `viewer` or accepted a lease from them. Asks the modules that
 * create those ties, on their participant indexes.
 */
function reachedViewerQuery(viewer: Actor, ids: readonly number[]): SqlQuery {
  return union(inquirersOfSql(viewer.id, ids), usersAmongSql(ids, leasedFromSql(viewer.id, USER_AS_TENANT)));
}

/** Landlords among `ids` the viewer wrote to or leases from, and landlords with a listing on the marketplace. */
function acquaintedQuery(viewer: Actor, ids: readonly number[]): SqlQuery {
  return union(inquiredLandlordsSql(viewer.id, ids), landlordsOfTenantSql(viewer, ids), ownersWithPublicListingSql(ids));
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
