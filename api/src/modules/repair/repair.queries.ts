import type { EntityManager } from '@mikro-orm/postgresql';
import { joinSql } from '../../common/sql.js';
import type { RepairCategory, RepairStatus, RepairUrgency } from '../../contracts/index.js';
import { listingTitleSource } from '../property/index.js';
import { userNameSource } from '../user/index.js';

/**
 * The repair module owns `repair_requests`, `repair_request_events` and `repair_request_comments`; other modules ask
 * through these functions (and RepairService), never with SQL of their own.
 */

/** A repair request with the names its screens show. */
export interface RepairRequestRecord {
  id: number;
  leaseId: number;
  propertyId: number;
  propertyTitle: string;
  landlordId: number;
  landlordName: string | null;
  tenantId: number;
  tenantName: string | null;
  category: RepairCategory;
  description: string;
  urgency: RepairUrgency;
  photos: string[];
  entryPermission: boolean;
  status: RepairStatus;
  createdAt: Date;
  updatedAt: Date;
  resolvedAt: Date | null;
}

export interface RepairEventRecord {
  id: number;
  actorId: number | null;
  actorName: string | null;
  fromStatus: RepairStatus | null;
  toStatus: RepairStatus;
  at: Date;
}

export interface RepairCommentRecord {
  id: number;
  authorId: number | null;
  authorName: string | null;
  body: string;
  photos: string[];
  createdAt: Date;
}

const LISTING = listingTitleSource('r.property_id');
const TENANT = userNameSource('r.tenant_id', 'tenantName', 'tenant');
const LANDLORD = userNameSource('r.landlord_id', 'landlordName', 'landlord');

const REQUEST_SELECT = `select r.id, r.lease_id as "leaseId", r.property_id as "propertyId", p.title as "propertyTitle",
    r.landlord_id as "landlordId", ${LANDLORD.columns}, r.tenant_id as "tenantId", ${TENANT.columns},
    r.category, r.description, r.urgency, r.photos, r.entry_permission as "entryPermission", r.status,
    r.created_at as "createdAt", r.updated_at as "updatedAt", r.resolved_at as "resolvedAt"
  from repair_requests r ${joinSql(LISTING)} ${joinSql(TENANT)} ${joinSql(LANDLORD)}`;

/** Emergencies first, then the oldest; a request no longer waiting on the landlord after those that are. */
const ORDER = `order by (r.status in ('resolved', 'closed')), (r.urgency <> 'emergency'), r.created_at, r.id`;

const asRecord = (row: RepairRequestRecord): RepairRequestRecord => ({
  ...row,
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
  resolvedAt: row.resolvedAt ? new Date(row.resolvedAt) : null,
});

export async function findRepairRequest(em: EntityManager, id: number): Promise<RepairRequestRecord | null> {
  const [row] = await em.execute<RepairRequestRecord[]>(`${REQUEST_SELECT} where r.id = ?`, [id]);
  return row ? asRecord(row) : null;
}

/** How many requests one list answer carries at most. */
export const REPAIR_LIST_LIMIT = 2000;

/**
 * The requests of `userId` on `side` (a tenant's own, or a landlord's for their properties: an account is one or the
 * other, so one index serves each), optionally one property's or only those still waiting.
 */
export async function repairRequestsOf(
  em: EntityManager,
  userId: number,
  side: 'tenant' | 'landlord',
  filter: { propertyId?: number; waiting?: boolean },
): Promise<RepairRequestRecord[]> {
  const where = [side === 'landlord' ? 'r.landlord_id = ?' : 'r.tenant_id = ?'];
  const params: unknown[] = [userId];
  if (filter.propertyId !== undefined) {
    where.push('r.property_id = ?');
    params.push(filter.propertyId);
  }
  if (filter.waiting) where.push(`r.status not in ('resolved', 'closed')`);
  const rows = await em.execute<RepairRequestRecord[]>(`${REQUEST_SELECT} where ${where.join(' and ')} ${ORDER} limit ?`, [...params, REPAIR_LIST_LIMIT]);
  return rows.map(asRecord);
}

