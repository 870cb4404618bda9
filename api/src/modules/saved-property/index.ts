// The saved-property module's face: what other modules and the composition root may use of it.

export { SavedProperty } from './saved-property.entity.js';
export { SavedPropertyService } from './saved-property.service.js';
export { PropertySavedResolver } from './property-saved.resolver.js';
export { SavedPropertyResolver } from './saved-property.resolver.js';
export { savedPropertyRoutes } from './saved-property.rest.js';
export { savesPerDay } from './saved-property.queries.js';
