import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from './field-limits.js';
import { CONTRACT_MAX_BYTES } from './upload-limits.js';
import { calendarDaySchema } from './calendar-day.js';
import { DEPOSIT_KINDS } from './provincial-deposit-rules.js';
import { optionalPhoneNumber } from './phone-number.js';

// Create-lease rules of docs/product.md#validation-rules, shared by the Create New Lease Agreement dialog and POST /api/leases.

export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields.';
export const END_AFTER_START_MESSAGE = 'End date must be after start date.';
export const LEASE_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const START_IN_PAST_MESSAGE = 'Start date cannot be in the past.';
export const END_NEEDS_START_MESSAGE = 'Please choose a start date before the end date.';
export const CONTRACT_TYPE_MESSAGE = 'Unsupported file type. The contract must be a PDF, DOC, DOCX, TXT or RTF file.';
export const CONTRACT_SIZE_MESSAGE = 'The contract file must be at most 10MB.';

/** The contract upload of docs/product.md#validation-rules: one file, PDF, DOC, DOCX, TXT or RTF. */
export const CONTRACT_FILE_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt', 'rtf'] as const;
export const CONTRACT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/plain',
  'application/rtf',
  'text/rtf',
] as const;
/** `accept` attribute for the contract file input. */
export const CONTRACT_ACCEPT = CONTRACT_FILE_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** The docs/product.md#validation-rules "simple address pattern": something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Upper bound on a monthly rent in whole CAD, so typos and junk stay out. */
export const LEASE_RENT_MAX = 1_000_000;
export const LEASE_TERMS_MAX = 20_000;
/** Days of the month rent may fall due; a shorter month's rent is due on its last day. */
export const RENT_DUE_DAY_MIN = 1;
export const RENT_DUE_DAY_MAX = 31;
export const RENT_DUE_DAY_MESSAGE = 'The rent due day must be a day of the month from 1 to 31.';
/** Tenancies brought in from outside (docs/product.md#tenancies-brought-in): a sitting tenant's lease, begun before Hearth. */
export const EXISTING_TENANCY_EARLIEST_START = '1970-01-01';
export const EXISTING_START_REQUIRED_MESSAGE = 'A tenancy brought in needs the day it began.';
export const EXISTING_START_FUTURE_MESSAGE = 'A tenancy brought in has already begun: its start date must be today or earlier.';
export const EXISTING_START_TOO_EARLY_MESSAGE = 'The start date must be in 1970 or later.';
export const EXISTING_END_PASSED_MESSAGE = 'This fixed term has already ended, so the tenancy now runs month to month: leave the end date empty.';
export const LAST_INCREASE_BEFORE_START_MESSAGE = 'The last rent increase cannot be before the tenancy began.';
export const LAST_INCREASE_FUTURE_MESSAGE = 'The last rent increase cannot be in the future.';
export const LAST_INCREASE_ONLY_EXISTING_MESSAGE = 'Only a tenancy brought in from outside has a last rent increase.';
export const LOWEST_RENT_MESSAGE = 'The lowest rent of the last 12 months must be a whole number of dollars, 0 or more.';
/** Content ids are short base32/base58 strings; this bounds them without tying the contract to one encoding. */
const CID_PATTERN = /^[A-Za-z0-9]{10,128}$/;

/** Blank strings (an untouched form field) count as missing. */
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

const requiredText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().max(max, tooLong));

const optionalText = (max: number, tooLong: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(max, tooLong).optional()).transform((value) => value ?? null);

const optionalDay = z.preprocess(blankToUndefined, calendarDaySchema.optional());

/** Form inputs hand numbers over as strings ('1200', a select's '42'); digits-only strings become numbers. */
const numericText = (value: unknown) => {
  const present = blankToUndefined(value);
  return typeof present === 'string' && /^\d{1,10}$/.test(present.trim()) ? Number(present) : present;
};

/** An empty or zero amount is a missing one (docs/product.md#validation-rules lists rent as required). */
const requiredAmount = z.preprocess(
  numericText,
  z
    .number({ error: REQUIRED_FIELDS_MESSAGE })
    .int('Monthly rent must be a whole number of dollars.')
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(LEASE_RENT_MAX, 'Monthly rent is too high.'),
);

