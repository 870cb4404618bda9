// The auth module's face: what other modules and the composition root may use of it.

export { ApiToken } from './api-token.entity.js';
export { Session } from './session.entity.js';
export {
  type Identity,
  type IdentitySources,
  resolveActor,
  resolveIdentity,
  sessionSecretOf,
} from './request-identity.js';
export { hashPassword, PASSWORD_HASH_COST, type PasswordHashCost } from './password-hasher.js';
export { createAuthRateLimiter } from './auth-rate-limiter.js';
export { ApiTokenService } from './api-token.service.js';
export { AuthService } from './auth.service.js';
export { EmailVerificationService } from './email-verification.service.js';
export { SessionService, toActor } from './session.service.js';
export { AuthResolver } from './auth.resolver.js';
export { authRoutes } from './auth.rest.js';
