import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import type { Role } from '../../contracts/index.js';

type Listing = { ownerId: number };
type Person = { id: number; role: Role };

export interface ConversationParties {
  landlordId: number;
  tenantId: number;
}

/**
 * A conversation is (property, its owner, one tenant). Returns who is who when `viewer` and `other` form one on
 * this listing, or null: admins, other landlords and third users are never part of someone's conversation.
 */
export function conversationParties(listing: Listing, viewer: Person, other: Person): ConversationParties | null {
  if (viewer.id === other.id) return null;
  if (viewer.id === listing.ownerId && hasRole(other, 'tenant')) return { landlordId: viewer.id, tenantId: other.id };
  if (other.id === listing.ownerId && hasRole(viewer, 'tenant')) return { landlordId: other.id, tenantId: viewer.id };
  return null;
}

/**
 * The two people of a deleted listing's conversation, `viewer` and `other`, who have exchanged messages about it
 * (the caller checks that): the tenant is whichever of them is one. Null when the viewer is not part of it.
 */
export function removedListingParties(viewer: Person, otherId: number): ConversationParties | null {
  if (viewer.id === otherId) return null;
  return hasRole(viewer, 'tenant') ? { landlordId: otherId, tenantId: viewer.id } : { landlordId: viewer.id, tenantId: otherId };
}

/** A conversation named by its two people ({a, b}, either order) is read by one of them only. */
export const isOneOfPair = (viewer: { id: number }, a: number, b: number): boolean => viewer.id === a || viewer.id === b;

/**
 * Who may write: the tenant to the owner while the listing is public or once they have talked (an inquiry or
 * earlier messages); the owner only to a tenant who has contacted them about this property.
 */
export function canSendInConversation(
  parties: ConversationParties,
  senderId: number,
  facts: { listingIsPublic: boolean; hasHistory: boolean },
): boolean {
  if (senderId === parties.landlordId) return facts.hasHistory;
  return facts.listingIsPublic || facts.hasHistory;
}

/**
 * Scam wording is looked for only in what the landlord of a conversation writes to its tenant
 * (docs/product.md#scam-signals-in-messages): the tenant is the one asked for money.
 */
export const isCheckedForScamWording = (parties: ConversationParties, senderId: number): boolean => senderId === parties.landlordId;

/**
 * The safety notice beside a flagged message is the receiver's alone (the tenant it was written to): the sender is
 * never told what the tenant saw, and nobody else sees it.
 */
export const seesSafetyNotice = (viewer: { id: number } | null | undefined, message: { receiverId: number; scamSignals?: readonly string[] }): boolean =>
  !!viewer && viewer.id === message.receiverId && (message.scamSignals?.length ?? 0) > 0;

/** A sender's count of flagged messages is for admins only. */
export const seesScamSignalCount = (viewer: Actor | null | undefined): boolean => !!viewer && isAdmin(viewer);
