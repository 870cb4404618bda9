// The user module's face: what other modules and the composition root may use of it.

export { LanguageEnum, RoleEnum, User } from './user.entity.js';
export { activeActorSource, userNameSource, userRoleSource, usersAmongSql } from './user.queries.js';
export { userById } from './user.loaders.js';
export { findUser, findUserByEmail, findUsers, findVerifiedTenantByEmail, getUser } from './user.lookups.js';
export { ACCOUNT_SUSPENDED_MESSAGE, lockUnlessSuspended } from './suspended-account.js';
