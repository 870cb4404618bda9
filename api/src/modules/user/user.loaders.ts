import { byKey, defineLoader } from '../../common/loaders.js';
import { User } from './user.entity.js';

/** Users by id, batched per request (property owners, conversation partners, ...). Missing ids load as null. */
export const userById = defineLoader<number, User | null>(async (ctx, ids) =>
  byKey(await ctx.em.find(User, { id: { $in: [...ids] } }), ids, (user) => user.id, null),
);
