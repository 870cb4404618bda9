import { z } from 'zod';

/** Why a listing is reported (POST /api/properties/{id}/reports). */
export const REPORT_REASONS = ['scam', 'unavailable', 'inaccurate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until an admin resolves it: dismissed, or the listing hidden from the marketplace. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 2000;
export const MODERATION_REASON_MAX = 500;

export const reportListingSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, {
      error: (issue) => (issue.input === undefined ? 'Please choose a reason' : `Reason must be one of ${REPORT_REASONS.join(', ')}`),
    }),
    details: z
      .string({ error: 'Details must be text' })
      .trim()
      .max(REPORT_DETAILS_MAX, `Details must be at most ${REPORT_DETAILS_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .strict();
export type ReportListingInput = z.infer<typeof reportListingSchema>;

/** POST /api/admin/reports/{id}/resolve: hiding needs the reason the landlord will see on their dashboard. */
export const resolveReportSchema = z
  .object({
    action: z.enum(REPORT_ACTIONS, { error: `Action must be one of ${REPORT_ACTIONS.join(', ')}` }),
    reason: z
      .string({ error: 'Reason must be text' })
      .trim()
      .max(MODERATION_REASON_MAX, `Reason must be at most ${MODERATION_REASON_MAX} characters`)
      .nullish()
      .transform((value) => value || null),
  })
  .strict()
  .refine((data) => data.action !== 'hide' || data.reason !== null, {
    message: 'Please give the reason the landlord will see when the listing is hidden.',
    path: ['reason'],
  });
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;
