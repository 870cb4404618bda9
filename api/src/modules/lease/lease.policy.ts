import type { Actor } from '../../common/actor.js';
import { isAdmin } from '../property/property.policy.js';

type LeaseParties = { landlordId: number; tenantId: number | null; tenantEmail: string };

/**
 * The lease's tenant: linked by id, or named by email (case-insensitive). A landlord creates leases with
 * tenantId null (spec §3), so the email is how a tenant account finds its leases.
 */
export const isLeaseTenant = (actor: Actor | null, lease: LeaseParties): boolean =>
  actor !== null && (lease.tenantId === actor.id || lease.tenantEmail.toLowerCase() === actor.email.toLowerCase());

/** Who may see a lease's private fields (contact details, rent, terms, contract): its landlord, its tenant, admins. */
export const canSeeLeaseDetails = (actor: Actor | null, lease: LeaseParties): boolean =>
  actor !== null && (actor.id === lease.landlordId || isLeaseTenant(actor, lease) || isAdmin(actor));

/** Spec §5/§6: only landlords create leases (admins do not). */
export const canCreateLeases = (actor: Actor | null): boolean => actor?.role === 'landlord';

/** ...and only for a property they own. */
export const canCreateLeaseFor = (actor: Actor | null, property: { ownerId: number }): boolean =>
  canCreateLeases(actor) && actor!.id === property.ownerId;

/** GET /api/leases/tenant/:userId and /landlord/:userId: yourself, or an admin looking at anyone. */
export const canListLeasesOf = (actor: Actor | null, userId: number): boolean => actor !== null && (actor.id === userId || isAdmin(actor));

/** GET /api/leases/landlord/0: every lease, admins only (spec §6 "see all leases"). */
export const canListAllLeases = (actor: Actor | null): boolean => isAdmin(actor);
