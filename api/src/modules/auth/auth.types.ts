import { createUnionType, Field, InputType, Int, ObjectType } from 'type-graphql';
import type { Role } from '../../contracts/index.js';
import { RoleEnum } from '../user/user.entity.js';

@ObjectType({ description: 'The signed-in user.' })
export class Viewer {
  @Field(() => Int)
  id!: number;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => String)
  email!: string;
}

@ObjectType({ description: 'A session was started; the session cookie is set on the response.' })
export class SignedIn {
  @Field(() => Viewer)
  user!: Viewer;
}

@ObjectType({ description: 'No password was given: a single-use sign-in link was emailed.' })
export class MagicLinkSent {
  @Field(() => String)
  message!: string;
}

export const LoginResult = createUnionType({
  name: 'LoginResult',
  description: 'Outcome of a sign-in: a session, or an emailed magic link.',
  types: () => [SignedIn, MagicLinkSent] as const,
  resolveType: (value) => ('user' in value ? SignedIn : MagicLinkSent),
});

@InputType({ description: 'Registration (spec §5): only tenant or landlord; admins are created by operators.' })
export class SignupInput {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { description: 'E.164, e.g. +14165550123.' })
  whatsapp!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;

  @Field(() => RoleEnum)
  role!: Role;
}

@InputType({ description: 'Sign in. Leave the password out to receive a magic link by email.' })
export class LoginInput {
  @Field(() => String)
  email!: string;

  @Field(() => RoleEnum)
  role!: Role;

  @Field(() => String, { nullable: true })
  password?: string;
}

@ObjectType({ description: 'A new API token; the secret is shown only once.' })
export class CreatedApiToken {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Send as `Authorization: Bearer <secret>`.' })
  secret!: string;
}