const requiredId = z.preprocess(
  numericText,
  z.number({ error: REQUIRED_FIELDS_MESSAGE }).int(REQUIRED_FIELDS_MESSAGE).min(1, REQUIRED_FIELDS_MESSAGE).max(2_147_483_647, REQUIRED_FIELDS_MESSAGE),
);

/** One deposit of a lease (docs/product.md#leases-and-deposits); the province's rules are checked by the API against the listing's province. */
const depositSchema = z
  .object({
    kind: z.enum(DEPOSIT_KINDS, { error: "A deposit's kind must be 'last-month-rent', 'security', 'pet' or 'key'." }),
    amount: z.preprocess(numericText, z.number({ error: 'Each deposit needs an amount in whole dollars.' }).int('Each deposit needs an amount in whole dollars.').min(1, 'Each deposit needs an amount in whole dollars.').max(LEASE_RENT_MAX, 'Each deposit needs an amount in whole dollars.')),
  })
  .strict();

/** At most one deposit of each kind. */
export const depositsSchema = z
  .array(depositSchema)
  .max(DEPOSIT_KINDS.length, 'At most one deposit of each kind.')
  .refine((deposits) => new Set(deposits.map((deposit) => deposit.kind)).size === deposits.length, 'At most one deposit of each kind.')
  .nullish()
  .transform((deposits) => deposits ?? []);

const fileExtension = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** The contractDocument object of docs/product.md#entities; the bytes themselves are checked by the upload service. */
export const contractDocumentSchema = z
  .object({
    name: z
      .string({ error: 'The contract file needs a name.' })
      .trim()
      .min(1, 'The contract file needs a name.')
      .max(255, 'The contract file name is too long.')
      .refine((name) => (CONTRACT_FILE_EXTENSIONS as readonly string[]).includes(fileExtension(name)), CONTRACT_TYPE_MESSAGE),
    type: z.literal('lease-agreement', { error: "The contract document type must be 'lease-agreement'." }),
    ipfsHash: z.string({ error: 'The contract file has no content id.' }).regex(CID_PATTERN, 'The contract file has an invalid content id.'),
    size: z
      .number({ error: 'The contract file size is missing.' })
      .int('The contract file size is invalid.')
      .min(1, 'The contract file is empty.')
      .max(CONTRACT_MAX_BYTES, CONTRACT_SIZE_MESSAGE),
  })
  .strict();
export type ContractDocumentInput = z.infer<typeof contractDocumentSchema>;

/**
 * Create-lease schema of docs/product.md#validation-rules. `today` is the caller's calendar day ('YYYY-MM-DD'): the browser passes its
 * local day, the server the day in START_DATE_TIME_ZONE (see lease-booking.ts). `status` and `tenantId` are
 * accepted because the spec's client sends them, and ignored: a new lease is always pending, tenantId null.
 */
