import { Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { RoleEnum, User } from '../user/index.js';
import { userAccess } from './profile.loaders.js';
import { viewOf, type UserView } from './profile.policy.js';
import { Profile, ProfileUpdateInput } from './profile.types.js';
import type { UserService } from './profile.service.js';

/** Accounts. Every field but id and name is resolved here under the user policy (viewOf); the caller's own is a Profile. */
@Resolver(() => User)
export class UserResolver {
  constructor(private readonly services: { users: UserService }) {}

  @Query(() => User, { nullable: true, description: 'A user by id (public fields; contact fields as the viewer may see them).' })
  user(@IdArg('User id.') id: number, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    return this.services.users.find(ctx, id);
  }

  @Query(() => Profile, { description: "The caller's full profile (email and phone included)." })
  profile(@Ctx() ctx: GraphQLContext): Promise<Profile> {
    return this.services.users.profile(ctx);
  }

  @Mutation(() => Profile, { description: "Update the caller's profile." })
  updateProfile(
    @InputArg(ProfileUpdateInput, 'Fields to change; others are kept.', ['preferredLanguage']) input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Profile> {
    return this.services.users.updateProfile(ctx, input);
  }
}

type PolicyField = Exclude<keyof UserView, 'id' | 'name'>;

/** The fields the user policy decides (viewOf): each is the user's value, or null where the viewer may not see it. */
const POLICY_FIELDS: Record<PolicyField, [type: () => object, description: string]> = {
  role: [() => RoleEnum, 'Account type; null for a stranger.'],
  bio: [() => String, 'Short self-description (max 500 characters); null for a stranger.'],
  location: [() => String, "Where the user lives, as 'City, Country'; null for a stranger."],
  createdAt: [() => Date, 'When the account was created (member since); null for a stranger.'],
  email: [() => String, 'For the user, admins, and those they wrote to or share a lease with.'],
  phone: [() => String, 'For the user, admins, and those they wrote to or share a lease with.'],
  whatsapp: [
    () => String,
    'WhatsApp number (E.164): for those who may see contact details, and for signed-in users when the person has a listing on the marketplace.',
  ],
};

// One field resolver per policy field, declared with the decorators a hand-written method would carry.
const prototype = UserResolver.prototype;
for (const [field, [type, description]] of Object.entries(POLICY_FIELDS)) {
  const resolve = async (user: User, ctx: GraphQLContext) => viewOf(user, await userAccess(ctx).load(user.id))[field as PolicyField];
  Object.defineProperty(prototype, field, { value: resolve });
  Root()(prototype, field, 0);
  Ctx()(prototype, field, 1);
  FieldResolver(type, { nullable: true, description })(prototype, field, { value: resolve });
}
