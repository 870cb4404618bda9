// The saved-property module's face: what other modules and the composition root may use of it.

export { SavedProperty } from './saved-property.entity.js';
export { savedByViewer } from './saved-property.loaders.js';
export { SavedPropertyService } from './saved-property.service.js';
export { SavedPropertyResolver } from './saved-property.resolver.js';
export { savedPropertyRoutes } from './saved-property.rest.js';
