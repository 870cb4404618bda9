import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

// Accounts as other modules read them, in the caller's EntityManager (so in its transaction, if any).

/** The account `id`, or null. */
export const findUser = (em: EntityManager, id: number): Promise<User | null> => em.findOne(User, { id });

/** The account `id`, which the caller knows to exist (the signed-in viewer, a row's owner); throws otherwise. */
export const getUser = (em: EntityManager, id: number): Promise<User> => em.findOneOrFail(User, { id });

/** The accounts among `ids`, in no particular order. */
export const findUsers = (em: EntityManager, ids: readonly number[]): Promise<User[]> => em.find(User, { id: { $in: [...ids] } });

/** The account with this email, whatever its case, or null. */
export const findUserByEmail = (em: EntityManager, email: string): Promise<User | null> =>
  em.createQueryBuilder(User).where('lower(email) = ?', [email.toLowerCase()]).getSingleResult();

/** The tenant account that verified this email, whatever its case, or null: whom a lease addressed to it reaches. */
export const findVerifiedTenantByEmail = (em: EntityManager, email: string): Promise<User | null> =>
  em.createQueryBuilder(User).where(`lower(email) = ? and email_verified_at is not null and role = 'tenant'`, [email.toLowerCase()]).getSingleResult();
