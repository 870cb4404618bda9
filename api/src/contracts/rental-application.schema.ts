import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.js';
import { EMAIL_MAX, NAME_MAX } from './field-limits.js';

// Rental profiles and applications (docs/product.md#rental-applications), shared by the tenant's forms and the API.

/** submitted -> shortlisted -> accepted | declined; the tenant may withdraw while it is open. */
export const APPLICATION_STATUSES = ['submitted', 'shortlisted', 'declined', 'accepted', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** An open application waits for the landlord; a tenant holds at most one open application per listing. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'shortlisted'] as const satisfies readonly ApplicationStatus[];
/** What a landlord may decide. */
export const APPLICATION_DECISIONS = ['shortlisted', 'declined', 'accepted'] as const;
export type ApplicationDecision = (typeof APPLICATION_DECISIONS)[number];

/**
 * The allowed moves from each status. Declined, accepted and withdrawn are final (they start the retention
 * clock); a shortlisted application may still be declined or accepted, and the tenant may withdraw any open one.
 */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['shortlisted', 'declined', 'accepted', 'withdrawn'],
  shortlisted: ['declined', 'accepted', 'withdrawn'],
  declined: [],
  accepted: [],
  withdrawn: [],
};
export const isOpenApplication = (status: ApplicationStatus): boolean => (OPEN_APPLICATION_STATUSES as readonly string[]).includes(status);

/** Private files a tenant may attach to their profile (uploaded beforehand as private documents). */
export const RENTAL_DOCUMENT_KINDS = ['proof-of-income', 'reference-letter'] as const;
export type RentalDocumentKind = (typeof RENTAL_DOCUMENT_KINDS)[number];

export const RENTAL_REFERENCES_MAX = 5;
export const RENTAL_DOCUMENTS_MAX = 4;
export const RENTAL_INTRODUCTION_MAX = 2000;
export const APPLICATION_MESSAGE_MAX = 2000;
export const RENTAL_INCOME_MAX = 1_000_000;
export const HOUSEHOLD_SIZE_MAX = 20;
/** Days a closed application is kept before it is deleted, unless APPLICATION_RETENTION_DAYS says otherwise. */
export const DEFAULT_APPLICATION_RETENTION_DAYS = 90;

export const CONSENT_REQUIRED_MESSAGE = 'Please confirm that you agree to share your rental profile with this landlord for this listing.';
export const SIN_NOT_ACCEPTED_MESSAGE = 'Hearth never asks for a Social Insurance Number. Please remove it.';

const text = (max: number, tooLong: string) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.string().trim().max(max, tooLong).nullish()).transform((value) => value ?? null);

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess((value) => (value === '' ? null : value), z.number({ error: message }).int(message).min(min, message).max(max, message).nullish()).transform((value) => value ?? null);

const referenceSchema = z
  .object({
    name: z.string({ error: 'Each reference needs a name.' }).trim().min(1, 'Each reference needs a name.').max(NAME_MAX, 'Name is too long'),
    relation: z.string({ error: 'Each reference needs a relation.' }).trim().min(1, 'Each reference needs a relation.').max(NAME_MAX, 'Relation is too long.'),
    contact: z.string({ error: 'Each reference needs a way to reach them.' }).trim().min(1, 'Each reference needs a way to reach them.').max(EMAIL_MAX, 'Contact is too long.'),
  })
  .strict();
export type RentalReference = z.infer<typeof referenceSchema>;

/** A private file of the profile: the content id of the tenant's own upload (checked by the API). */
const rentalDocumentSchema = z
  .object({
    kind: z.enum(RENTAL_DOCUMENT_KINDS, { error: "A document's kind must be 'proof-of-income' or 'reference-letter'." }),
    name: z.string({ error: 'The file needs a name.' }).trim().min(1, 'The file needs a name.').max(255, 'The file name is too long.'),
    ipfsHash: z.string({ error: 'The file has no content id.' }).regex(/^[A-Za-z0-9]{10,128}$/, 'The file has an invalid content id.'),
    /** The API records the size of the upload itself, whatever is sent here. */
    size: z.number().int().min(1).optional(),
  })
  .strict();
export type RentalDocument = z.infer<typeof rentalDocumentSchema>;

/**
 * PUT /api/rental-profile. Strict: an unknown key (a `sin` field, say) is a 400, so no Social Insurance Number
 * ever enters through a field; sinFinding (below) also refuses SIN-shaped numbers in the free text.
 */
