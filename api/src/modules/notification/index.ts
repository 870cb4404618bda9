// The notification module's face: what other modules and the composition root may use of it.

export { Notification } from './notification.entity.js';
export { inReaderLanguage, notificationText, viewingRequestText, type ShownNotification } from './notification-text.js';
export { NotificationService } from './notification.service.js';
export { NotificationResolver } from './notification.resolver.js';
export { notificationRoutes } from './notification.rest.js';
export { Notices, type InAppNotice } from './notices.js';
export { LISTING_REVIEW_EMAIL_QUEUE, ListingReviewNotices } from './listing-review-notices.js';
