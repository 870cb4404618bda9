import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppServices } from '../../app-services.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from './user.entity.js';
import { canSeePrivateContact, canSeeWhatsapp } from './user.policy.js';
import { ProfileUpdateInput } from './user.types.js';

/** Accounts. Contact fields are resolved here, field by field, under the user policy. */
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly services: AppServices) {}

  @Query(() => User, { nullable: true, description: 'A user by id (public fields; contact fields as the viewer may see them).' })
  user(@Arg('id', () => Int, { description: 'User id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return this.services.users.find(ctx, id);
  }

  @Query(() => User, { description: "The caller's full profile (email and phone included)." })
  profile(@Ctx() ctx: GraphQLContext): Promise<User> {
    return this.services.users.profileEntity(ctx);
  }

  @Mutation(() => User, { description: "Update the caller's profile (spec §5 profile schema)." })
  updateProfile(
    @Arg('input', () => ProfileUpdateInput, { description: 'Fields to change; others are kept.' }) input: ProfileUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const given = Object.fromEntries(Object.entries(input).filter(([, value]) => value != null));
    return this.services.users.updateProfileEntity(ctx, given);
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only for the user themself and admins.' })
  email(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return canSeePrivateContact(ctx.viewer, user.id) ? user.email : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Only for the user themself and admins.' })
  phone(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return canSeePrivateContact(ctx.viewer, user.id) ? user.phone : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'WhatsApp number (E.164), for signed-in viewers.' })
  whatsapp(@Root() user: User, @Ctx() ctx: GraphQLContext): string | null {
    return canSeeWhatsapp(ctx.viewer) ? user.whatsapp : null;
  }
}
