// The viewing module's face: what other modules and the composition root may use of it.

export { ViewingBooking } from './viewing-booking.entity.js';
export { ViewingSlot } from './viewing-slot.entity.js';
export { ViewingService } from './viewing.service.js';
export { ViewingNotices } from './viewing-notices.js';
export { ViewingResolver } from './viewing.resolver.js';
export { viewingRoutes } from './viewing.rest.js';
