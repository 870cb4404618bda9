/**
 * 'saved-search-match': a new listing matches one of your saved searches; 'application': a rental application moved;
 * 'viewing': a viewing booked, cancelled or coming up.
 */
export const NOTIFICATION_TYPES = ['viewing_request', 'inquiry', 'lease', 'property_status', 'saved-search-match', 'viewing', 'application'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
