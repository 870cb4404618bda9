import { defineLoader } from '../../common/loaders.js';
import type { LeaseSignatureSummary } from './lease-signature.entity.js';
import { signaturesOf } from './lease-signature.lookups.js';
import type { PropertyBookingState } from './lease-view.js';
import type { LeaseService } from './lease.service.js';

/** Booking state of properties by id (Property.isBooked, Property.currentLease): one lease query per request batch. */
export const bookingStateById = defineLoader<number, PropertyBookingState, LeaseService>((ctx, propertyIds, leases) =>
  leases.bookingStates(ctx, propertyIds),
);

/** Lease.signatures: one signature query per request batch, whatever the list size. */
export const signaturesByLeaseId = defineLoader<number, LeaseSignatureSummary[]>(async (ctx, leaseIds) => {
  const byLease = await signaturesOf(ctx.em, leaseIds);
  return leaseIds.map((id) => byLease.get(id) ?? []);
});
