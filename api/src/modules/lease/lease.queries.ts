import type { EntityManager } from '@mikro-orm/postgresql';
import { placeholders, type SqlQuery } from '../../common/sql.js';
import { ACCEPTED_LEASE_STATUSES, BOOKING_LEASE_STATUSES, type LeaseStatus } from '../../contracts/index.js';
import type { LeaseTenantIdentity } from './lease.policy.js';

/**
 * The lease module owns the `leases` table: other modules ask it through these functions and conditions, never
 * with SQL of their own against it.
 */

/** A would-be tenant as SQL expressions: a known account bound as parameters, or the columns of a users row in the caller's query. */
export interface TenantSql {
  id: string;
  emailVerified: string;
  lowerEmail: string;
  params: unknown[];
}

const tenantAccount = (actor: LeaseTenantIdentity): TenantSql => ({
  id: '?',
  emailVerified: '?::boolean',
  lowerEmail: '?',
  params: [actor.id, actor.emailVerified, actor.email.toLowerCase()],
});

/** isLeaseTenant (lease.policy.ts) as one SQL condition on the leases alias `l`. */
function isTenantSql(tenant: TenantSql): SqlQuery {
  return {
    sql: `(l.tenant_id = ${tenant.id} or (${tenant.emailVerified} and lower(l.tenant_email) = ${tenant.lowerEmail}))`,
    params: tenant.params,
  };
}

/** The leases (alias `l`) whose tenant is `actor`. */
export const leaseTenantSql = (actor: LeaseTenantIdentity): SqlQuery => isTenantSql(tenantAccount(actor));

/** True when the document `documentIdColumn` is the contract of a lease whose tenant is `actor`. */
export function tenantContractSql(actor: LeaseTenantIdentity, documentIdColumn: string): SqlQuery {
  const tenant = leaseTenantSql(actor);
  return { sql: `exists (select 1 from leases l where l.document_id = ${documentIdColumn} and ${tenant.sql})`, params: tenant.params };
}

/**
 * True when `tenant` took a lease from the landlord `landlordId`: accepted it (active, or ended since). An invitation
 * alone (pending, declined, withdrawn) is the landlord's act, not the tenant's: typing someone's email into a lease
 * must not reveal their contact details.
 */
export function leasedFromSql(landlordId: number, tenant: TenantSql): SqlQuery {
  const isTenant = isTenantSql(tenant);
  return {
    sql: `exists (select 1 from leases l where l.landlord_id = ? and l.status in (${placeholders(ACCEPTED_LEASE_STATUSES)}) and ${isTenant.sql})`,
    params: [landlordId, ...ACCEPTED_LEASE_STATUSES, ...isTenant.params],
  };
}

/** The landlords among `landlordIds` that `actor` leases from, as rows `{ id }`. */
export function landlordsOfTenantSql(actor: LeaseTenantIdentity, landlordIds: readonly number[]): SqlQuery {
  const tenant = leaseTenantSql(actor);
  return {
    sql: `select l.landlord_id as id from leases l where ${tenant.sql} and l.landlord_id in (${placeholders(landlordIds)})`,
    params: [...tenant.params, ...landlordIds],
  };
}

/** Whether a property has a pending or active lease. Runs on `em`, so inside the caller's transaction and its locks. */
export async function hasBookingLease(em: EntityManager, propertyId: number): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from leases where property_id = ? and status in (${placeholders(BOOKING_LEASE_STATUSES)}) limit 1`,
    [propertyId, ...BOOKING_LEASE_STATUSES],
  );
  return rows.length > 0;
}

/**
 * Whether a tenant lives in the property on `today` (a calendar day, `YYYY-MM-DD`, from the caller's clock): an
 * active lease whose dates include it (open ends count).
 */
export async function hasCurrentLease(em: EntityManager, propertyId: number, today: string): Promise<boolean> {
  const rows = await em.execute(
    `select 1 from leases where property_id = ? and status = 'active'
       and coalesce(start_date, '-infinity') <= ?::date and coalesce(end_date, 'infinity') >= ?::date limit 1`,
    [propertyId, today, today],
  );
  return rows.length > 0;
}

/** A lease as the tenancy's later records (repairs, entries, inspections) need it: its parties, status and dates. */
export interface LeaseTenancy {
  id: number;
  propertyId: number;
  landlordId: number;
  tenantId: number | null;
  tenantEmail: string;
  tenantName: string;
  status: LeaseStatus;
  startDate: string | null;
  endDate: string | null;
  acceptedAt: Date | null;
}

/** One lease's parties, status and dates; null when there is no such lease. */
export async function findLeaseTenancy(em: EntityManager, id: number): Promise<LeaseTenancy | null> {
  const [row] = await em.execute<Array<Record<string, unknown>>>(
    `select id, property_id, landlord_id, tenant_id, tenant_email, tenant_name, status,
            to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, accepted_at
       from leases where id = ?`,
    [id],
  );
  if (!row) return null;
  return {
    id: row.id as number,
    propertyId: row.property_id as number,
    landlordId: row.landlord_id as number,
    tenantId: (row.tenant_id as number | null) ?? null,
    tenantEmail: row.tenant_email as string,
    tenantName: row.tenant_name as string,
    status: row.status as LeaseStatus,
    startDate: (row.start_date as string | null) ?? null,
    endDate: (row.end_date as string | null) ?? null,
    acceptedAt: row.accepted_at ? new Date(row.accepted_at as string) : null,
  };
}
