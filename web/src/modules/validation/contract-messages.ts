import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';

/**
 * The messages of the shared schemas (`@hearth/api/contracts`) a form can show: the forms validate with the API's
 * own zod schemas, whose messages are the spec's English. Listed here so they are extracted into this module's
 * catalog with their French (the API's, api/src/common/locales/fr-CA.po); looked up by their English at run time.
 */
export const CONTRACT_MESSAGES = [
  msg`Address is required`,
  msg`Address is too long`,
  msg`Bathrooms cannot be negative`,
  msg`Bathrooms is required`,
  msg`Bathrooms is too large`,
  msg`Bathrooms must be in half steps (e.g. 1.5)`,
  msg`Bedrooms cannot be negative`,
  msg`Bedrooms is required`,
  msg`Bedrooms is too large`,
  msg`Bedrooms must be a whole number`,
  msg`Bio is too long`,
  msg`City is required`,
  msg`City is too long`,
  msg`Description is too long`,
  msg`End date must be after start date.`,
  msg`French description is too long`,
  msg`French title is too long`,
  msg`Image address is too long`,
  msg`Images must be addresses or content ids`,
  msg`Invalid cursor`,
  msg`Lease document content id is invalid`,
  msg`Lease document content id is required`,
  msg`Lease document file name is required`,
  msg`Lease document file name is too long`,
  msg`Lease document type must be 'lease-agreement'`,
  msg`limit must be at least 1`,
  msg`Location is too long`,
  msg`Maximum rent cannot be negative`,
  msg`Maximum rent is required`,
  msg`Maximum rent is too large`,
  msg`Maximum rent must be a whole number`,
  msg`Message cannot be empty`,
  msg`Message is too long (max 2000 characters)`,
  msg`Minimum rent cannot be negative`,
  msg`Minimum rent is required`,
  msg`Minimum rent is too large`,
  msg`Minimum rent must be a whole number`,
  msg`Monthly rent cannot be negative`,
  msg`Monthly rent is required`,
  msg`Monthly rent is too high.`,
  msg`Monthly rent is too large`,
  msg`Monthly rent must be a whole number`,
  msg`Monthly rent must be a whole number of dollars.`,
  msg`Monthly rent must be at least $1.`,
  msg`Name is required`,
  msg`Name is too long`,
  msg`Nothing to update`,
  msg`Password is too long`,
  msg`Password must be at least 6 characters long`,
  msg`Phone number is too long.`,
  msg`Phone number must be in E.164 format (e.g., +1234567890)`,
  msg`Please choose a reason`,
  msg`Please choose a start date before the end date.`,
  msg`Please enter a valid date (YYYY-MM-DD).`,
  msg`Please enter a valid email address`,
  msg`Please enter a valid email address.`,
  msg`Please fill in all required fields.`,
  msg`Please give the reason the landlord will see when the listing is hidden.`,
  msg`Please select a role`,
  msg`Preferred language must be 'en' or 'fr'`,
  msg`Property is required`,
  msg`Property type is required`,
  msg`propertyId is required`,
  msg`propertyId must be a property id`,
  msg`Province is required`,
  msg`Receiver is required`,
  msg`Square footage is too large`,
  msg`Square footage must be a whole number`,
  msg`Start date cannot be in the past.`,
  msg`Terms are too long.`,
  msg`The contract document type must be 'lease-agreement'.`,
  msg`The contract file has an invalid content id.`,
  msg`The contract file has no content id.`,
  msg`The contract file is empty.`,
  msg`The contract file must be at most 10MB.`,
  msg`The contract file name is too long.`,
  msg`The contract file needs a name.`,
  msg`The contract file size is invalid.`,
  msg`The contract file size is missing.`,
  msg`Title is required`,
  msg`Title is too long`,
  msg`Unknown amenity`,
  msg`Unknown furnished option`,
  msg`Unknown parking option`,
  msg`Unknown property type`,
  msg`Unknown status`,
  msg`Unsupported file type. The contract must be a PDF, DOC, DOCX, TXT or RTF file.`,
  msg`User is required`,
  msg`WhatsApp number is required`,
  msg`WhatsApp number must be in E.164 format (e.g., +1234567890)`,
  msg`You can only upload up to 20 files.`,
  msg`You can only upload up to 5 files.`,
];

/** A schema's message in the page's language (Lingui keys a message by its English); one it does not know as is. */
export function contractMessage(i18n: I18n, english: string): string {
  const id = generateMessageId(english);
  return i18n.messages[id] === undefined ? english : i18n._(id);
}

/** A form's field errors (schema messages) in the page's language. */
export function localizeErrors<E extends Partial<Record<string, string>>>(i18n: I18n, errors: E): E {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, message && contractMessage(i18n, message)])) as E;
}
