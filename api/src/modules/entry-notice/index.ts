// The entry-notice module's face: what other modules and the composition root may use of it.

export { EntryNotice } from './entry-notice.entity.js';
export { EntryNoticeService, type RepairRequests } from './entry-notice.service.js';
export { EntryNoticeNotices } from './entry-notice-notices.js';
export { EntryNoticeResolver } from './entry-notice.resolver.js';
export { entryNoticeRoutes } from './entry-notice.rest.js';
