import { z } from 'zod';
import { BIO_MAX, LOCATION_MAX, NAME_MAX } from './field-limits.js';
import { optionalPhoneNumber, WHATSAPP_NUMBER_MESSAGE } from './phone-number.js';
import { LANGUAGES } from './locales.js';
import { ONE_LINE, oneLineMessage } from './one-line.js';

/** Profile update schema of docs/product.md#validation-rules (PATCH /api/profile). Empty strings clear optional fields. */
export const profileUpdateSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long').regex(ONE_LINE, oneLineMessage('Name')).optional(),
    /** The phone-number.ts rule: stored in E.164; an empty string clears the field. */
    whatsapp: optionalPhoneNumber(WHATSAPP_NUMBER_MESSAGE),
    phone: optionalPhoneNumber(),
    bio: z.string().max(BIO_MAX, 'Bio is too long').nullish(),
    location: z.string().trim().max(LOCATION_MAX, 'Location is too long').nullish(),
    /** null clears the choice (the language then comes from the browser). */
    preferredLanguage: z.enum(LANGUAGES, { error: "Preferred language must be 'en' or 'fr'" }).nullish(),
  })
  .strict();
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
