import type { EntityManager } from '@mikro-orm/postgresql';
import { countsPerDay, type DayWindows } from '../../common/day-windows.js';
import { joinSql, placeholders } from '../../common/sql.js';
import { provinceTimeZone, type Province, type ViewingCancelledBy } from '../../contracts/index.js';
import { listingSummarySource } from '../property/index.js';
import { userNameSource } from '../user/index.js';
import type { ViewingBookingView, ViewingSlotView } from './viewing.types.js';

/** The viewing module owns viewing_slots and viewing_bookings; this file holds its SQL. */

const listing = listingSummarySource('b.property_id');
const tenantName = userNameSource('b.tenant_id', 'tenantName');

interface BookingRow extends Omit<ViewingBookingView, 'timeZone'> {
  propertyProvince: Province;
  propertyOwnerId: number;
  propertyAddress: string;
}

/** A booking with what its notices need beside its view: the listing's owner and address. */
export type BookingRecord = ViewingBookingView & { propertyOwnerId: number; propertyAddress: string };

/** The fields of a booking's view (REST answers these), without the notices' extras. */
export const bookingView = ({ propertyOwnerId: _owner, propertyAddress: _address, ...view }: BookingRecord): ViewingBookingView => view;

/** Raw rows carry timestamps as PostgreSQL text (MikroORM's driver leaves them unparsed). */
const asDate = (value: Date | string): Date => new Date(value);
const optionalDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

const toBooking = ({ propertyProvince, ...row }: BookingRow): BookingRecord => ({
  ...row,
  startsAt: asDate(row.startsAt),
  endsAt: asDate(row.endsAt),
  createdAt: asDate(row.createdAt),
  cancelledAt: optionalDate(row.cancelledAt),
  timeZone: provinceTimeZone[propertyProvince],
});
/** A booking kept in a job's payload (JSON, its instants as ISO strings), as findBooking gives it. */
export const bookingFromJson = (json: BookingRecord): BookingRecord => ({
  ...json,
  startsAt: asDate(json.startsAt),
  endsAt: asDate(json.endsAt),
  createdAt: asDate(json.createdAt),
  cancelledAt: optionalDate(json.cancelledAt),
});
const toSlot = (row: SlotRow): SlotRow => ({ ...row, startsAt: asDate(row.startsAt), endsAt: asDate(row.endsAt) });

/** Bookings matching `where` (on `b`, the bookings, `s`, their slots, and `p`, their listings), soonest first. */
async function bookingsWhere(em: EntityManager, where: string, params: unknown[], limit = 500): Promise<BookingRecord[]> {
  const rows = await em.execute<BookingRow[]>(
    `select b.id, b.slot_id as "slotId", b.property_id as "propertyId", s.starts_at as "startsAt", s.ends_at as "endsAt",
       b.status, b.message, b.tenant_id as "tenantId", b.cancelled_by as "cancelledBy", b.cancel_reason as "cancelReason",
       b.created_at as "createdAt", b.cancelled_at as "cancelledAt", ${listing.columns}, ${tenantName.columns}
     from viewing_bookings b join viewing_slots s on s.id = b.slot_id ${joinSql(listing)} ${joinSql(tenantName, 'left join')}
     where ${where} order by s.starts_at, b.id limit ${limit}`,
    params,
  );
  return rows.map(toBooking);
}

export const findBooking = async (em: EntityManager, id: number): Promise<BookingRecord | null> => (await bookingsWhere(em, 'b.id = ?', [id]))[0] ?? null;

/** The caller's bookings: as the tenant who booked, or as the owner of the listing. */
export function bookingsOf(em: EntityManager, userId: number, propertyId?: number): Promise<BookingRecord[]> {
  const onListing = propertyId === undefined ? '' : ' and b.property_id = ?';
  return bookingsWhere(em, `(b.tenant_id = ? or ${listing.ownerId} = ?)${onListing}`, [userId, userId, ...(propertyId === undefined ? [] : [propertyId])]);
}

/** Active bookings of `slotIds`, all of them or only `tenantId`'s. */
export function activeBookingsOfSlots(em: EntityManager, slotIds: readonly number[], tenantId?: number): Promise<BookingRecord[]> {
  if (slotIds.length === 0) return Promise.resolve([]);
  const ofTenant = tenantId === undefined ? '' : ' and b.tenant_id = ?';
  return bookingsWhere(em, `b.status = 'active' and b.slot_id in (${placeholders(slotIds)})${ofTenant}`, [...slotIds, ...(tenantId === undefined ? [] : [tenantId])], 10_000);
}

type SlotRow = Pick<ViewingSlotView, 'id' | 'propertyId' | 'startsAt' | 'endsAt' | 'capacity' | 'bookedCount'>;
const SLOT_COLUMNS = `s.id, s.property_id as "propertyId", s.starts_at as "startsAt", s.ends_at as "endsAt", s.capacity, s.booked_count as "bookedCount"`;

