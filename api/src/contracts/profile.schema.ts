import { z } from 'zod';
import { BIO_MAX, LOCATION_MAX, NAME_MAX } from './field-limits.js';
import { E164_PATTERN } from './auth.schema.js';
import { LANGUAGES } from './locales.js';
import { ONE_LINE, oneLineMessage } from './one-line.js';

const optionalE164 = (message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || E164_PATTERN.test(value), message)
    .nullish();

/** Profile update schema of docs/product.md#validation-rules (PATCH /api/profile). Empty strings clear optional fields. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long').regex(ONE_LINE, oneLineMessage('Name')).optional(),
    whatsapp: optionalE164('WhatsApp number must be in E.164 format (e.g., +1234567890)'),
    phone: optionalE164('Phone number must be in E.164 format (e.g., +1234567890)'),
    bio: z.string().max(BIO_MAX, 'Bio is too long').nullish(),
    location: z.string().trim().max(LOCATION_MAX, 'Location is too long').nullish(),
    /** null clears the choice (the language then comes from the browser). */
    preferredLanguage: z.enum(LANGUAGES, { error: "Preferred language must be 'en' or 'fr'" }).nullish(),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** Typing normalisation of WhatsApp and phone fields: keep digits and plus, ensure a leading plus. */
export function normalisePhoneInput(value: string): string {
  const cleaned = value.replace(/[^\d+]/g, '');
  if (cleaned === '') return '';
  return cleaned.startsWith('+') ? `+${cleaned.slice(1).replace(/\+/g, '')}` : `+${cleaned.replace(/\+/g, '')}`;
}
