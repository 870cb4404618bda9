// A listing report's reasons, states and limits, without zod: the listing page's dialog reads them (report.schema.ts
// holds the API's validation).
/** Why a listing is reported (POST /api/properties/{id}/reports). */
export const REPORT_REASONS = ['scam', 'unavailable', 'inaccurate', 'offensive', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** open until an admin resolves it: dismissed, or the listing hidden from the marketplace. */
export const REPORT_STATUSES = ['open', 'dismissed', 'hidden'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_ACTIONS = ['dismiss', 'hide'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_DETAILS_MAX = 2000;
