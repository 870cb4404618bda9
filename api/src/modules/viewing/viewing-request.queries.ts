import type { EntityManager } from '@mikro-orm/postgresql';
import { joinSql, placeholders } from '../../common/sql.js';
import { provinceTimeZone, VIEWING_REQUEST_WITHDRAWABLE, type Province, type ViewingRequestStatus } from '../../contracts/index.js';
import { listingSummarySource } from '../property/index.js';
import { userNameSource } from '../user/index.js';
import type { ViewingRequestView } from './viewing.types.js';

/** The viewing module's SQL of viewing_requests (the table it owns beside slots and bookings). */

const listing = listingSummarySource('r.property_id');
const tenantName = userNameSource('r.tenant_id', 'tenantName');

/** A request with what its answers and notices need beside its view: the listing's owner and address. */
export type ViewingRequestRecord = ViewingRequestView & { propertyOwnerId: number; propertyAddress: string };

export const requestView = ({ propertyOwnerId: _owner, propertyAddress: _address, ...view }: ViewingRequestRecord): ViewingRequestView => view;

type Instant = Date | string;
interface RequestRow extends Omit<ViewingRequestRecord, 'timeZone' | 'proposedTimes' | 'createdAt' | 'answeredAt' | 'viewingStartsAt'> {
  propertyProvince: Province;
  proposedTimes: string[];
  createdAt: Instant;
  answeredAt: Instant | null;
  viewingStartsAt: Instant | null;
}

const optionalDate = (value: Instant | null): Date | null => (value === null ? null : new Date(value));

const toRequest = ({ propertyProvince, ...row }: RequestRow): ViewingRequestRecord => ({
  ...row,
  // to_json writes each instant as ISO 8601 with its offset; sorted, so the earliest proposal comes first.
  proposedTimes: row.proposedTimes.map((time) => new Date(time)).sort((a, b) => a.getTime() - b.getTime()),
  createdAt: new Date(row.createdAt),
  answeredAt: optionalDate(row.answeredAt),
  viewingStartsAt: optionalDate(row.viewingStartsAt),
  timeZone: provinceTimeZone[propertyProvince],
});

/** Requests matching `where` (on `r`, the requests, and `p`, their listings), newest first. */
async function requestsWhere(em: EntityManager, where: string, params: unknown[], limit = 200): Promise<ViewingRequestRecord[]> {
  const rows = await em.execute<RequestRow[]>(
    `select r.id, r.property_id as "propertyId", r.tenant_id as "tenantId", to_json(r.proposed_times) as "proposedTimes", r.message, r.status,
       r.booking_id as "bookingId", vs.starts_at as "viewingStartsAt", r.decline_reason as "declineReason", r.answered_at as "answeredAt",
       r.created_at as "createdAt", ${listing.columns}, ${tenantName.columns}
     from viewing_requests r ${joinSql(listing)} ${joinSql(tenantName, 'left join')}
       left join viewing_bookings vb on vb.id = r.booking_id left join viewing_slots vs on vs.id = vb.slot_id
     where ${where} order by r.created_at desc, r.id desc limit ${limit}`,
    params,
  );
  return rows.map(toRequest);
}

export const findRequest = async (em: EntityManager, id: number): Promise<ViewingRequestRecord | null> => (await requestsWhere(em, 'r.id = ?', [id]))[0] ?? null;

/** The caller's requests: as the tenant who asked, or as the owner of the listing; optionally one listing's. */
export function requestsOf(em: EntityManager, userId: number, propertyId?: number): Promise<ViewingRequestRecord[]> {
  const onListing = propertyId === undefined ? '' : ' and r.property_id = ?';
  return requestsWhere(em, `(r.tenant_id = ? or ${listing.ownerId} = ?)${onListing}`, [userId, userId, ...(propertyId === undefined ? [] : [propertyId])]);
}

/** Whether the tenant asked to view the listing after `since` (one request a day per listing). */
export async function requestedSince(em: EntityManager, tenantId: number, propertyId: number, since: Date): Promise<boolean> {
  const rows = await em.execute(`select 1 from viewing_requests where tenant_id = ? and property_id = ? and created_at > ? limit 1`, [tenantId, propertyId, since]);
  return rows.length > 0;
}

export async function insertRequest(
  em: EntityManager,
  request: { propertyId: number; tenantId: number; proposedTimes: Date[]; message: string | null; createdAt: Date },
): Promise<number> {
  // The instants go as one JSON array: a bound JS array would be spread into a list of parameters.
  const rows = await em.execute<Array<{ id: number }>>(
    `insert into viewing_requests (property_id, tenant_id, proposed_times, message, created_at)
     values (?, ?, array(select json_array_elements_text(?::json)::timestamptz), ?, ?) returning id`,
    [request.propertyId, request.tenantId, JSON.stringify(request.proposedTimes.map((time) => time.toISOString())), request.message, request.createdAt],
  );
  return rows[0]!.id;
}

/**
 * Answers a pending request with one conditional update, so two answers cannot both pass: true when this one did.
 * Runs in the answer's transaction (a refused answer rolls back with it).
 */
export async function answerRequest(
  em: EntityManager,
  id: number,
  answer: { status: Exclude<ViewingRequestStatus, 'pending' | 'withdrawn'>; declineReason?: string; at: Date },
): Promise<boolean> {
  const rows = await em.execute(
    `update viewing_requests set status = ?, decline_reason = ?, answered_at = ? where id = ? and status = 'pending' returning id`,
    [answer.status, answer.declineReason ?? null, answer.at, id],
  );
  return rows.length > 0;
}

/** The tenant takes back a request with no booked time; false when it was answered otherwise or withdrawn. */
export async function withdrawRequest(em: EntityManager, id: number, at: Date): Promise<boolean> {
  const rows = await em.execute(
    `update viewing_requests set status = 'withdrawn', answered_at = coalesce(answered_at, ?)
      where id = ? and status in (${placeholders(VIEWING_REQUEST_WITHDRAWABLE)}) returning id`,
    [at, id, ...VIEWING_REQUEST_WITHDRAWABLE],
  );
  return rows.length > 0;
}

/** The booked viewing an accepted request became. */
export async function linkBooking(em: EntityManager, id: number, bookingId: number): Promise<void> {
  await em.execute(`update viewing_requests set booking_id = ? where id = ?`, [bookingId, id]);
}
