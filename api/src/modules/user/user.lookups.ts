import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

// Accounts as other modules read them, in the caller's EntityManager (so in its transaction, if any).

/** The account `id`, or null. */
export const findUser = (em: EntityManager, id: number): Promise<User | null> => em.findOne(User, { id });

/** The account `id`, which the caller knows to exist (the signed-in viewer, a row's owner); throws otherwise. */
export const getUser = (em: EntityManager, id: number): Promise<User> => em.findOneOrFail(User, { id });

/** The accounts among `ids`, in no particular order. */
export const findUsers = (em: EntityManager, ids: readonly number[]): Promise<User[]> => em.find(User, { id: { $in: [...ids] } });
