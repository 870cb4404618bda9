import type { EntityManager } from '@mikro-orm/postgresql';
import { Lease } from './lease.entity.js';

/** One lease by id (with its listing's province), for the modules that keep records of a lease (rent, notices). */
export const findLease = (em: EntityManager, id: number): Promise<Lease | null> => em.findOne(Lease, { id });
