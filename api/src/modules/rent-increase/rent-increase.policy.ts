import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import { TENANT_ANSWERS, type Province } from '../../contracts/index.js';
import { canSeeLeaseDetails, isLeaseTenant } from '../lease/index.js';

type LeaseParties = { landlordId: number; tenantId: number | null; tenantEmail: string; status: string };

/** The guidelines are the admins' to keep (and to read in full, with who set each figure). */
export const canManageGuidelines = (actor: Actor | null): boolean => isAdmin(actor);

/** Who sees a lease's increases and their notices: whoever sees its details (landlord, tenant, admins). */
export const canSeeRentIncreases = (actor: Actor | null, lease: LeaseParties): boolean => canSeeLeaseDetails(actor, lease);

/** Only the lease's landlord gives notice of an increase, and only on an active lease. */
export const canProposeRentIncrease = (actor: Actor | null, lease: LeaseParties): boolean =>
  hasRole(actor, 'landlord') && actor!.id === lease.landlordId;

/** Only active leases are raised: a pending one has not begun, an ended one is over. */
export const isRaisable = (lease: { status: string }): boolean => lease.status === 'active';

/** The tenant answers where the province gives them an answer (Québec), while the notice is open. */
export const canAnswerRentIncrease = (actor: Actor | null, lease: LeaseParties): boolean => hasRole(actor, 'tenant') && isLeaseTenant(actor, lease);
export const answersInHearth = (province: Province): boolean => TENANT_ANSWERS.includes(province);
