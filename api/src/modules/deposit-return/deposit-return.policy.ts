import { hasRole, type Actor } from '../../common/actor.js';
import { canSeeLeaseDetails } from '../lease/index.js';
import type { LeaseStatus } from '../../contracts/index.js';

type LeaseParties = { landlordId: number; tenantId: number | null; tenantEmail: string };

/** Who may read a lease's deposit return and its statement: its parties and admins (as the lease's details). */
export const canSeeDepositReturn = (actor: Actor | null, lease: LeaseParties): boolean => canSeeLeaseDetails(actor, lease);

/** Only the lease's landlord returns its deposit (admins and the tenant may read it, not make it). */
export const canReturnDeposit = (actor: Actor | null, lease: LeaseParties): boolean => hasRole(actor, 'landlord') && actor?.id === lease.landlordId;

/** A deposit is returned once the tenancy is under way or over: an active lease (tenancies end early by agreement) or an ended one. */
export const DEPOSIT_RETURNABLE_STATUSES: readonly LeaseStatus[] = ['active', 'ended'];
export const isDepositReturnable = (lease: { status: LeaseStatus }): boolean => DEPOSIT_RETURNABLE_STATUSES.includes(lease.status);
