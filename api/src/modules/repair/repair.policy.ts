import { hasRole, isAdmin, type Actor } from '../../common/actor.js';
import {
  REPAIR_FILING_GRACE_DAYS,
  repairMovesFrom,
  repairStatusSetBy,
  type LeaseStatus,
  type RepairParty,
  type RepairStatus,
} from '../../contracts/index.js';

/** The calendar day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

type RequestParties = { tenantId: number; landlordId: number };

/** Which party of a repair request the actor is, if any: the tenant who filed it, or the lease's landlord. */
export function repairSide(actor: Actor | null, request: RequestParties): RepairParty | null {
  if (actor === null) return null;
  if (actor.id === request.tenantId) return 'tenant';
  if (actor.id === request.landlordId) return 'landlord';
  return null;
}

/** Reading a repair request, its timeline, thread and photos: its two parties and admins. */
export const canSeeRepairRequest = (actor: Actor | null, request: RequestParties): boolean =>
  repairSide(actor, request) !== null || isAdmin(actor);

/** Filing: a tenant account (the caller must also be the lease's tenant, checked against the lease). */
export const canFileRepairs = (actor: Actor | null): boolean => hasRole(actor, 'tenant');

/**
 * Whether a lease takes repair requests on `today` (YYYY-MM-DD): accepted (active), or ended no more than
 * REPAIR_FILING_GRACE_DAYS ago (an ended lease's end date, else the day it ended).
 */
export function leaseTakesRepairs(lease: { status: LeaseStatus; endDate: string | null }, today: string): boolean {
  if (lease.status === 'active') return lease.endDate === null || today <= addDays(lease.endDate, REPAIR_FILING_GRACE_DAYS);
  if (lease.status === 'ended') return lease.endDate !== null && today <= addDays(lease.endDate, REPAIR_FILING_GRACE_DAYS);
  return false;
}

/** A move of a request's status by `party`: allowed, not theirs to make (403), or not allowed from here (409). */
export function statusMove(party: RepairParty, from: RepairStatus, to: RepairStatus): 'allowed' | 'not-yours' | 'not-allowed' {
  if (!repairStatusSetBy(to, party)) return 'not-yours';
  return repairMovesFrom(from, party).includes(to) ? 'allowed' : 'not-allowed';
}

/** Commenting on a request: its two parties (admins read, they do not take part). */
export const canCommentOnRepair = (actor: Actor | null, request: RequestParties): boolean => repairSide(actor, request) !== null;
