import type { EntityManager } from '@mikro-orm/postgresql';
import { joinSql } from '../../common/sql.js';
import type { ReportReason, ReportStatus } from '../../contracts/index.js';
import { listingTitleSource } from '../property/index.js';
import { userNameSource } from '../user/index.js';

/** A report as REST sends it and the ListingReport GraphQL type reads it: with the listing's title, its landlord's name and the reporter's name. */
export interface ReportRecord {
  id: number;
  propertyId: number;
  propertyTitle: string;
  propertyOwnerId: number;
  /** The landlord's name: admins only (null in what the reporter gets back). */
  propertyOwnerName: string | null;
  reporterId: number;
  reporterName: string | null;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
}

/** How many open reports one queue answer carries (oldest first). */
export const REPORT_QUEUE_LIMIT = 200;

const LISTING = listingTitleSource('r.property_id');
const REPORTER = userNameSource('r.reporter_id', 'reporterName');
const OWNER = userNameSource('p.owner_id', 'propertyOwnerName', 'owner');

const REPORT_SELECT = `select r.id, r.property_id as "propertyId", ${LISTING.columns},
    ${OWNER.columns}, r.reporter_id as "reporterId", ${REPORTER.columns}, r.reason, r.details, r.status,
    to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
    to_char(r.resolved_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "resolvedAt"
  from listing_reports r ${joinSql(LISTING)} ${joinSql(OWNER)} ${joinSql(REPORTER)}`;

export async function findReportRecord(em: EntityManager, id: number): Promise<ReportRecord | null> {
  const rows = await em.execute<ReportRecord[]>(`${REPORT_SELECT} where r.id = ?`, [id]);
  return rows[0] ?? null;
}

/** The admin queue: open reports, oldest first (listing_reports_queue_idx). */
export function openReportRecords(em: EntityManager): Promise<ReportRecord[]> {
  return em.execute<ReportRecord[]>(`${REPORT_SELECT} where r.status = 'open' order by r.created_at, r.id limit ?`, [REPORT_QUEUE_LIMIT]);
}
