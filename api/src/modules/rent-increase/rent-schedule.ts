import type { EntityManager } from '@mikro-orm/postgresql';
import { RentIncrease } from './rent-increase.entity.js';
import { IN_FORCE_STATUSES } from './rent-in-force.js';

/** A change of a lease's monthly rent: from `effectiveDate` on, `rentCents`. */
export interface RentChange {
  effectiveDate: string;
  rentCents: number;
}

/**
 * Every increase of a lease that changes its rent (notified or accepted), oldest first, in one query: the rent ledger
 * reads what fell due in each period from it (the rent in force on the period's due day), as rentInForceOn does for one day.
 */
export async function rentChangesOf(em: EntityManager, leaseId: number): Promise<RentChange[]> {
  const increases = await em.find(RentIncrease, { leaseId, status: { $in: [...IN_FORCE_STATUSES] } }, { orderBy: { effectiveDate: 'asc', id: 'asc' } });
  return increases.map((increase) => ({ effectiveDate: increase.effectiveDate, rentCents: increase.newRentCents }));
}
