export const INQUIRY_STATUSES = ['pending', 'resolved'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
