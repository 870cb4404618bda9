import { z } from 'zod';
import { isCalendarDay } from './lease-booking.js';

/** An instant with its zone, ISO 8601: '2026-12-05T15:00:00Z', '2026-12-05T10:00-05:00'. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(?:Z|[+-](?:[01]\d|2[0-3]):?[0-5]\d)$/;

/**
 * `value` as an instant, or null when it is none: its day must be a real one (JavaScript's Date would move
 * 30 February to 2 March, and a notice would name a day nobody wrote), years 0001-9999.
 */
export function instantOf(value: string): Date | null {
  if (!ISO_INSTANT.test(value)) return null;
  const day = value.slice(0, 10);
  if (day.startsWith('0000') || !isCalendarDay(day)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An instant input as a Date; anything else is refused with `message`. The pattern stays in the schema: clients read it. */
export const instantSchema = (message: string) =>
  z
    .string({ error: message })
    .regex(ISO_INSTANT, message)
    .transform((value, context) => {
      const at = instantOf(value);
      if (at === null) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return at;
    });
