// The application module's face: what other modules and the composition root may use of it.

export { ApplicationAccess } from './application-access.entity.js';
export { RentalApplication } from './rental-application.entity.js';
export { RentalProfileRow } from './rental-profile.entity.js';
export { RentalApplicationService } from './rental-application.service.js';
export { RentalProfileService } from './rental-profile.service.js';
export { ApplicationNotices } from './application-notices.js';
export { ApplicationRetention } from './application-retention.js';
export { ApplicationResolver } from './application.resolver.js';
export { applicationRoutes } from './application.rest.js';
export { applicationsPerDay } from './application.queries.js';
