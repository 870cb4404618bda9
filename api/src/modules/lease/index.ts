// The lease module's face: what other modules and the composition root may use of it.

export { Lease } from './lease.entity.js';
export { LeaseSignature } from './lease-signature.entity.js';
export {
  hasBookingLease,
  hasCurrentLease,
  landlordsOfTenantSql,
  leasedFromSql,
  tenantContractSql,
  type TenantSql,
} from './lease.queries.js';
export { findLease } from './lease.lookups.js';
export { activeLeasesStartedOn } from './lease-anniversaries.js';
export { canSeeLeaseDetails, isLeaseTenant } from './lease.policy.js';
export { liveDocumentInput as leaseDocumentFacts } from './lease-document-source.js';
export { contractUploadCheck } from './contract-file-check.js';
export { LeaseInvitationService } from './lease-invitation.service.js';
export { LeaseService } from './lease.service.js';
export { LeaseSigningService } from './lease-signing.service.js';
export { LeaseVerificationService } from './lease-verification.service.js';
export type { LeaseDocumentRenderer } from './lease-document-source.js';
export { LeaseNotices } from './lease-notices.js';
export { LeaseLifecycle } from './lease-lifecycle.js';
export { LeasePropertyResolver } from './lease-property.resolver.js';
export { LeaseResolver } from './lease.resolver.js';
export { LeaseSigningResolver } from './lease-signing.resolver.js';
export { PropertyBookingResolver } from './property-booking.resolver.js';
export { leaseRoutes } from './lease.rest.js';
export { leaseSigningRoutes } from './lease-signing.rest.js';
export { leaseVerificationRoutes } from './lease-verification.rest.js';
