import { createUnionType, Field, InputType, Int, ObjectType } from 'type-graphql';
import type { ApiTokenScope, Role } from '../../contracts/index.js';
import { RoleEnum } from '../user/index.js';
import { ApiTokenScopeEnum } from './api-token.entity.js';

@ObjectType({ description: 'The signed-in user.' })
export class Viewer {
  @Field(() => Int, { description: 'User id.' })
  id!: number;

  @Field(() => RoleEnum, { description: 'Account type; decides which screens and actions are allowed.' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Full name; null if never set.' })
  name!: string | null;

  @Field(() => String, { description: 'Sign-in email address.' })
  email!: string;

  @Field(() => Boolean, { description: 'Whether the email address is confirmed; leases addressed to it reach the account only then.' })
  emailVerified!: boolean;
}

@ObjectType({ description: 'A session was started; the session cookie is set on the response.' })
export class SignedIn {
  @Field(() => Viewer, { description: 'The user now signed in.' })
  user!: Viewer;
}

@ObjectType({ description: 'No password was given: a single-use sign-in link was emailed.' })
export class MagicLinkSent {
  @Field(() => String, { description: 'Text to show: where the link was sent and how long it stays valid.' })
  message!: string;
}

export const LoginResult = createUnionType({
  name: 'LoginResult',
  description: 'Outcome of a sign-in: a session, or an emailed magic link.',
  types: () => [SignedIn, MagicLinkSent] as const,
  resolveType: (value) => ('user' in value ? SignedIn : MagicLinkSent),
});

@InputType({ description: 'Registration: only tenant or landlord; admins are created by operators.' })
export class SignupInput {
  @Field(() => String, { description: 'Full name, 1 to 100 characters.' })
  name!: string;

  @Field(() => String, { description: 'Email address; must not belong to an existing account.' })
  email!: string;

  @Field(() => String, { description: 'A phone number: Canadian as written (416 555 0199), elsewhere + and the country code; stored in E.164 (+14165550199).' })
  whatsapp!: string;

  @Field(() => String, { description: 'At least 6 characters.' })
  password!: string;

  @Field(() => RoleEnum, { description: 'tenant or landlord (admin is refused).' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'The page to come back to from the emailed link: a path of this site (/property/12?then=save); another address is refused.' })
  returnTo?: string;
}

@InputType({ description: 'Sign in. Leave the password out to receive a magic link by email.' })
export class LoginInput {
  @Field(() => String, { description: 'Email address of the account.' })
  email!: string;

  @Field(() => RoleEnum, { description: 'Account type chosen at sign-in; a mismatch is refused with ROLE_MISMATCH and the correct role.' })
  role!: Role;

  @Field(() => String, { nullable: true, description: 'Leave out to receive a magic link by email instead.' })
  password?: string;

  @Field(() => String, { nullable: true, description: 'The page to come back to from the emailed link: a path of this site (/property/12?then=save); another address is refused.' })
  returnTo?: string;
}

@ObjectType({ description: 'A new API token; the secret is shown only once.' })
export class CreatedApiToken {
  @Field(() => Int, { description: 'Token id; pass it to revokeApiToken.' })
  id!: number;

  @Field(() => String, { description: 'Label given at creation.' })
  name!: string;

  @Field(() => String, { description: 'Send as `Authorization: Bearer <secret>`.' })
  secret!: string;

  @Field(() => ApiTokenScopeEnum, { description: 'What the token may do.' })
  scope!: ApiTokenScope;

  @Field(() => Date, { nullable: true, description: 'When the token stops working; null if it never expires.' })
  expiresAt!: Date | null;
}
