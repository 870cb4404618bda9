import type { EntityManager } from '@mikro-orm/postgresql';
import { Lease } from './lease.entity.js';

/**
 * A lease by id, for the modules of the tenancy that follows it (rent increases...): they read its facts and decide
 * with the lease's own policy (`canSeeLeaseDetails`, `isLeaseTenant`), never query its table themselves.
 */
export const findLease = (em: EntityManager, id: number): Promise<Lease | null> => em.findOne(Lease, { id });
