import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.js';
import { instantSchema } from './instant.js';
import { entityId } from './messaging.schema.js';
import type { Province } from './provinces.js';

/** Viewing slots and bookings (docs/product.md#viewings): the rules the landlord's form and the API share. */
export const VIEWING_DURATION_MIN = 15;
export const VIEWING_DURATION_MAX = 120;
export const VIEWING_CAPACITY_MAX = 50;
/** A weekly pattern makes at most this many slots (half a year). */
export const VIEWING_REPEAT_MAX_SLOTS = 26;
export const VIEWING_MESSAGE_MAX = 1000;
export const VIEWING_CANCEL_REASON_MAX = 500;
/** Reminders go out this long before a viewing. */
export const VIEWING_REMINDER_HOURS = 24;

export const VIEWING_BOOKING_STATUSES = ['active', 'cancelled'] as const;
export type ViewingBookingStatus = (typeof VIEWING_BOOKING_STATUSES)[number];
export const VIEWING_CANCELLED_BY = ['tenant', 'landlord'] as const;
export type ViewingCancelledBy = (typeof VIEWING_CANCELLED_BY)[number];

/** Where a listing's viewings happen: times are stored as instants and shown in the listing's province's zone. */
export const provinceTimeZone: Record<Province, string> = {
  ON: 'America/Toronto',
  QC: 'America/Toronto',
  BC: 'America/Vancouver',
  AB: 'America/Edmonton',
  SK: 'America/Regina',
  MB: 'America/Winnipeg',
  NS: 'America/Halifax',
  NB: 'America/Moncton',
  PE: 'America/Halifax',
  NL: 'America/St_Johns',
};

// The notice a tenant in place must get before their home is shown is the entry rule of their province:
// ENTRY_NOTICE_RULES (entry-notice-rules.ts), one table for viewings and entries alike.

/** The last instant a viewing may end: a later year has no four-digit ISO form, which dates here are written in. */
export const VIEWING_LATEST_END = new Date('9999-12-31T23:59:59.999Z');
export const VIEWING_TIME_INVALID_MESSAGE = 'Please enter a valid date and time (ISO 8601 with a time zone).';
export const VIEWING_TIME_PAST_MESSAGE = 'A viewing must start in the future.';
export const VIEWING_DURATION_MESSAGE = `A viewing lasts ${VIEWING_DURATION_MIN} to ${VIEWING_DURATION_MAX} minutes.`;
export const VIEWING_CAPACITY_MESSAGE = `A viewing takes 1 to ${VIEWING_CAPACITY_MAX} people.`;

/** An instant with its zone ('2026-12-05T15:00:00Z', '2026-12-05T10:00-05:00') after `now`. */
const futureInstant = (now: Date) =>
  instantSchema(VIEWING_TIME_INVALID_MESSAGE).refine((at) => at.getTime() > now.getTime(), VIEWING_TIME_PAST_MESSAGE);

const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/**
 * POST /api/properties/{id}/viewing-slots: one slot, or one a week up to `repeatWeeklyUntil` (a day, inclusive),
 * starting after `now` (the caller's clock: the server's injected one, the form's own).
 */
export const viewingSlotsSchema = (now: Date) =>
  z
    .object({
      startsAt: futureInstant(now),
      durationMinutes: wholeNumber(VIEWING_DURATION_MESSAGE, VIEWING_DURATION_MIN, VIEWING_DURATION_MAX),
      capacity: wholeNumber(VIEWING_CAPACITY_MESSAGE, 1, VIEWING_CAPACITY_MAX).default(1),
      repeatWeeklyUntil: calendarDaySchema.optional(),
    })
    .strict();
export type ViewingSlotsInput = z.infer<ReturnType<typeof viewingSlotsSchema>>;

/** Optional free text, trimmed; blank is none. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .transform((value) => value || null)
    .nullish()
    .transform((value) => value ?? null);

/** POST /api/viewing-slots/{id}/bookings. */
export const viewingBookingSchema = z
  .object({ message: optionalText(VIEWING_MESSAGE_MAX, `Message is too long (max ${VIEWING_MESSAGE_MAX} characters)`) })
  .strict();
export type ViewingBookingInput = z.infer<typeof viewingBookingSchema>;

/** DELETE /api/viewing-bookings/{id}: why, optionally. */
export const viewingCancelSchema = z
  .object({ reason: optionalText(VIEWING_CANCEL_REASON_MAX, `Reason is too long (max ${VIEWING_CANCEL_REASON_MAX} characters)`) })
  .strict();
export type ViewingCancelInput = z.infer<typeof viewingCancelSchema>;

/** GET /api/viewing-bookings: optionally one listing's. */
export const viewingBookingsQuerySchema = z.object({ propertyId: entityId('Property').optional() });

