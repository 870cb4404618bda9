import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import type { PropertyStatus } from '../../contracts/index.js';

type Listing = { ownerId: number; status: PropertyStatus; showOnMarketplace: boolean; ownerSuspended: boolean };

/** On the public marketplace: approved, listed, and its landlord not suspended. Everything else is seen only by its owner and admins. */
export const isPublicListing = (listing: Listing): boolean =>
  listing.status === 'approved' && listing.showOnMarketplace && !listing.ownerSuspended;

export const isOwner = (actor: Actor | null, listing: Pick<Listing, 'ownerId'>): boolean => actor !== null && actor.id === listing.ownerId;

export const canViewListing = (actor: Actor | null, listing: Listing): boolean =>
  isPublicListing(listing) || isOwner(actor, listing) || isAdmin(actor);

/** docs/product.md#roles-and-permissions: only landlords list properties. */
export const canCreateListing = (actor: Actor | null): boolean => hasRole(actor, 'landlord');

/** Fields, visibility and deletion: the owner. Admins may delete too (moderation). */
export const canEditListing = (actor: Actor | null, listing: Listing): boolean => isOwner(actor, listing);
export const canDeleteListing = (actor: Actor | null, listing: Listing): boolean => isOwner(actor, listing) || isAdmin(actor);

/** Review (docs/product.md#states-and-transitions): admins move pending listings to approved or rejected; no other transition is offered. */
export const canReviewListing = (actor: Actor | null): boolean => isAdmin(actor);
export const isReviewTransition = (from: PropertyStatus, to: PropertyStatus): boolean =>
  from === 'pending' && (to === 'approved' || to === 'rejected');

/** Seeing all of someone's listings (any status): the owner themself and admins. */
export const canSeeAllListingsOf = (actor: Actor | null, ownerId: number): boolean => actor?.id === ownerId || isAdmin(actor);

/**
 * The admin's reason for a decision on a listing is for its owner and admins only (docs/product.md#admin-panel):
 * everyone else reads null. Every answer that carries listing records passes them through this.
 */
export function withModerationReasonFor<T extends { ownerId: number; moderationReason: string | null }>(actor: Actor | null, listing: T): T {
  if (listing.moderationReason === null || canSeeAllListingsOf(actor, listing.ownerId)) return listing;
  return { ...listing, moderationReason: null };
}

/**
 * A visit counts toward a listing's statistics (docs/product.md#listing-statistics) when the listing is public and the
 * visitor is neither its owner (checking their own page) nor an admin (reviewing is not interest).
 */
export const countsAsView = (actor: Actor | null, listing: Listing): boolean => isPublicListing(listing) && !isOwner(actor, listing) && !isAdmin(actor);
