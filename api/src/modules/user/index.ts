// The user module's face: what other modules and the composition root may use of it.

export { RoleEnum, User } from './user.entity.js';
export { activeActorSource, userNameSource, userRoleSource } from './user.queries.js';
export { userById } from './user.loaders.js';
export { ACCOUNT_SUSPENDED_MESSAGE, lockUnlessSuspended, SuspensionService } from './suspension.service.js';
export { UserService } from './user.service.js';
export { SuspensionResolver } from './suspension.resolver.js';
export { UserResolver } from './user.resolver.js';
export { suspensionRoutes } from './suspension.rest.js';
export { userRoutes } from './user.rest.js';
