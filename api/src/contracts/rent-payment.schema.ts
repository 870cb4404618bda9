import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.js';

/** How a tenant paid (POST /api/leases/{id}/payments). */
export const PAYMENT_METHODS = ['e-transfer', 'cheque', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Words for each method, as receipts and screens write them. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, { en: string; fr: string }> = {
  'e-transfer': { en: 'Interac e-Transfer', fr: 'Virement Interac' },
  cheque: { en: 'Cheque', fr: 'Chèque' },
  cash: { en: 'Cash', fr: 'Argent comptant' },
  other: { en: 'Other', fr: 'Autre' },
};

/** One payment's ceiling: ten times the highest monthly rent a lease may have (LEASE_RENT_MAX), in dollars. */
export const RENT_PAYMENT_MAX = 10_000_000;
export const RENT_PAYMENT_NOTE_MAX = 500;

export const PAYMENT_AMOUNT_MESSAGE = 'The amount must be more than $0, in dollars and cents (at most 2 decimals).';
export const PAYMENT_AMOUNT_TOO_HIGH_MESSAGE = 'The amount is too high.';
export const PAYMENT_METHOD_MESSAGE = "The method must be 'e-transfer', 'cheque', 'cash' or 'other'.";
export const PAYMENT_IN_FUTURE_MESSAGE = 'The payment date cannot be in the future.';
export const PAYMENT_DATE_REQUIRED_MESSAGE = 'Please enter the date the rent was paid.';
export const PAYMENT_NOTE_TOO_LONG_MESSAGE = 'The note is too long.';

/** Dollars and cents as typed ('1200', '1200.5', 1200.55) to integer cents; null when it is not such an amount. */
export function amountToCents(value: unknown): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * A payment the landlord records. `today`: the calendar day in the listing's province's zone (the service injects
 * it, so a payment made this evening in Vancouver is not "in the future" by UTC). The amount is dollars with at most
 * two decimals; the API keeps it as integer cents.
 */
export function rentPaymentSchema(today: string) {
  return z
    .object({
      amount: z.unknown().transform((value, context) => {
        const cents = amountToCents(value);
        if (cents === null || cents <= 0) {
          context.addIssue({ code: 'custom', message: PAYMENT_AMOUNT_MESSAGE });
          return z.NEVER;
        }
        if (cents > RENT_PAYMENT_MAX * 100) {
          context.addIssue({ code: 'custom', message: PAYMENT_AMOUNT_TOO_HIGH_MESSAGE });
          return z.NEVER;
        }
        return cents;
      }),
      paidOn: z
        .unknown()
        .refine((value) => value !== undefined && value !== null && value !== '', PAYMENT_DATE_REQUIRED_MESSAGE)
        .pipe(calendarDaySchema)
        .refine((day) => day <= today, PAYMENT_IN_FUTURE_MESSAGE),
      method: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_MESSAGE }),
      note: z
        .preprocess((value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value), z.string().trim().max(RENT_PAYMENT_NOTE_MAX, PAYMENT_NOTE_TOO_LONG_MESSAGE).optional())
        .transform((value) => value ?? null),
    })
    .strict();
}
export type RentPaymentInput = z.infer<ReturnType<typeof rentPaymentSchema>>;

/** A year asked of the statement and the RL-31 (?year=YYYY). */
export const RENT_YEAR_MESSAGE = 'The year must be a four-digit year (YYYY), not after this one.';
export function rentYearSchema(currentYear: number) {
  // 'Not after this one' as a refinement, not `.max`: the bound moves every January 1, and the contract's JSON Schema
  // (the recorded REST surface) must not move with it.
  return z.coerce
    .number({ error: RENT_YEAR_MESSAGE })
    .int(RENT_YEAR_MESSAGE)
    .min(2000, RENT_YEAR_MESSAGE)
    .refine((year) => year <= currentYear, RENT_YEAR_MESSAGE);
}

/**
 * Revenu Québec's dwelling number (box A of the RL-31), which the landlord gets from Revenu Québec and enters once per
 * dwelling. Its exact shape was not confirmed (docs/rent-ledger.md): digits, 1 to 20 of them, spaces and dashes ignored.
 */
export const DWELLING_NUMBER_MESSAGE = 'The dwelling number is the number Revenu Québec gives the dwelling: digits only (up to 20).';
export const dwellingNumberSchema = z
  .object({
    dwellingNumber: z
      .string({ error: DWELLING_NUMBER_MESSAGE })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{1,20}$/, DWELLING_NUMBER_MESSAGE)),
  })
  .strict();

/** The lease statuses under which rent is owed and payments are recorded: in force, or ended (arrears are still paid). */
export const RENT_LEASE_STATUSES = ['active', 'ended'] as const;
