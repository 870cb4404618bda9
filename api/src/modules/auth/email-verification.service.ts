import type { EntityManager } from '@mikro-orm/postgresql';
import { EMAIL_VERIFICATION_TTL_HOURS, tokenSchema, type Locale } from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu, say } from '../../common/i18n.js';
import { mailTo, type Mailer } from '../../mail/mailer.js';
import { issueToken } from '../single-use-token/index.js';
import { emailedLink } from './emailed-link.js';
import { getUser, type User } from '../user/index.js';
import type { AuthRateLimiter } from './auth-rate-limiter.js';
import type { AuthRequestMeta } from './auth-request-meta.js';
import type { SessionService } from './session.service.js';

export const EMAIL_VERIFIED_MESSAGE = 'Your email address is verified.';

/**
 * Proof that an account owns its email address: a single-use link mailed at signup (and again on request).
 * Unverified accounts browse, save and message as before; only leases addressed to the email wait for it.
 */
export class EmailVerificationService {
  constructor(
    private readonly sessions: SessionService,
    private readonly mailer: Mailer,
    private readonly rateLimiter: AuthRateLimiter,
    private readonly publicUrl: string,
  ) {}

  /**
   * `requestLocale`: the language of the request that asked for it, used when the person chose none; `returnTo`: the
   * page the link brings them back to once confirmed (already checked by the contract).
   */
  async sendLink(em: EntityManager, user: User, requestLocale?: Locale, returnTo?: string): Promise<void> {
    const secret = await issueToken(em, user.id, 'email_verification', EMAIL_VERIFICATION_TTL_HOURS * 60);
    await this.mailer.send(
      mailTo(user, requestLocale, 'Confirm your Hearth email address', [
        icu('Confirm that {email} is your email address with this link (valid for {hours} hours, usable once):\n{link}', {
          email: user.email,
          hours: EMAIL_VERIFICATION_TTL_HOURS,
          link: emailedLink(this.publicUrl, 'verify-email', secret, returnTo),
        }),
        'Lease invitations sent to this address reach your account once it is confirmed. If you did not create a Hearth account, ignore this email.',
      ]),
    );
  }

  /** POST /api/auth/verify-email: spends the token; works signed in or not (the link may open in another browser). */
  async verify(ctx: ServiceContext, input: unknown): Promise<string> {
    const { token } = parseInput(tokenSchema, input);
    const user = await this.sessions.consumeLoginToken(ctx.em, token, 'email_verification');
    if (!user) throw new DomainError('INVALID_TOKEN', 'This verification link is invalid or has expired. Please request a new one.');
    user.emailVerifiedAt ??= new Date();
    await ctx.em.flush();
    return say(ctx, EMAIL_VERIFIED_MESSAGE);
  }

  /** Mails a new link to the signed-in account, within the same email limits as magic links and resets. */
  async resend(ctx: ServiceContext, meta: AuthRequestMeta): Promise<string> {
    const viewer = requireViewer(ctx);
    if (viewer.emailVerified) throw new DomainError('CONFLICT', 'Your email address is already verified.');
    await this.rateLimiter.consumeEmail(meta.ip, viewer.email);
    await this.sendLink(ctx.em, await getUser(ctx.em, viewer.id), ctx.locale);
    return say(ctx, icu('We sent a new verification link to {email}. It is valid for {hours} hours.', { email: viewer.email, hours: EMAIL_VERIFICATION_TTL_HOURS }));
  }
}