/** A listing's live future slots: all of them, or those with a free place plus those `tenantId` holds a place in. */
export async function futureSlots(em: EntityManager, propertyId: number, all: boolean, tenantId: number): Promise<SlotRow[]> {
  const bookable = all
    ? ''
    : ` and (s.booked_count < s.capacity or exists (select 1 from viewing_bookings b where b.slot_id = s.id and b.tenant_id = ? and b.status = 'active'))`;
  const rows = await em.execute<SlotRow[]>(
    `select ${SLOT_COLUMNS} from viewing_slots s where s.property_id = ? and s.cancelled_at is null and s.starts_at > now()${bookable} order by s.starts_at limit 500`,
    all ? [propertyId] : [propertyId, tenantId],
  );
  return rows.map(toSlot);
}

/** A live (not removed) slot, or null. */
export async function findLiveSlot(em: EntityManager, id: number): Promise<SlotRow | null> {
  const rows = await em.execute<SlotRow[]>(`select ${SLOT_COLUMNS} from viewing_slots s where s.id = ? and s.cancelled_at is null`, [id]);
  return rows[0] ? toSlot(rows[0]) : null;
}

/** A listing's live slots still to come (a viewing already started is not cancelled with its listing). */
export async function upcomingSlotIds(em: EntityManager, propertyId: number): Promise<number[]> {
  const rows = await em.execute<Array<{ id: number }>>(`select id from viewing_slots where property_id = ? and cancelled_at is null and starts_at > now()`, [propertyId]);
  return rows.map((row) => row.id);
}

/** Inserts slots of a listing; an overlap with a live slot raises the exclusion constraint (SQLSTATE 23P01). */
export async function insertSlots(em: EntityManager, propertyId: number, slots: Array<{ startsAt: Date; endsAt: Date }>, capacity: number): Promise<SlotRow[]> {
  const values = slots.map(() => '(?, ?, ?, ?)').join(', ');
  const rows = await em.execute<SlotRow[]>(
    `insert into viewing_slots (property_id, starts_at, ends_at, capacity) values ${values}
     returning id, property_id as "propertyId", starts_at as "startsAt", ends_at as "endsAt", capacity, booked_count as "bookedCount"`,
    slots.flatMap(({ startsAt, endsAt }) => [propertyId, startsAt, endsAt, capacity]),
  );
  return rows.map(toSlot);
}

/**
 * Takes one place of a live, future slot with one statement, so concurrent bookings cannot overfill it: true when a
 * place was taken. Runs in the booking's transaction (a refused booking gives the place back by rolling back).
 */
export async function takePlace(em: EntityManager, slotId: number): Promise<boolean> {
  const rows = await em.execute(
    `update viewing_slots set booked_count = booked_count + 1
     where id = ? and cancelled_at is null and starts_at > now() and booked_count < capacity returning id`,
    [slotId],
  );
  return rows.length > 0;
}

/**
 * Inserts an active booking lasting until its viewing ends; while the tenant holds an upcoming booking of the
 * listing, this raises the exclusion constraint (SQLSTATE 23P01).
 */
export async function insertBooking(em: EntityManager, booking: { slotId: number; tenantId: number; message: string | null }): Promise<number> {
  const rows = await em.execute<Array<{ id: number }>>(
    `insert into viewing_bookings (slot_id, property_id, tenant_id, message, ends_at)
     select s.id, s.property_id, ?, ?, s.ends_at from viewing_slots s where s.id = ? returning id`,
    [booking.tenantId, booking.message, booking.slotId],
  );
  return rows[0]!.id;
}

/** Cancels active bookings (one by id, or all of a slot) and gives their places back; the ids cancelled. */
export async function cancelBookings(
  em: EntityManager,
  which: { id: number } | { slotId: number },
  cancelledBy: ViewingCancelledBy,
  reason: string | null,
): Promise<number[]> {
  const [column, value] = 'id' in which ? ['id', which.id] : ['slot_id', which.slotId];
  const rows = await em.execute<Array<{ id: number; slotId: number }>>(
    `update viewing_bookings set status = 'cancelled', cancelled_by = ?, cancel_reason = ?, cancelled_at = now()
     where ${column} = ? and status = 'active' returning id, slot_id as "slotId"`,
    [cancelledBy, reason, value],
  );
  for (const { slotId } of rows) await em.execute(`update viewing_slots set booked_count = booked_count - 1 where id = ?`, [slotId]);
  return rows.map((row) => row.id);
}

/** Cancels a live slot; false when it was not live. */
export async function cancelSlot(em: EntityManager, id: number): Promise<boolean> {
  return (await em.execute(`update viewing_slots set cancelled_at = now() where id = ? and cancelled_at is null returning id`, [id])).length > 0;
}

/** Claims a booking's reminder: true once, for an active booking of a live slot not reminded yet. */
export async function claimReminder(em: EntityManager, bookingId: number): Promise<boolean> {
  const rows = await em.execute(
    `update viewing_bookings b set reminded_at = now() from viewing_slots s
     where b.id = ? and s.id = b.slot_id and b.status = 'active' and b.reminded_at is null and s.cancelled_at is null returning b.id`,
    [bookingId],
  );
  return rows.length > 0;
}


/** Viewings booked for the listing, per day the tenant booked (listing statistics; a booking cancelled later still counts). */
export const viewingsBookedPerDay = (em: EntityManager, propertyId: number, windows: DayWindows): Promise<number[]> =>
  countsPerDay(em, 'created_at', 'from viewing_bookings where property_id = ?', [propertyId], windows);
