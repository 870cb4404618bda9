import { isAdmin, type Actor } from '../../common/actor.js';
import { isOwner } from '../property/index.js';

/** A listing's statistics are its owner's business, and admins' (docs/product.md#listing-statistics). */
export const canSeeListingStats = (actor: Actor | null, listing: { ownerId: number }): boolean => isOwner(actor, listing) || isAdmin(actor);
