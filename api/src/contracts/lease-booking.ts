// Booking rules of the card and the detail page (docs/product.md#property-card) and of the date pickers
// (docs/product.md#validation-rules), shared by the API and the web client.
// Dates are calendar days as 'YYYY-MM-DD' strings; imports nothing but date-fns.
import { isValid, isWithinInterval, parseISO } from 'date-fns';

/** The lease facts the booking rules need; both full leases and the public booking view fit. */
export interface LeaseBookingFacts {
  status: string;
  startDate: string | null;
  endDate: string | null;
}

/** A booked stretch of days, both ends included. `null` ends are open (the lease has no date there). */
export interface BookedRange {
  startDate: string | null;
  endDate: string | null;
}

/**
 * Time zone of the server's calendar day for booking state (Property.isBooked / currentLease): Hearth's reference
 * zone. Clients compute the same rules with their own local day.
 */
export const BOOKING_TIME_ZONE = 'America/Toronto';
/**
 * The last Canadian zone to reach a new day. The server refuses a start date only when it is in the past here,
 * so no Canadian user's "today" (checked by the client form with its local day) is ever refused by the server.
 */
export const START_DATE_TIME_ZONE = 'America/Vancouver';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written 'YYYY-MM-DD' (parseISO rejects '2027-02-30'). */
export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && isValid(parseISO(value));
}

/** The local calendar day of this runtime (what a browser calls today). */
export function localCalendarDay(instant: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}`;
}

function isBookingStatus(status: string): boolean {
  return status === 'pending' || status === 'active';
}

/** `day` lies within [start, end], open ends unbounded. */
function dayWithin(day: string, range: BookedRange): boolean {
  const start = range.startDate ? parseISO(range.startDate) : new Date(-8.64e15);
  const end = range.endDate ? parseISO(range.endDate) : new Date(8.64e15);
  if (end < start) return false;
  return isWithinInterval(parseISO(day), { start, end });
}

/** docs/product.md#property-card: a lease books its property when it is pending, or active with start <= today <= end. */
export function isLeaseBooking(lease: LeaseBookingFacts, today: string): boolean {
  if (lease.status === 'pending') return true;
  if (lease.status !== 'active' || !lease.startDate || !lease.endDate) return false;
  return dayWithin(today, lease);
}

/** docs/product.md#property-detail: the first lease that is pending, or active with start on or before today and end on or after today. */
export function currentLease<L extends LeaseBookingFacts>(leases: readonly L[], today: string): L | null {
  return leases.find((lease) => isLeaseBooking(lease, today)) ?? null;
}

/** docs/product.md#property-card: a property is Booked when any of its leases books it today. */
export function isPropertyBooked(leases: readonly LeaseBookingFacts[], today: string): boolean {
  return currentLease(leases, today) !== null;
}

/** docs/product.md#states-and-transitions and docs/product.md#validation-rules: pending and active leases block their days in the date pickers. */
export function bookedRanges(leases: readonly LeaseBookingFacts[]): BookedRange[] {
  return leases
    .filter((lease) => isBookingStatus(lease.status))
    .map((lease) => ({ startDate: lease.startDate, endDate: lease.endDate }));
}

/** docs/product.md#validation-rules: whether `date` ('YYYY-MM-DD') falls on a day covered by a pending or active lease. */
export function isDateBooked(date: string, leases: readonly LeaseBookingFacts[]): boolean {
  return bookedRanges(leases).some((range) => dayWithin(date, range));
}
