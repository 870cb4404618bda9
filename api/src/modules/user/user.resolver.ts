import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import type { Role } from '../../contracts/index.js';
import { userAccess } from './user.loaders.js';
import { RoleEnum, User } from './user.entity.js';
import { viewOf, type UserView } from './user.policy.js';
import { Profile, ProfileUpdateInput } from './user.types.js';
import type { UserService } from './user.service.js';

/** Accounts. Every field but id and name is resolved here under the user policy (viewOf); the caller's own is a Profile. */
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly services: { users: UserService }) {}

  @Query(() => User, { nullable: true, description: 'A user by id (public fields; contact fields as the viewer may see them).' })
  user(@Arg('id', () => Int, { description: 'User id.' }) id: number, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return this.services.users.find(ctx, id);
  }

  @Query(() => Profile, { description: "The caller's full profile (email and phone included)." })
  profile(@Ctx() ctx: GraphQLContext): Promise<Profile> {
    return this.services.users.profile(ctx);
  }

  @Mutation(() => Profile, { description: "Update the caller's profile (spec §5 profile schema)." })
  updateProfile(
    @Arg('input', () => ProfileUpdateInput, { description: 'Fields to change; others are kept.' }) input: ProfileUpdateInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Profile> {
    return this.services.users.updateProfile(ctx, graphqlInput(input));
  }

  @FieldResolver(() => RoleEnum, { nullable: true, description: 'Account type; null for a stranger.' })
  role(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<Role | null> {
    return this.visible(ctx, user, 'role');
  }

  @FieldResolver(() => String, { nullable: true, description: 'Short self-description (max 500 characters); null for a stranger.' })
  bio(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.visible(ctx, user, 'bio');
  }

  @FieldResolver(() => String, { nullable: true, description: "Where the user lives, as 'City, Country'; null for a stranger." })
  location(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.visible(ctx, user, 'location');
  }

  @FieldResolver(() => Date, { nullable: true, description: 'When the account was created (member since); null for a stranger.' })
  createdAt(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<Date | null> {
    return this.visible(ctx, user, 'createdAt');
  }

  @FieldResolver(() => String, { nullable: true, description: 'For the user, admins, and those they wrote to or share a lease with.' })
  email(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.visible(ctx, user, 'email');
  }

  @FieldResolver(() => String, { nullable: true, description: 'For the user, admins, and those they wrote to or share a lease with.' })
  phone(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.visible(ctx, user, 'phone');
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'WhatsApp number (E.164): for those who may see contact details, and for signed-in users when the person has a listing on the marketplace.',
  })
  whatsapp(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return this.visible(ctx, user, 'whatsapp');
  }

  private async visible<K extends keyof UserView>(ctx: GraphQLContext, user: User, field: K): Promise<UserView[K]> {
    return viewOf(user, await userAccess(ctx).load(user.id))[field];
  }
}
