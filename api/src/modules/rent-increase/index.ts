// The rent-increase module's face: rent increases of a lease and the yearly guidelines admins keep.

export { RentGuideline } from './rent-guideline.entity.js';
export { RentIncrease } from './rent-increase.entity.js';
export { guidelineFor, guidelinesOf, RentGuidelineService } from './rent-guideline.service.js';
export { rentInForceOn } from './rent-in-force.js';
export { rentChangesOf, type RentChange } from './rent-schedule.js';
export { RentIncreaseNotices } from './rent-increase-notices.js';
export { RentIncreaseService } from './rent-increase.service.js';
export { RentIncreaseResolver } from './rent-increase.resolver.js';
export { rentIncreaseRoutes } from './rent-increase.rest.js';
