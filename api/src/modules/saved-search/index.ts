// The saved-search module's face: what other modules and the composition root may use of it.

export { SavedSearch } from './saved-search.entity.js';
export { SavedSearchService } from './saved-search.service.js';
export { SavedSearchAlerts } from './saved-search-alerts.js';
export { SavedSearchResolver } from './saved-search.resolver.js';
export { savedSearchRoutes } from './saved-search.rest.js';
