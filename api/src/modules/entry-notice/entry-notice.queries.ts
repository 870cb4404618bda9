import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntryUrgency, Province } from '../../contracts/index.js';

export interface EntryNoticeRecord {
  id: number;
  repairRequestId: number;
  propertyId: number;
  landlordId: number;
  tenantId: number;
  province: Province;
  urgency: EntryUrgency;
  enterAt: Date;
  endsAt: Date;
  reason: string;
  createdAt: Date;
}

const SELECT = `select n.id, n.repair_request_id as "repairRequestId", n.property_id as "propertyId", n.landlord_id as "landlordId",
  n.tenant_id as "tenantId", n.province, n.urgency, n.enter_at as "enterAt", n.ends_at as "endsAt", n.reason, n.created_at as "createdAt"
  from entry_notices n`;

const asRecord = (row: EntryNoticeRecord): EntryNoticeRecord => ({ ...row, enterAt: new Date(row.enterAt), endsAt: new Date(row.endsAt), createdAt: new Date(row.createdAt) });

/** How many notices one list answer carries at most. */
export const ENTRY_NOTICE_LIST_LIMIT = 200;

export async function insertEntryNotice(em: EntityManager, notice: Omit<EntryNoticeRecord, 'id'>): Promise<EntryNoticeRecord> {
  const [row] = await em.execute<EntryNoticeRecord[]>(
    `with inserted as (
       insert into entry_notices (repair_request_id, property_id, landlord_id, tenant_id, province, urgency, enter_at, ends_at, reason, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) returning *)
     ${SELECT.replace('from entry_notices n', 'from inserted n')}`,
    [notice.repairRequestId, notice.propertyId, notice.landlordId, notice.tenantId, notice.province, notice.urgency, notice.enterAt, notice.endsAt, notice.reason, notice.createdAt],
  );
  return asRecord(row!);
}

/** A repair request's notices, the soonest entry first. */
export async function entryNoticesOf(em: EntityManager, repairRequestId: number): Promise<EntryNoticeRecord[]> {
  const rows = await em.execute<EntryNoticeRecord[]>(`${SELECT} where n.repair_request_id = ? order by n.enter_at, n.id limit ?`, [repairRequestId, ENTRY_NOTICE_LIST_LIMIT]);
  return rows.map(asRecord);
}

/** The entries still to come (not yet ended at `now`) where `userId` is the tenant or the landlord, the soonest first. */
export async function upcomingEntryNotices(em: EntityManager, userId: number, now: Date): Promise<EntryNoticeRecord[]> {
  const rows = await em.execute<EntryNoticeRecord[]>(
    `${SELECT} where (n.tenant_id = ? or n.landlord_id = ?) and n.ends_at > ? order by n.enter_at, n.id limit ?`,
    [userId, userId, now, ENTRY_NOTICE_LIST_LIMIT],
  );
  return rows.map(asRecord);
}

export async function findEntryNotice(em: EntityManager, id: number): Promise<EntryNoticeRecord | null> {
  const [row] = await em.execute<EntryNoticeRecord[]>(`${SELECT} where n.id = ?`, [id]);
  return row ? asRecord(row) : null;
}