export const rentalProfileSchema = z
  .object({
    employer: text(NAME_MAX, 'Employer is too long.'),
    jobTitle: text(NAME_MAX, 'Job title is too long.'),
    monthlyIncome: wholeNumber(0, RENTAL_INCOME_MAX, 'Monthly income must be a whole number of dollars.'),
    householdSize: wholeNumber(1, HOUSEHOLD_SIZE_MAX, 'Household size must be between 1 and 20.'),
    pets: text(500, 'Pets are described in at most 500 characters.'),
    moveInDate: z.preprocess((value) => (value === '' ? null : value), calendarDaySchema.nullish()).transform((value) => value ?? null),
    references: z.array(referenceSchema).max(RENTAL_REFERENCES_MAX, 'At most 5 references.').default([]),
    introduction: text(RENTAL_INTRODUCTION_MAX, 'The introduction is at most 2000 characters.'),
    documents: z.array(rentalDocumentSchema).max(RENTAL_DOCUMENTS_MAX, 'At most 4 documents.').default([]),
  })
  .strict();
export type RentalProfileInput = z.infer<typeof rentalProfileSchema>;

/** POST /api/properties/{id}/applications: consent must be exactly true (its absence is CONSENT_REQUIRED, checked first). */
export const applicationSchema = z
  .object({
    message: text(APPLICATION_MESSAGE_MAX, 'The message is at most 2000 characters.'),
    consent: z.literal(true, { error: CONSENT_REQUIRED_MESSAGE }),
  })
  .strict();
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const applicationDecisionSchema = z
  .object({ decision: z.enum(APPLICATION_DECISIONS, { error: "The decision must be 'shortlisted', 'declined' or 'accepted'." }) })
  .strict();

/** Key names that would hold a Social Insurance Number (English and French: numéro d'assurance sociale). */
const SIN_KEY = /^(sin|nas|social[_-]?insurance([_-]?(number|no))?|numero[_-]?assurance[_-]?sociale)$/i;
/** Arabic-Indic and Extended Arabic-Indic digits, which NFKC leaves as they are; their low four bits are the digit. */
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** A letter O written for a zero: touching a digit and no other letter ('O46', '4O6'; not 'Room' or 'Go'). */
const OH_FOR_ZERO = /(?<=\d)[Oo]+(?!\p{L})|(?<!\p{L})[Oo]+(?=\d)/gu;
/**
 * One written number: digit groups joined by what people put between digits, up to three in a row: spaces of any
 * width (NFKC has made them plain), tabs and newlines, dots, slashes, commas, dashes of any kind, invisible spaces.
 */
const WRITTEN_NUMBER = /\d+(?:[\s\p{Pd}.,/\u200B-\u200D\u2060]{1,3}\d+)*/gu;

/** SINs pass the Luhn check; requiring it keeps other nine-digit numbers (a reference's extension) acceptable. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether consecutive groups of one written number make nine digits passing Luhn (a group is never split). */
function holdsSin(groups: readonly string[]): boolean {
  for (let first = 0; first < groups.length; first += 1) {
    let digits = '';
    for (let last = first; last < groups.length && digits.length < 9; last += 1) {
      digits += groups[last];
      if (digits.length === 9 && passesLuhn(digits)) return true;
    }
  }
  return false;
}

/**
 * True when `text` holds a number shaped like a Social Insurance Number (nine digits passing the Luhn check), however
 * it is spelt: full-width or Arabic-Indic digits, O for zero, any separators between the digits or their groups.
 */
export function containsSinLikeNumber(text: string): boolean {
  const plain = text
    .normalize('NFKC')
    .replace(ARABIC_INDIC_DIGITS, (digit) => String(digit.charCodeAt(0) & 0xf))
    .replace(OH_FOR_ZERO, (ohs) => '0'.repeat(ohs.length));
  return [...plain.matchAll(WRITTEN_NUMBER)].some(([number]) => holdsSin(number.split(/\D+/)));
}

/** Where a value holds a SIN: a key named like one, or a SIN-shaped number in its text; null when it holds none. */
export function sinFinding(value: unknown, depth = 0): 'key' | 'number' | null {
  if (depth > 5) return null;
  if (typeof value === 'string') return containsSinLikeNumber(value) ? 'number' : null;
  if (Array.isArray(value)) return value.map((item) => sinFinding(item, depth + 1)).find((found) => found !== null) ?? null;
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (SIN_KEY.test(key.normalize('NFD').replace(/\p{M}/gu, ''))) return 'key';
      const found = sinFinding(item, depth + 1);
      if (found) return found;
    }
  }
  return null;
}
