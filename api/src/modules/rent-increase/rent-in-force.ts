import type { EntityManager } from '@mikro-orm/postgresql';
import { findLease } from '../lease/index.js';
import { RentIncrease } from './rent-increase.entity.js';

/** Increases that change the rent: given notice of (Québec: not refused) or accepted; never a cancelled or refused one. */
export const IN_FORCE_STATUSES = ['notified', 'accepted'] as const;

/**
 * The monthly rent of lease `leaseId` in force on `day` (YYYY-MM-DD), in cents: the latest increase that took effect
 * by then, else the lease's rent. The rent ledger reads the amount due from here; null for an unknown lease.
 */
export async function rentInForceOn(em: EntityManager, leaseId: number, day: string): Promise<number | null> {
  const increase = await em.findOne(
    RentIncrease,
    { leaseId, effectiveDate: { $lte: day }, status: { $in: [...IN_FORCE_STATUSES] } },
    { orderBy: { effectiveDate: 'desc' } },
  );
  if (increase) return increase.newRentCents;
  const lease = await findLease(em, leaseId);
  return lease ? lease.monthlyRent * 100 : null;
}

/** The latest increase of the lease in force or to come (notified or accepted), or null. */
export const lastIncrease = (em: EntityManager, leaseId: number): Promise<RentIncrease | null> =>
  em.findOne(RentIncrease, { leaseId, status: { $in: [...IN_FORCE_STATUSES] } }, { orderBy: { effectiveDate: 'desc' } });
