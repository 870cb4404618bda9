import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { DomainError } from '../../common/domain-error.js';
import { IdArg, InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import type { ApiTokenScope } from '../../contracts/index.js';
import { ApiToken, ApiTokenScopeEnum } from './api-token.entity.js';
import { CreatedApiToken, LoginInput, LoginResult, MagicLinkSent, SignedIn, SignupInput, Viewer } from './auth.types.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import type { ApiTokenService } from './api-token.service.js';
import type { AuthOutcome, AuthService } from './auth.service.js';
import type { EmailVerificationService } from './email-verification.service.js';

@Resolver()
export class AuthResolver {
  constructor(private readonly services: { apiTokens: ApiTokenService; auth: AuthService; config: { production: boolean }; emailVerification: EmailVerificationService }) {}

  private http(ctx: GraphQLContext) {
    if (!ctx.http) throw new DomainError('BAD_REQUEST', 'Sign-in needs an HTTP request (not a WebSocket).');
    return ctx.http;
  }

  private meta(ctx: GraphQLContext) {
    const http = this.http(ctx);
    return { ip: http.ip, userAgent: http.userAgent, previousSession: http.sessionSecret };
  }

  private answer(ctx: GraphQLContext, outcome: AuthOutcome): SignedIn | MagicLinkSent {
    if (outcome.kind === 'magicLinkSent') return Object.assign(new MagicLinkSent(), { message: outcome.message });
    setSessionCookie(this.http(ctx).reply, outcome, this.services.config.production);
    return Object.assign(new SignedIn(), { user: outcome.actor });
  }

  @Query(() => Viewer, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  me(@Ctx() ctx: GraphQLContext): Viewer | null {
    return ctx.viewer;
  }

  @Mutation(() => SignedIn, { description: 'Create a tenant or landlord account and sign in.' })
  async signup(@InputArg(SignupInput, 'The new account.') input: InputData, @Ctx() ctx: GraphQLContext): Promise<SignedIn> {
    return this.answer(ctx, await this.services.auth.signup(ctx, input, this.meta(ctx))) as SignedIn;
  }

  @Mutation(() => LoginResult, { description: 'Sign in with a password, or request a magic link by leaving it out.' })
  async login(@InputArg(LoginInput, 'Credentials and the chosen account type.') input: InputData, @Ctx() ctx: GraphQLContext) {
    return this.answer(ctx, await this.services.auth.login(ctx, input, this.meta(ctx)));
  }

  @Mutation(() => String, { description: 'Email a password reset link if the account exists; the answer never tells.' })
  requestPasswordReset(
    @Arg('email', () => String, { description: 'Email address of the account.' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return this.services.auth.requestPasswordReset(ctx, { email }, this.meta(ctx));
  }

  @Mutation(() => String, { description: 'Confirm your email address with the token of the emailed link; answers the text to show.' })
  verifyEmail(
    @Arg('token', () => String, { description: 'The token of the /verify-email?token=… link.' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return this.services.emailVerification.verify(ctx, { token });
  }

  @Mutation(() => String, { description: 'Email a new verification link to your (unverified) address; answers the text to show.' })
  resendVerificationEmail(@Ctx() ctx: GraphQLContext): Promise<string> {
    return this.services.emailVerification.resend(ctx, this.meta(ctx));
  }

  @Mutation(() => Boolean, { description: 'End the current session.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const http = this.http(ctx);
    await this.services.auth.logout(ctx, http.sessionSecret);
    clearSessionCookie(http.reply, this.services.config.production);
    return true;
  }

  @Query(() => [ApiToken], { description: "The signed-in user's API tokens." })
  apiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiToken[]> {
    return this.services.apiTokens.list(ctx);
  }

  @Mutation(() => CreatedApiToken, { description: 'Create a personal API token for third-party GraphQL access (from a signed-in session only).' })
  async createApiToken(
    @Arg('name', () => String, { description: 'Label to recognise the token by, e.g. the integration it is for.' }) name: string,
    @Ctx() ctx: GraphQLContext,
    @Arg('scope', () => ApiTokenScopeEnum, { nullable: true, description: 'read or read_write (default).' }) scope?: ApiTokenScope | null,
    @Arg('expiresAt', () => Date, { nullable: true, description: 'When it stops working; leave out for no expiry.' }) expiresAt?: Date | null,
  ): Promise<CreatedApiToken> {
    const { token, secret } = await this.services.apiTokens.create(ctx, { name, scope: scope ?? undefined, expiresAt });
    return { id: token.id, name: token.name, secret, scope: token.scope, expiresAt: token.expiresAt };
  }

  @Mutation(() => Boolean, { description: 'End every session of yours, this one included, and revoke all your API tokens (from a signed-in session only).' })
  async signOutEverywhere(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const http = this.http(ctx);
    await this.services.auth.signOutEverywhere(ctx);
    clearSessionCookie(http.reply, this.services.config.production);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Revoke one of your API tokens (from a signed-in session only).' })
  async revokeApiToken(@IdArg('Id of one of your tokens.') id: number, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    await this.services.apiTokens.revoke(ctx, id);
    return true;
  }
}
