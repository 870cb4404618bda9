import type { Actor } from '../../common/actor.js';
import { canViewListing, isOwner } from '../property/index.js';

type Listing = Parameters<typeof canViewListing>[1];

/** Any signed-in user who can see a listing reports it, except its owner. */
export const canReportListing = (actor: Actor | null, listing: Listing): boolean =>
  actor !== null && canViewListing(actor, listing) && !isOwner(actor, listing);