/**
 * Viewing requests (docs/product.md#viewing-requests): on a listing without viewing times, a tenant proposes up to
 * three times and a message; the owner accepts one (it becomes a booked viewing), offers slots or declines.
 */
export const VIEWING_PROPOSALS_MAX = 3;
/** A proposed time starts between these hours of the listing's clock (8:00 to 20:00 inclusive). */
export const VIEWING_PROPOSAL_FIRST_HOUR = 8;
export const VIEWING_PROPOSAL_LAST_HOUR = 20;
/** How far ahead a proposed time may be. */
export const VIEWING_PROPOSAL_MAX_DAYS = 90;
/** An accepted proposal becomes a viewing of this length, for one person. */
export const VIEWING_PROPOSAL_MINUTES = 30;
export const VIEWING_DECLINE_REASON_MAX = 500;

/** `withdrawn`: the tenant took the request back before booking a time (pending, or slots offered). */
export const VIEWING_REQUEST_STATUSES = ['pending', 'accepted', 'slots_offered', 'declined', 'withdrawn'] as const;
/** What a tenant may still withdraw: a request with no booked time. */
export const VIEWING_REQUEST_WITHDRAWABLE: readonly ViewingRequestStatus[] = ['pending', 'slots_offered'];
export type ViewingRequestStatus = (typeof VIEWING_REQUEST_STATUSES)[number];

export const VIEWING_PROPOSALS_TOO_MANY_MESSAGE = `Propose at most ${VIEWING_PROPOSALS_MAX} times.`;
export const VIEWING_PROPOSALS_DUPLICATE_MESSAGE = 'Each proposed time must be different.';
export const VIEWING_PROPOSAL_TOO_FAR_MESSAGE = `A proposed time must be within ${VIEWING_PROPOSAL_MAX_DAYS} days.`;
export const VIEWING_PROPOSAL_HOURS_MESSAGE = `A proposed time must start between ${VIEWING_PROPOSAL_FIRST_HOUR}:00 and ${VIEWING_PROPOSAL_LAST_HOUR}:00, the listing's local time.`;
export const VIEWING_PROPOSAL_NOT_PROPOSED_MESSAGE = 'Choose one of the times the tenant proposed.';

const DAY_MS = 24 * 3600_000;

/**
 * POST /api/notifications/viewing-request (the spec's body, `{propertyId}`, still alone is a plain request) with
 * optional proposed times (future, distinct, within the horizon; the listing's hours are the server's check, it
 * knows the zone) and a message.
 */
export const viewingRequestSchema = (now: Date) =>
  z
    .object({
      propertyId: entityId('Property'),
      proposedTimes: z
        .array(futureInstant(now), { error: VIEWING_TIME_INVALID_MESSAGE })
        .max(VIEWING_PROPOSALS_MAX, VIEWING_PROPOSALS_TOO_MANY_MESSAGE)
        .superRefine((times, context) => {
          const seen = new Set<number>();
          times.forEach((time, index) => {
            // An element already refused (not an instant) has no time to compare.
            if (!(time instanceof Date)) return;
            if (seen.has(time.getTime())) context.addIssue({ code: 'custom', path: [index], message: VIEWING_PROPOSALS_DUPLICATE_MESSAGE });
            else if (time.getTime() > now.getTime() + VIEWING_PROPOSAL_MAX_DAYS * DAY_MS) context.addIssue({ code: 'custom', path: [index], message: VIEWING_PROPOSAL_TOO_FAR_MESSAGE });
            seen.add(time.getTime());
          });
        })
        .nullish()
        .transform((times) => times ?? []),
      message: optionalText(VIEWING_MESSAGE_MAX, `Message is too long (max ${VIEWING_MESSAGE_MAX} characters)`),
    })
    .strict();
export type ViewingRequestInput = z.infer<ReturnType<typeof viewingRequestSchema>>;

/** POST /api/viewing-requests/{id}/accept: one of the proposed times (compared as instants). */
export const viewingAcceptSchema = z.object({ time: instantSchema(VIEWING_TIME_INVALID_MESSAGE) }).strict();

/** POST /api/viewing-requests/{id}/decline: the tenant is told why. */
export const viewingDeclineSchema = z
  .object({
    reason: z
      .string({ error: 'Please give a reason.' })
      .trim()
      .min(1, 'Please give a reason.')
      .max(VIEWING_DECLINE_REASON_MAX, `Reason is too long (max ${VIEWING_DECLINE_REASON_MAX} characters)`),
  })
  .strict();

/** GET /api/viewing-requests: optionally one listing's. */
export const viewingRequestsQuerySchema = viewingBookingsQuerySchema;
