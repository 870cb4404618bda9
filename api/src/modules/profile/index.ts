// The profile module's face: what other modules and the composition root may use of it.

export { UserService } from './profile.service.js';
export { UserResolver } from './profile.resolver.js';
export { userRoutes } from './profile.rest.js';
