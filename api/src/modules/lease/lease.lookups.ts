import type { EntityManager } from '@mikro-orm/postgresql';
import { Lease } from './lease.entity.js';

/**
 * A lease by id, for the tenancy modules above this one (the deposit's return...): they read a lease only through
 * here, never the table (api/test/guard-rails/table-ownership.test.ts). Its province comes with it.
 */
export const findLease = (em: EntityManager, id: number): Promise<Lease | null> => em.findOne(Lease, { id });
