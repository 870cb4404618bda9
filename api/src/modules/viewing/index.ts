// The viewing module's face: what other modules and the composition root may use of it.

export { ViewingBooking } from './viewing-booking.entity.js';
export { ViewingSlot } from './viewing-slot.entity.js';
export { ViewingRequest } from './viewing-request.entity.js';
export { ViewingRequestService } from './viewing-request.service.js';
export { ViewingRequestNotices } from './viewing-request-notices.js';
export { ViewingRequestResolver } from './viewing-request.resolver.js';
export { ViewingService } from './viewing.service.js';
export { ViewingNotices } from './viewing-notices.js';
export { ViewingResolver } from './viewing.resolver.js';
export { viewingRoutes } from './viewing.rest.js';
export { viewingsBookedPerDay } from './viewing.queries.js';
