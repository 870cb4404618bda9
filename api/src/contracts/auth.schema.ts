import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './field-limits.js';
import { ROLES, SIGNUP_ROLES } from './roles.js';
import { ONE_LINE, oneLineMessage } from './one-line.js';
import { requiredPhoneNumber, WHATSAPP_NUMBER_MESSAGE } from './phone-number.js';
import { isSafeReturnPath, RETURN_PATH_MAX, RETURN_PATH_MESSAGE } from './return-path.js';

const email = z
  .string({ error: 'Please enter a valid email address' })
  .trim()
  .max(EMAIL_MAX, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'));

/** An optional return path in an input (sign-in, sign-up): refused with a clear message when it leaves the site. */
export const returnPathSchema = z.string().max(RETURN_PATH_MAX, RETURN_PATH_MESSAGE).refine(isSafeReturnPath, RETURN_PATH_MESSAGE);

/** Registration schema of docs/product.md#validation-rules: the sign-up form and POST /api/auth/signup share it. */
export const registrationSchema = z
  .object({
    name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long').regex(ONE_LINE, oneLineMessage('Name')),
    email,
    /** Canadian without +1, elsewhere with + and the country code; stored in E.164 (phone-number.ts). */
    whatsapp: requiredPhoneNumber('WhatsApp number is required', WHATSAPP_NUMBER_MESSAGE),
    password: z
      .string({ error: 'Password must be at least 6 characters long' })
      .min(PASSWORD_MIN, 'Password must be at least 6 characters long')
      .max(PASSWORD_MAX, 'Password is too long'),
    role: z.enum(SIGNUP_ROLES, { error: 'Please select a role' }),
    /** The page to come back to from the verification email's link (return-path.ts). */
    returnTo: returnPathSchema.optional(),
  })
  .strict();
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** POST /api/auth/login: the password is optional; without one a magic link is emailed (docs/product.md#auth-dialog). */
export const loginSchema = z
  .object({
    email,
    role: z.enum(ROLES, { error: 'Please select a role' }),
    password: z.string().max(PASSWORD_MAX, 'Password is too long').optional(),
    /** The page to come back to from the emailed sign-in link (return-path.ts). */
    returnTo: returnPathSchema.optional(),
  })
  .strict();
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordResetRequestSchema = z.object({ email }).strict();

export const tokenSchema = z.object({ token: z.string().min(16).max(200) }).strict();

export const passwordResetSchema = z
  .object({
    token: z.string().min(16).max(200),
    password: registrationSchema.shape.password,
  })
  .strict();
