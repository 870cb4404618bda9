import { hasRole, type Actor } from '../../common/actor.js';
import { isOwner } from '../property/index.js';

type Parties = { tenantId: number; landlordId: number };
type Listing = { ownerId: number };

/** Rental profiles and applying are for tenants. */
export const canKeepRentalProfile = (actor: Actor | null): boolean => hasRole(actor, 'tenant');

/** A tenant applies for another landlord's listing, never their own. */
export const canApplyFor = (actor: Actor, listing: Listing): boolean => !isOwner(actor, listing);

/** A listing's applications are for its landlord. */
export const canListApplicationsFor = (actor: Actor, listing: Listing): boolean => hasRole(actor, 'landlord') && isOwner(actor, listing);

/** Nobody but its two parties reads an application (docs/product.md#rental-applications): not other landlords, not admins. */
export const canReadApplication = (actor: Actor | null, application: Parties): boolean =>
  actor !== null && (actor.id === application.tenantId || actor.id === application.landlordId);

/** The listing's landlord decides. */
export const canDecideApplication = (actor: Actor | null, application: Parties): boolean => hasRole(actor, 'landlord') && actor!.id === application.landlordId;

/** The tenant withdraws, deletes and reads the access log of their own application. */
export const isApplicant = (actor: Actor | null, application: Parties): boolean => actor !== null && actor.id === application.tenantId;

/** A landlord's read is what the access log records; the tenant reading their own is not. */
export const isLandlordRead = (actor: Actor, application: Parties): boolean => actor.id === application.landlordId;
