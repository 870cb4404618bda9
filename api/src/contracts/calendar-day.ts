import { z } from 'zod';
import { isCalendarDay } from './lease-booking.js';

/**
 * The date rule of every date input (README, "Dates"): a calendar day 'YYYY-MM-DD', or an ISO 8601 date-time
 * ('2026-12-04T05:00:00.000Z', '2026-12-04T00:00-05:00') that stands for the calendar day written in it, its first
 * ten characters. That is the day a browser picked at local midnight anywhere in Canada and sent as toISOString():
 * Canada is west of UTC, so midnight there is the same day in UTC. Years run 0001-9999 (PostgreSQL has no year 0).
 */
const DAY_OR_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)?)?$/;

export const INVALID_DATE_MESSAGE = 'Please enter a valid date (YYYY-MM-DD).';

/** The calendar day ('YYYY-MM-DD') a date input stands for, or null when it is no real day. */
export function calendarDayOf(value: string): string | null {
  const day = DAY_OR_DATE_TIME.exec(value.trim())?.[1];
  return day && !day.startsWith('0000') && isCalendarDay(day) ? day : null;
}

/** A date input as its calendar day; anything else is refused with INVALID_DATE_MESSAGE. */
export const calendarDaySchema = z.string({ error: INVALID_DATE_MESSAGE }).transform((value, context) => {
  const day = calendarDayOf(value);
  if (day === null) {
    context.addIssue({ code: 'custom', message: INVALID_DATE_MESSAGE });
    return z.NEVER;
  }
  return day;
});
