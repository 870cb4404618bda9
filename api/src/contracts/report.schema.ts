import { z } from 'zod';
import { MODERATION_REASON_MAX } from './moderation.schema.js';
import { REPORT_ACTIONS, REPORT_DETAILS_MAX, REPORT_REASONS } from './report.js';

export { MODERATION_REASON_MAX };


/** Free text that may be left out: trimmed, null when empty. */
const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);

export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: (issue) => (issue.input === undefined ? 'Please choose a reason' : `Reason must be one of ${REPORT_REASONS.join(', ')}`),
    }),
    details: optionalText('Details', REPORT_DETAILS_MAX),
  })
  .strict();
export type ReportListingInput = z.infer<typeof reportListingSchema>;

/** POST /api/admin/reports/{id}/resolve: hiding needs the reason the landlord will see on their dashboard. */
export const resolveReportSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: `Action must be one of ${REPORT_ACTIONS.join(', ')}` }),
    reason: optionalText('Reason', MODERATION_REASON_MAX),
  })
  .strict()
  .refine((data) => data.action !== 'hide' || data.reason !== null, {
    message: 'Please give the reason the landlord will see when the listing is hidden.',
    path: ['reason'],
  });
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;
