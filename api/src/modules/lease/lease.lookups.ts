import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Lease } from './lease.entity.js';

/**
 * One lease by id, for the modules built on leases (inspections, the deposit's return...); `lock` takes a row lock
 * inside the caller's transaction. Who may see it is the caller's to check (canReadLeaseDocument, signerRole).
 */
export const findLease = (em: EntityManager, id: number, options: { lock?: boolean } = {}): Promise<Lease | null> =>
  em.findOne(Lease, { id }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
