import { Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { User } from '../user/index.js';
import { scamSignalCountOf } from './chat.loaders.js';
import { seesScamSignalCount } from './chat.policy.js';

/** User.scamSignalCount, batched per request; it lives with messages, so the user module knows nothing of them. */
@Resolver(() => User)
export class UserScamSignalResolver {
  @FieldResolver(() => Int, {
    nullable: true,
    description:
      'Admins only (null for anyone else): how many messages this person sent a tenant with wording of a rental scam (money before a viewing, gift cards, wire, crypto, keys by mail).',
  })
  async scamSignalCount(@Root() user: { id: number }, @Ctx() ctx: GraphQLContext): Promise<number | null> {
    return seesScamSignalCount(ctx.viewer) ? scamSignalCountOf(ctx).load(user.id) : null;
  }
}