export async function insertRepairRequest(
  em: EntityManager,
  input: Omit<RepairRequestRecord, 'id' | 'propertyTitle' | 'landlordName' | 'tenantName' | 'status' | 'updatedAt' | 'resolvedAt'>,
): Promise<number> {
  const [row] = await em.execute<Array<{ id: number }>>(
    `insert into repair_requests (lease_id, property_id, landlord_id, tenant_id, category, description, urgency, photos, entry_permission, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, array(select json_array_elements_text(?::json)), ?, ?, ?) returning id`,
    [input.leaseId, input.propertyId, input.landlordId, input.tenantId, input.category, input.description, input.urgency, JSON.stringify(input.photos), input.entryPermission, input.createdAt, input.createdAt],
  );
  return row!.id;
}

/** Moves a request from `from` to `to`, only if it is still at `from` (a concurrent move finds it moved). */
export async function moveRepairStatus(em: EntityManager, id: number, from: RepairStatus, to: RepairStatus, at: Date): Promise<boolean> {
  const rows = await em.execute<Array<{ id: number }>>(
    `update repair_requests set status = ?, updated_at = ?,
       resolved_at = case when ? = 'resolved' then ?::timestamptz when ? = 'open' then null else resolved_at end
     where id = ? and status = ? returning id`,
    [to, at, to, at, to, id, from],
  );
  return rows.length > 0;
}

export async function insertRepairEvent(em: EntityManager, event: { requestId: number; actorId: number; fromStatus: RepairStatus | null; toStatus: RepairStatus; at: Date }): Promise<void> {
  await em.execute(`insert into repair_request_events (request_id, actor_id, from_status, to_status, created_at) values (?, ?, ?, ?, ?)`, [
    event.requestId,
    event.actorId,
    event.fromStatus,
    event.toStatus,
    event.at,
  ]);
}

export async function repairTimeline(em: EntityManager, requestId: number): Promise<RepairEventRecord[]> {
  const ACTOR = userNameSource('e.actor_id', 'actorName');
  const rows = await em.execute<RepairEventRecord[]>(
    `select e.id, e.actor_id as "actorId", ${ACTOR.columns}, e.from_status as "fromStatus", e.to_status as "toStatus", e.created_at as "at"
       from repair_request_events e ${joinSql(ACTOR, 'left join')} where e.request_id = ? order by e.created_at, e.id`,
    [requestId],
  );
  return rows.map((row) => ({ ...row, at: new Date(row.at) }));
}

export async function insertRepairComment(em: EntityManager, comment: { requestId: number; authorId: number; body: string; photos: string[]; at: Date }): Promise<number> {
  const [row] = await em.execute<Array<{ id: number }>>(
    `insert into repair_request_comments (request_id, author_id, body, photos, created_at) values (?, ?, ?, array(select json_array_elements_text(?::json)), ?) returning id`,
    [comment.requestId, comment.authorId, comment.body, JSON.stringify(comment.photos), comment.at],
  );
  await em.execute(`update repair_requests set updated_at = ? where id = ?`, [comment.at, comment.requestId]);
  return row!.id;
}

export async function repairComments(em: EntityManager, requestId: number): Promise<RepairCommentRecord[]> {
  const AUTHOR = userNameSource('c.author_id', 'authorName');
  const rows = await em.execute<RepairCommentRecord[]>(
    `select c.id, c.author_id as "authorId", ${AUTHOR.columns}, c.body, c.photos, c.created_at as "createdAt"
       from repair_request_comments c ${joinSql(AUTHOR, 'left join')} where c.request_id = ? order by c.created_at, c.id`,
    [requestId],
  );
  return rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }));
}

/**
 * The requests whose photos (or whose thread's photos) include `cid`, as `{ tenantId, landlordId }`: who may fetch
 * those bytes (file access, repair-photos.ts).
 */
export async function partiesCitingPhoto(em: EntityManager, cid: string): Promise<Array<{ tenantId: number; landlordId: number }>> {
  return em.execute(
    `select r.tenant_id as "tenantId", r.landlord_id as "landlordId" from repair_requests r
      where r.photos @> array[?]::text[]
         or exists (select 1 from repair_request_comments c where c.request_id = r.id and c.photos @> array[?]::text[])`,
    [cid, cid],
  );
}

/** True when some repair request or its thread cites `cid`, as a SQL condition. */
export const repairPhotoCitedSql = (cid: string) => ({
  sql: `(exists (select 1 from repair_requests where photos @> array[?]::text[])
         or exists (select 1 from repair_request_comments where photos @> array[?]::text[]))`,
  params: [cid, cid],
});
