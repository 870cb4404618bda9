// The suspension module's face: what other modules and the composition root may use of it.

export { SuspensionService } from './suspension.service.js';
export { SuspensionResolver } from './suspension.resolver.js';
export { suspensionRoutes } from './suspension.rest.js';
