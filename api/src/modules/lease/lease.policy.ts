import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import type { LeaseStatus, SignatureRole } from '../../contracts/index.js';

type LeaseParties = { landlordId: number; tenantId: number | null; tenantEmail: string };

/** Whose leases: an account's id, its email and whether it has proved the email is its own. */
export type LeaseTenantIdentity = Pick<Actor, 'id' | 'email' | 'emailVerified'>;

/**
 * The lease's tenant: linked by id (set when they accept), or named by email (case-insensitive) *and* that email
 * verified. A landlord creates leases with tenantId null (docs/product.md#entities) addressed to any email, so without the
 * verification whoever signs up with an address would read the terms meant for its owner. In SQL: lease.queries.ts.
 */
export const isLeaseTenant = (actor: LeaseTenantIdentity | null, lease: LeaseParties): boolean =>
  actor !== null && (lease.tenantId === actor.id || (actor.emailVerified && lease.tenantEmail.toLowerCase() === actor.email.toLowerCase()));

/** Who may see a lease's private fields (contact details, rent, terms, contract): its landlord, its tenant, admins. */
export const canSeeLeaseDetails = (actor: Actor | null, lease: LeaseParties): boolean =>
  actor !== null && (actor.id === lease.landlordId || isLeaseTenant(actor, lease) || isAdmin(actor));

/** docs/product.md#roles-and-permissions: only landlords create leases (admins do not). */
export const canCreateLeases = (actor: Actor | null): boolean => hasRole(actor, 'landlord');

/** ...and only for a property they own. */
export const canCreateLeaseFor = (actor: Actor | null, property: { ownerId: number }): boolean =>
  canCreateLeases(actor) && actor!.id === property.ownerId;

/** Accept or decline a pending lease: only the tenant account it is addressed to. */
export const canAnswerLeaseInvitation = (actor: Actor | null, lease: LeaseParties): boolean =>
  hasRole(actor, 'tenant') && isLeaseTenant(actor, lease);

/** Withdraw a pending lease: only the landlord who offered it. */
export const canWithdrawLease = (actor: Actor | null, lease: LeaseParties): boolean =>
  hasRole(actor, 'landlord') && actor?.id === lease.landlordId;

/** GET /api/leases/tenant/:userId and /landlord/:userId: yourself, or an admin looking at anyone. */
export const canListLeasesOf = (actor: Actor | null, userId: number): boolean => actor !== null && (actor.id === userId || isAdmin(actor));

/** GET /api/leases/landlord/0: every lease, admins only (docs/product.md#roles-and-permissions). */
export const canListAllLeases = (actor: Actor | null): boolean => isAdmin(actor);

type SignableLease = LeaseParties & { status: LeaseStatus };

/** A lease reaches its tenant once offered: a draft is the landlord's alone. */
const offered = (lease: { status: LeaseStatus }): boolean => lease.status !== 'draft';

/**
 * Who may read a lease's document and its signed copy: its landlord, admins, and its tenant once the invitation
 * reached them (not a draft).
 */
export const canReadLeaseDocument = (actor: Actor | null, lease: SignableLease): boolean =>
  actor !== null && (actor.id === lease.landlordId || isAdmin(actor) || (offered(lease) && isLeaseTenant(actor, lease)));

/** The party `actor` signs a lease as: its landlord, or its tenant once offered; null for anyone else (admins too). */
export function signerRole(actor: Actor | null, lease: SignableLease): SignatureRole | null {
  if (actor === null) return null;
  if (actor.id === lease.landlordId) return 'landlord';
  if (offered(lease) && isLeaseTenant(actor, lease)) return 'tenant';
  return null;
}

/** Statuses a lease is signed in: an invitation or a lease in force; never a draft, nor one declined, withdrawn or ended. */
export const SIGNABLE_LEASE_STATUSES: readonly LeaseStatus[] = ['pending', 'active'];
export const isSignable = (lease: { status: LeaseStatus }): boolean => SIGNABLE_LEASE_STATUSES.includes(lease.status);
