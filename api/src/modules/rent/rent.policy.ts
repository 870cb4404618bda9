import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import { isLeaseTenant } from '../lease/index.js';

type LeaseParties = { landlordId: number; tenantId: number | null; tenantEmail: string };

/** Who reads a lease's ledger, receipts, statements and RL-31: its landlord, its tenant, admins. */
export const canReadRent = (actor: Actor | null, lease: LeaseParties): boolean =>
  actor !== null && (actor.id === lease.landlordId || isLeaseTenant(actor, lease) || isAdmin(actor));

/** Record a payment or enter the dwelling number: the lease's landlord only (not its tenant, not an admin). */
export const canKeepRentLedger = (actor: Actor | null, lease: LeaseParties): boolean => hasRole(actor, 'landlord') && actor!.id === lease.landlordId;
