import type { Actor } from '../../common/actor.js';
import type { LeaseStatus } from '../../contracts/index.js';
import type { Lease } from './lease.entity.js';
import { canSeeLeaseDetails } from './lease.policy.js';

/** What anyone may know about a lease: enough for the card's Booked panel and the date pickers (docs/product.md#property-card and docs/product.md#validation-rules). */
export interface LeaseBookingView {
  id: number;
  propertyId: number;
  status: LeaseStatus;
  startDate: string | null;
  endDate: string | null;
  tenantName: string;
}

/** A lease as the actor may see it: the full record for its parties and admins, the booking view otherwise. */
export type LeaseView = Lease | LeaseBookingView;

export function toLeaseView(actor: Actor | null, lease: Lease): LeaseView {
  if (canSeeLeaseDetails(actor, lease)) return lease;
  const { id, propertyId, status, startDate, endDate, tenantName } = lease;
  return { id, propertyId, status, startDate, endDate, tenantName };
}

/** The booking state of one property as the actor may see it (Property.isBooked / Property.currentLease). */
export interface PropertyBookingState {
  isBooked: boolean;
  currentLease: LeaseView | null;
}
