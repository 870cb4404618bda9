import type { EntityManager } from '@mikro-orm/postgresql';
import {
  MAGIC_LINK_TTL_MINUTES,
  PASSWORD_RESET_TTL_MINUTES,
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registrationSchema,
  tokenSchema,
  type Language,
  DEFAULT_LOCALE,
  languageOf,
} from '../../contracts/index.js';
import { requireSession, requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, flushUnique, parseInput } from '../../common/domain-error.js';
import { icu, say } from '../../common/i18n.js';
import { mailTo, type Mailer } from '../../mail/mailer.js';
import { issueToken } from '../single-use-token/index.js';
import { emailedLink } from './emailed-link.js';
import { ACCOUNT_SUSPENDED_MESSAGE, findUserByEmail, User } from '../user/index.js';
import type { AuthRateLimiter } from './auth-rate-limiter.js';
import type { AuthRequestMeta } from './auth-request-meta.js';
import type { EmailVerificationService } from './email-verification.service.js';
import { decoyHash, hashPassword, PASSWORD_HASH_COST, verifyPassword, type PasswordHashCost } from './password-hasher.js';
import { SessionService, toActor } from './session.service.js';

export type AuthOutcome =
  | { kind: 'signedIn'; actor: Actor; sessionSecret: string; preferredLanguage: Language | null }
  | { kind: 'magicLinkSent'; message: string };

export const RESET_LINK_MESSAGE = 'If an account exists for this email, a password reset link has been sent.';
const MAGIC_LINK_MESSAGE = 'Check your email: we sent you a sign-in link that is valid for 15 minutes.';

export class AuthService {
  constructor(
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly publicUrl: string,
    private readonly emailVerification: EmailVerificationService,
    /** The config's (tests lower it: the hash's cost is not what they test). */
    private readonly passwordHashCost: PasswordHashCost = PASSWORD_HASH_COST,
  ) {
    void decoyHash(passwordHashCost);
  }

  private findByEmail(em: EntityManager, email: string) {
    return findUserByEmail(em, email);
  }

  async signup(ctx: ServiceContext, input: unknown, meta: AuthRequestMeta): Promise<AuthOutcome> {
    const data = parseInput(registrationSchema, input);
    await this.rateLimiter.attempt(meta.ip, data.email);
    if (await this.findByEmail(ctx.em, data.email)) throw userExists();
    await this.rateLimiter.consumeSignup(meta.ip);
    const user = ctx.em.create(User, {
      email: data.email,
      name: data.name,
      whatsapp: data.whatsapp,
      role: data.role,
      password: await hashPassword(data.password, this.passwordHashCost),
      // Someone who signs up on a French page gets French from then on (alerts and notices sent without a request
      // of theirs included); English stays "not chosen", the default.
      preferredLanguage: ctx.locale && ctx.locale !== DEFAULT_LOCALE ? languageOf(ctx.locale) : null,
    });
    await flushUnique(ctx.em, userExists);
    await this.rateLimiter.succeeded(meta.ip, data.email);
    await this.emailVerification.sendLink(ctx.em, user, ctx.locale, data.returnTo);
    return this.signIn(ctx.em, user, meta);
  }

  /** With a password: verify it. Without one: email a single-use magic link (the spec's passwordless reading). */
  async login(ctx: ServiceContext, input: unknown, meta: AuthRequestMeta): Promise<AuthOutcome> {
    const data = parseInput(loginSchema, input);
    const withPassword = data.password !== undefined && data.password !== '';
    await this.rateLimiter.attempt(meta.ip, data.email, withPassword);
    const user = await this.findByEmail(ctx.em, data.email);
    if (!user) {
      throw new DomainError('ACCOUNT_NOT_FOUND', 'No account found with this email address.');
    }
    if (withPassword && !(await verifyPassword(user.password, data.password!, this.passwordHashCost))) {
      throw new DomainError('INVALID_CREDENTIALS', 'Invalid email or password.');
    }
    if (user.role !== data.role) {
      throw new DomainError('ROLE_MISMATCH', icu('This account is registered as a {role}. Please sign in as a {role}.', { role: user.role }), {
        correctRole: user.role,
      });
    }
    if (withPassword) {
      await this.rateLimiter.succeeded(meta.ip, data.email, true);
      return this.signIn(ctx.em, user, meta);
    }
    refuseSuspended(user);

    await this.rateLimiter.consumeEmail(meta.ip, user.email);
    const secret = await issueToken(ctx.em, user.id, 'magic_link', MAGIC_LINK_TTL_MINUTES);
    const link = emailedLink(this.publicUrl, 'magic-link', secret, data.returnTo);
    await this.mailer.send(
      mailTo(user, ctx.locale, 'Your Hearth sign-in link', [
        icu('Sign in to Hearth with this link (valid for {minutes} minutes, usable once):\n{link}', { minutes: MAGIC_LINK_TTL_MINUTES, link }),
        'If you did not ask for it, ignore this email.',
      ]),
    );
    return { kind: 'magicLinkSent', message: say(ctx, MAGIC_LINK_MESSAGE) };
  }

