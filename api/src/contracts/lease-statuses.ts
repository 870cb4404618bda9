// The database checks the same lists (initial migration).
/**
 * pending is an invitation to the tenant; accepting makes it active, declining or withdrawing ends it; an active
 * lease becomes ended after its end date (a daily job, lease-lifecycle.ts).
 */
export const LEASE_STATUSES = ['draft', 'pending', 'active', 'declined', 'withdrawn', 'ended'] as const;
export type LeaseStatus = (typeof LEASE_STATUSES)[number];
/** What a lease's history records (Lease.history), oldest first. */
export const LEASE_EVENTS = ['created', 'sent', 'accepted', 'declined', 'withdrawn', 'ended', 'renewal-offered'] as const;
export type LeaseHistoryEvent = (typeof LEASE_EVENTS)[number];
/** Lease statuses that book a property's dates. */
export const BOOKING_LEASE_STATUSES = ['pending', 'active'] as const;
/** Statuses of a lease its tenant accepted: the tenancy is live, or over. */
export const ACCEPTED_LEASE_STATUSES = ['active', 'ended'] as const;
