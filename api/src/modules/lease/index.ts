// The lease module's face: what other modules and the composition root may use of it.

export { Lease } from './lease.entity.js';
export { findLease } from './lease.lookups.js';
export { LeaseSignature } from './lease-signature.entity.js';
export {
  hasBookingLease,
  findLeaseTenancy,
  hasCurrentLease,
  landlordsOfTenantSql,
  type LeaseTenancy,
  leasedFromSql,
  tenantContractSql,
  type TenantSql,
} from './lease.queries.js';
export { canSeeLeaseDetails, isLeaseTenant, type LeaseTenantIdentity } from './lease.policy.js';
export { activeLeasesStartedOn } from './lease-anniversaries.js';
export { liveDocumentInput as leaseDocumentFacts } from './lease-document-source.js';
export { contractUploadCheck } from './contract-file-check.js';
export { LeaseInvitationService } from './lease-invitation.service.js';
export { LeaseService } from './lease.service.js';
export type { RenewalRentCheck, RenewalRentLimits } from './renewal-rent.js';
export { LeaseSigningService } from './lease-signing.service.js';
export { LeaseVerificationService, type SealedDocumentLookup } from './lease-verification.service.js';
export type { LeaseDocumentRenderer } from './lease-document-source.js';
export { LeaseNotices } from './lease-notices.js';
export { LeaseLifecycle } from './lease-lifecycle.js';
export { LeaseRenewalReminders } from './lease-renewal-reminders.js';
export { LeasePropertyResolver } from './lease-property.resolver.js';
export { LeaseResolver } from './lease.resolver.js';
export { LeaseSigningResolver } from './lease-signing.resolver.js';
export { PropertyBookingResolver } from './property-booking.resolver.js';
export { leaseRoutes } from './lease.rest.js';
export { leaseSigningRoutes } from './lease-signing.rest.js';
export { leaseVerificationRoutes } from './lease-verification.rest.js';
// Electronic signatures of a lease's documents (the lease itself, its inspection reports): one set of checks.
export { canReadLeaseDocument, signerRole } from './lease.policy.js';
export {
  checkSignerName,
  leaseSigner,
  readSealedCopy,
  readerLanguage,
  sha256,
  signatureInput,
  signingEvidence,
  signingLanguage,
  storeSealedCopy,
  type DocumentPdf,
  type SigningOrigin,
} from './signing-checks.js';
