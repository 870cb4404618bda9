import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { canModerate } from '../../common/actor.js';
import { IdArg } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { User } from '../user/index.js';
import type { SuspensionService } from './suspension.service.js';

/** Account moderation over GraphQL: the admin list of users, suspend and unsuspend. */
@Resolver(() => User)
export class SuspensionResolver {
  constructor(private readonly services: { suspensions: SuspensionService }) {}

  @Query(() => [User], { description: 'Admins: every account, newest first (up to 500).' })
  users(@Ctx() ctx: GraphQLContext): Promise<User[]> {
    return this.services.suspensions.list(ctx);
  }

  @Mutation(() => User, { description: 'Admins: suspend a landlord (no sign-in, listings off the marketplace).' })
  suspendUser(
    @IdArg('User id.') id: number,
    @Ctx() ctx: GraphQLContext,
    @Arg('reason', () => String, { nullable: true, description: 'Why, as the landlord is told by email (trimmed, 1 to 500 characters); optional.' })
    reason?: string | null,
  ): Promise<User> {
    return this.services.suspensions.suspend(ctx, id, reason == null ? {} : { reason });
  }

  @Mutation(() => User, { description: 'Admins: lift a suspension (sign-in and listings come back).' })
  unsuspendUser(@IdArg('User id.') id: number, @Ctx() ctx: GraphQLContext): Promise<User> {
    return this.services.suspensions.unsuspend(ctx, id);
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When an admin suspended the account; only admins see it.' })
  suspendedAt(@Root() user: User, @Ctx() ctx: GraphQLContext): Date | null {
    return canModerate(ctx.viewer) ? user.suspendedAt : null;
  }

  @FieldResolver(() => String, { nullable: true, description: "The reason the admin gave for the account's suspension; only admins see it." })
  suspensionReason(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return canModerate(ctx.viewer) ? user.suspensionReason : null;
  }
}
