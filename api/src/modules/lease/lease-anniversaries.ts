import type { EntityManager } from '@mikro-orm/postgresql';
import { Lease } from './lease.entity.js';

/**
 * Active leases whose start fell on one of `monthDays` ('MM-DD') of an earlier year, for the jobs that act on a
 * tenancy's anniversary (the rent ledger's deposit interest). At most a few hundred a day; lists the leases only.
 */
export function activeLeasesStartedOn(em: EntityManager, monthDays: readonly string[], before: string): Promise<Lease[]> {
  return em
    .createQueryBuilder(Lease)
    .where({ status: 'active', startDate: { $lt: before } })
    .andWhere(`to_char(start_date, 'MM-DD') in (${monthDays.map(() => '?').join(', ')})`, [...monthDays])
    .orderBy({ id: 'asc' })
    .getResultList();
}
