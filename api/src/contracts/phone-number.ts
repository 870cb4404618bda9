import { z } from 'zod';
// The `min` metadata validates a number by its country's number plan (what this rule needs) at about half the size
// of `max`, whose extra data only tells mobile from landline.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { phoneForDisplay } from './phone-display.js';

/**
 * One phone number rule for every form and route that takes one: sign-up, profile, leases
 * (docs/product.md#validation-rules). A number without a + is read as Canadian ("416 555 0199",
 * "(514) 555-0103"); a number elsewhere starts with + and its country code ("+44 20 7946 0958"). What is stored is
 * E.164 ("+14165550199"), the format stored numbers already have, so they need no migration.
 */
export const PHONE_DEFAULT_COUNTRY = 'CA';
/** Longest text read as a phone number; anything longer is refused before parsing. */
export const PHONE_INPUT_MAX = 32;
/** The original client's refusals, kept word for word; the rule behind them is wider now (national Canadian numbers too). */
export const PHONE_NUMBER_MESSAGE = 'Phone number must be in E.164 format (e.g., +1234567890)';
export const WHATSAPP_NUMBER_MESSAGE = 'WhatsApp number must be in E.164 format (e.g., +1234567890)';

export interface PhoneNumber {
  /** What is stored: "+14165550199". */
  e164: string;
  /** What the person reads: "+1 416-555-0199", "+44 20 7946 0958". */
  display: string;
}

/** What a phone number is written with: digits, an optional leading +, spaces, dashes, dots and brackets. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * The number `input` means, or null when it is not a valid phone number. Only a number is read (the library would
 * find one inside other text), and an extension is refused: E.164 cannot keep it.
 */
export function readPhoneNumber(input: string): PhoneNumber | null {
  const text = input.trim();
  if (text.length > PHONE_INPUT_MAX || !PHONE_CHARACTERS.test(text)) return null;
  const number = parsePhoneNumberFromString(text, PHONE_DEFAULT_COUNTRY);
  if (!number || !number.isValid()) return null;
  return { e164: number.number, display: number.countryCallingCode === '1' ? phoneForDisplay(number.number) : number.formatInternational() };
}

/** A required phone number (a function: its messages are the field's): refused with `required` when blank, `invalid` otherwise; gives E.164. */
export const requiredPhoneNumber = (required: string, invalid = PHONE_NUMBER_MESSAGE) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(PHONE_INPUT_MAX, invalid)
    .transform((value, context) => {
      const number = readPhoneNumber(value);
      if (number) return number.e164;
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    });

/** An optional phone number: blank, null or missing stay as given (a blank clears the field); otherwise E.164. */
export const optionalPhoneNumber = (invalid = PHONE_NUMBER_MESSAGE) =>
  z
    .string({ error: invalid })
    .trim()
    .max(PHONE_INPUT_MAX, invalid)
    .transform((value, context) => {
      if (value === '') return value;
      const number = readPhoneNumber(value);
      if (number) return number.e164;
      context.addIssue({ code: 'custom', message: invalid });
      return z.NEVER;
    })
    .nullish();