  async redeemMagicLink(ctx: ServiceContext, input: unknown, meta: AuthRequestMeta): Promise<AuthOutcome> {
    const { token } = parseInput(tokenSchema, input);
    const user = await this.sessions.consumeLoginToken(ctx.em, token, 'magic_link');
    if (!user) throw new DomainError('INVALID_TOKEN', 'This sign-in link is invalid or has expired. Please request a new one.');
    return this.signIn(ctx.em, user, meta);
  }

  /** Always answers the same way, whether or not the account exists (no enumeration). */
  async requestPasswordReset(ctx: ServiceContext, input: unknown, meta: AuthRequestMeta): Promise<string> {
    const { email } = parseInput(passwordResetRequestSchema, input);
    // Counted for unknown addresses too: the limit must not tell which accounts exist.
    await this.rateLimiter.consumeEmail(meta.ip, email);
    const user = await this.findByEmail(ctx.em, email);
    if (user) {
      const secret = await issueToken(ctx.em, user.id, 'password_reset', PASSWORD_RESET_TTL_MINUTES);
      const link = `${this.publicUrl}/reset-password?token=${secret}`;
      const minutes = PASSWORD_RESET_TTL_MINUTES;
      await this.mailer.send(
        mailTo(user, ctx.locale, 'Reset your Hearth password', [
          icu('Choose a new password with this link (valid for {minutes} minutes, usable once):\n{link}', { minutes, link }),
          'If you did not ask for it, ignore this email; your password stays the same.',
        ]),
      );
    }
    return say(ctx, RESET_LINK_MESSAGE);
  }

  /** Sets the new password, ends every other session and API token, and signs this browser in. */
  async resetPassword(ctx: ServiceContext, input: unknown, meta: AuthRequestMeta): Promise<AuthOutcome> {
    const { token, password } = parseInput(passwordResetSchema, input);
    const user = await this.sessions.consumeLoginToken(ctx.em, token, 'password_reset');
    if (!user) throw new DomainError('INVALID_TOKEN', 'This reset link is invalid or has expired. Please request a new one.');
    user.password = await hashPassword(password, this.passwordHashCost);
    await ctx.em.flush();
    await this.sessions.endAllFor(ctx.em, user.id);
    await this.sessions.announceEnded(user.id);
    return this.signIn(ctx.em, user, { ...meta, previousSession: undefined });
  }

  async logout(ctx: ServiceContext, sessionSecret: string | undefined): Promise<void> {
    if (!sessionSecret) return;
    await this.sessions.destroy(ctx.em, sessionSecret);
    if (ctx.viewer) await this.sessions.announceEnded(ctx.viewer.id);
  }

  /** Ends every session of the caller, this one included, and revokes their API tokens (from a session only). */
  async signOutEverywhere(ctx: ServiceContext): Promise<void> {
    const viewer = requireSession(ctx);
    await this.sessions.endAllFor(ctx.em, viewer.id);
    await this.sessions.announceEnded(viewer.id);
  }

  me(ctx: ServiceContext): Actor {
    return requireViewer(ctx);
  }

  /** Every way in (password, magic link, password reset) ends here, so a suspended account gets no session. */
  private async signIn(em: EntityManager, user: User, meta: AuthRequestMeta): Promise<AuthOutcome> {
    refuseSuspended(user);
    const sessionSecret = await this.sessions.start(em, user.id, { previous: meta.previousSession, userAgent: meta.userAgent });
    return { kind: 'signedIn', actor: toActor(user), sessionSecret, preferredLanguage: user.preferredLanguage };
  }
}

function refuseSuspended(user: User): void {
  if (user.suspendedAt) throw new DomainError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
}

function userExists() {
  return new DomainError('USER_EXISTS', 'An account with this email already exists.');
}
