import { z } from 'zod';

/** The most an admin's reason (a rejection, a suspension, a hidden listing) may say. */
export const MODERATION_REASON_MAX = 500;
export const MODERATION_REASON_BLANK = 'Please write the reason (at least one character).';
export const MODERATION_REASON_TOO_LONG = `Reason must be at most ${MODERATION_REASON_MAX} characters`;
export const MODERATION_REASON_NEEDS_STATUS = 'A moderation reason goes with a status (approved or rejected).';

/**
 * An admin's reason when it is given (docs/product.md#admin-panel): trimmed, 1 to 500 characters. A client that
 * leaves it out keeps working (the review and the suspension take it optionally); a blank one is refused.
 */
export const moderationReasonSchema = z
  .string({ error: 'Reason must be text' })
  .trim()
  .min(1, MODERATION_REASON_BLANK)
  .max(MODERATION_REASON_MAX, MODERATION_REASON_TOO_LONG);

/** POST /api/admin/users/{id}/suspend: the body and its reason are optional (an empty body suspends without one). */
export const suspendUserSchema = z
  .object({ reason: moderationReasonSchema.optional() })
  .strict();
export type SuspendUserInput = z.infer<typeof suspendUserSchema>;
