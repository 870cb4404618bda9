// The listing-stats module's face: what the composition root may use of it. It sits above every module it counts.

export { ListingStatsService } from './listing-stats.service.js';
export { PropertyStatsResolver } from './property-stats.resolver.js';
export { listingStatsRoutes } from './listing-stats.rest.js';
