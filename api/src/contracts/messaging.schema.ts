import { z } from 'zod';

/** Longest inquiry or chat message; with control characters removed it always fits one NOTIFY event. */
export const MESSAGE_MAX = 2000;
/** A tenant may ask for a viewing of the same property once per this many hours. */
export const VIEWING_REQUEST_COOLDOWN_HOURS = 24;

const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** docs/product.md#validation-rules: text is trimmed and blank text cannot be sent. Invisible control characters are dropped. */
export const messageText = z
  .string({ error: 'Message cannot be empty' })
  .transform((value) => value.replace(CONTROL_CHARACTERS, '').replace(LONE_SURROGATES, '\uFFFD').trim())
  .pipe(
    z
      .string()
      .min(1, 'Message cannot be empty')
      .max(MESSAGE_MAX, `Message is too long (max ${MESSAGE_MAX} characters)`),
  );

/** A positive id given as a number or a digit string. */
export const entityId = (label: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a numeric id`) })
      .int(`${label} must be a numeric id`)
      .min(1, `${label} must be a numeric id`)
      .max(2_147_483_647, `${label} must be a numeric id`),
  );

/** Every messaging call names the property it is about. */
const aboutProperty = z.object({ propertyId: entityId('Property') });

/** A field the spec's client sends that is accepted and never trusted: the server takes it from the session or the property. */
const ignoredFromClient = z.unknown().optional();

/** POST /api/inquiries: the tenant is always the signed-in user, the landlord always the property's owner (tenantId ignored). */
export const inquirySchema = aboutProperty.extend({ message: messageText, tenantId: ignoredFromClient }).strict();
export type InquiryInput = z.infer<typeof inquirySchema>;

/** POST /api/chat: the sender is the signed-in user (senderId ignored). */
export const chatMessageSchema = aboutProperty
  .extend({ receiverId: entityId('Receiver'), message: messageText, senderId: ignoredFromClient })
  .strict();
export type ChatMessageInput = z.infer<typeof chatMessageSchema>;

/** GET /api/chat/:propertyId/:a/:b and the GraphQL conversation: the viewer plus the other person. */
export const conversationSchema = aboutProperty.extend({ otherUserId: entityId('User') }).strict();

