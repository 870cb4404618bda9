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