export function createLeaseSchema(today: string) {
  return z
    .object({
      propertyId: requiredId,
      monthlyRent: requiredAmount,
      tenantEmail: requiredText(EMAIL_MAX, LEASE_EMAIL_MESSAGE).pipe(z.string().regex(SIMPLE_EMAIL_PATTERN, LEASE_EMAIL_MESSAGE)),
      tenantName: requiredText(NAME_MAX, 'Name is too long'),
      tenantPhone: z.preprocess(blankToUndefined, optionalPhoneNumber()).transform((value) => value || null),
      startDate: optionalDay,
      endDate: optionalDay,
      terms: optionalText(LEASE_TERMS_MAX, 'Terms are too long.'),
      contractDocument: contractDocumentSchema.nullish().transform((value) => value ?? null),
      deposits: depositsSchema,
      rentDueDay: z.preprocess(
        numericText,
        z.number({ error: RENT_DUE_DAY_MESSAGE }).int(RENT_DUE_DAY_MESSAGE).min(RENT_DUE_DAY_MIN, RENT_DUE_DAY_MESSAGE).max(RENT_DUE_DAY_MAX, RENT_DUE_DAY_MESSAGE).default(1),
      ),
      // Québec's lease form, Section G: the lowest rent paid for the dwelling in the 12 months before. Kept for Québec
      // listings only; the API stores null for other provinces whatever is sent.
      quebecLowestRentLast12Months: z
        .preprocess(
          numericText,
          z.number({ error: LOWEST_RENT_MESSAGE }).int(LOWEST_RENT_MESSAGE).min(0, LOWEST_RENT_MESSAGE).max(LEASE_RENT_MAX, LOWEST_RENT_MESSAGE).optional(),
        )
        .transform((value) => value ?? null),
      // A tenancy that began outside Hearth: its start may be past, its last increase is known, and it may be monthly
      // (no end date). The tenant still confirms it like any invitation.
      existingTenancy: z.preprocess((value) => (value === 'true' ? true : value === 'false' ? false : value ?? undefined), z.boolean({ error: 'existingTenancy must be true or false.' }).default(false)),
      lastIncreaseOn: optionalDay.transform((value) => value ?? null),
      status: z.unknown().optional(),
      tenantId: z.unknown().optional(),
    })
    .strict()
    .superRefine((lease, issues) => {
      if (lease.existingTenancy) {
        checkExistingTenancy(lease, today, issues);
      } else {
        if (lease.startDate && lease.startDate < today) {
          issues.addIssue({ code: 'custom', path: ['startDate'], message: START_IN_PAST_MESSAGE });
        }
        if (lease.lastIncreaseOn) issues.addIssue({ code: 'custom', path: ['lastIncreaseOn'], message: LAST_INCREASE_ONLY_EXISTING_MESSAGE });
      }
      if (lease.endDate && !lease.startDate) {
        issues.addIssue({ code: 'custom', path: ['endDate'], message: END_NEEDS_START_MESSAGE });
      }
      if (lease.startDate && lease.endDate && lease.endDate <= lease.startDate) {
        issues.addIssue({ code: 'custom', path: ['endDate'], message: END_AFTER_START_MESSAGE });
      }
    })
    .transform(({ status: _status, tenantId: _tenantId, ...lease }) => lease);
}
export type CreateLeaseInput = z.infer<ReturnType<typeof createLeaseSchema>>;

type ExistingTenancyDays = { startDate?: string; endDate?: string; lastIncreaseOn: string | null };

/**
 * A tenancy brought in has begun (start today or earlier, from 1970), runs to a future end or month to month (an end
 * already passed means it continues monthly, as Canadian tenancy law has it), and its last increase lies between its
 * start and today.
 */
function checkExistingTenancy(lease: ExistingTenancyDays, today: string, issues: z.RefinementCtx) {
  if (!lease.startDate) issues.addIssue({ code: 'custom', path: ['startDate'], message: EXISTING_START_REQUIRED_MESSAGE });
  else if (lease.startDate > today) issues.addIssue({ code: 'custom', path: ['startDate'], message: EXISTING_START_FUTURE_MESSAGE });
  else if (lease.startDate < EXISTING_TENANCY_EARLIEST_START) issues.addIssue({ code: 'custom', path: ['startDate'], message: EXISTING_START_TOO_EARLY_MESSAGE });
  if (lease.endDate && lease.endDate < today) issues.addIssue({ code: 'custom', path: ['endDate'], message: EXISTING_END_PASSED_MESSAGE });
  if (lease.lastIncreaseOn) {
    if (lease.startDate && lease.lastIncreaseOn < lease.startDate) {
      issues.addIssue({ code: 'custom', path: ['lastIncreaseOn'], message: LAST_INCREASE_BEFORE_START_MESSAGE });
    } else if (lease.lastIncreaseOn > today) {
      issues.addIssue({ code: 'custom', path: ['lastIncreaseOn'], message: LAST_INCREASE_FUTURE_MESSAGE });
    }
  }
}

/**
 * POST /api/leases/{id}/renewal: a new pending lease for the same tenant, starting the day after the lease's end.
 * Rent and terms default to the lease's; the end day is required (after the new start, checked by the API).
 */
export const leaseRenewalSchema = z
  .object({
    endDate: z.preprocess(blankToUndefined, calendarDaySchema.optional()).pipe(z.string({ error: REQUIRED_FIELDS_MESSAGE })),
    monthlyRent: requiredAmount.optional(),
    terms: optionalText(LEASE_TERMS_MAX, 'Terms are too long.'),
    deposits: depositsSchema,
  })
  .strict();
export type LeaseRenewalInput = z.infer<typeof leaseRenewalSchema>;
