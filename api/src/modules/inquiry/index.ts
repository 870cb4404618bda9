// The inquiry module's face: what other modules and the composition root may use of it.

export { Inquiry } from './inquiry.entity.js';
export { inquiredAboutSql, inquiredLandlordsSql, inquirersOfSql, inquiriesPerDay } from './inquiry.queries.js';
export { InquiryService } from './inquiry.service.js';
export { InquiryResolver } from './inquiry.resolver.js';
export { inquiryRoutes } from './inquiry.rest.js';
