import type { EntityManager } from '@mikro-orm/postgresql';
import { countsPerDay, type DayWindows } from '../../common/day-windows.js';
import { placeholders, type SqlQuery } from '../../common/sql.js';

/** The tenants among `tenantIds` who sent `landlordId` an inquiry, as rows `{ id }`. */
export const inquirersOfSql = (landlordId: number, tenantIds: readonly number[]): SqlQuery => ({
  sql: `select tenant_id as id from inquiries where landlord_id = ? and tenant_id in (${placeholders(tenantIds)})`,
  params: [landlordId, ...tenantIds],
});

/** The landlords among `landlordIds` that `tenantId` sent an inquiry to, as rows `{ id }`. */
export const inquiredLandlordsSql = (tenantId: number, landlordIds: readonly number[]): SqlQuery => ({
  sql: `select landlord_id as id from inquiries where tenant_id = ? and landlord_id in (${placeholders(landlordIds)})`,
  params: [tenantId, ...landlordIds],
});

/** True when the tenant `tenantId` (an SQL expression) sent an inquiry about the property `propertyIdColumn`. */
export const inquiredAboutSql = (propertyIdColumn: string, tenantId: SqlQuery): SqlQuery => ({
  sql: `exists (select 1 from inquiries i where i.property_id = ${propertyIdColumn} and i.tenant_id = ${tenantId.sql})`,
  params: tenantId.params,
});

/** Inquiries sent about the listing, per day of the windows (listing statistics). */
export const inquiriesPerDay = (em: EntityManager, propertyId: number, windows: DayWindows): Promise<number[]> =>
  countsPerDay(em, 'created_at', 'from inquiries where property_id = ?', [propertyId], windows);
