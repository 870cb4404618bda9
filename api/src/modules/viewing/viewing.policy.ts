import { hasRole, type Actor } from '../../common/actor.js';

/** Slots of a listing, and who booked them: its owner only (admins moderate listings, not their calendars). */
export const canManageViewings = (actor: Actor, listing: { ownerId: number }): boolean => actor.id === listing.ownerId;

/** Booking a viewing: tenants (landlords and admins do not rent). */
export const canBookViewing = (actor: Actor): boolean => hasRole(actor, 'tenant');

/** Which side of a booking the actor is, if any: its tenant, or the listing's owner. */
export function bookingSide(actor: Actor, booking: { tenantId: number; propertyOwnerId: number }): 'tenant' | 'landlord' | null {
  if (actor.id === booking.tenantId) return 'tenant';
  if (actor.id === booking.propertyOwnerId) return 'landlord';
  return null;
}

/** Which side of a viewing request the actor is, if any: the tenant who asked, or the listing's owner. */
export function requestSide(actor: Actor, request: { tenantId: number; propertyOwnerId: number }): 'tenant' | 'landlord' | null {
  return bookingSide(actor, request);
}

/** Answering a viewing request (accept a time, offer slots, decline): the listing's owner only. */
export const canAnswerViewingRequest = (actor: Actor, request: { propertyOwnerId: number }): boolean => actor.id === request.propertyOwnerId;

/** Withdrawing a viewing request: its tenant, while no time is booked (docs/product.md#viewing-requests). */
export const canWithdrawViewingRequest = (actor: Actor, request: { tenantId: number }): boolean => actor.id === request.tenantId;
