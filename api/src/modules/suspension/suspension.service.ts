import type { EntityManager } from '@mikro-orm/postgresql';
import { canModerate, hasRole, requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu, type MessageSource } from '../../common/i18n.js';
import { suspendUserSchema } from '../../contracts/index.js';
import { mailTo, type MailMessage } from '../../mail/mailer.js';
import type { Notices } from '../notification/index.js';
import { type ListingsChanged, setOwnerSuspended } from '../property/index.js';
import type { SessionService } from '../auth/index.js';
import { findUser, User } from '../user/index.js';

export const SUSPENSION_EMAIL_QUEUE = 'account-suspension-email';
type SuspensionEmailJob = { userId: number };

/** How many accounts the admin list carries (newest first). */
export const ADMIN_USER_LIST_LIMIT = 500;

/**
 * Admins suspend landlords (docs/product.md#trust-and-safety): no sign-in (sessions and API tokens stop resolving, see SessionService),
 * listings off the marketplace; unsuspending restores both. Admin accounts cannot be suspended.
 */
export class SuspensionService {
  constructor(
    private readonly sessions: SessionService,
    private readonly notices: Notices | null = null,
    private readonly publicUrl = '',
    /** The rent report's refresh, enqueued in the suspension's transaction (the landlord's listings leave or return). */
    private readonly listingsChanged: ListingsChanged | null = null,
  ) {}

  /** Before the queue starts: the suspension's email to the landlord. */
  register(): void {
    this.notices?.defineEmail<SuspensionEmailJob>(SUSPENSION_EMAIL_QUEUE, (em, job) => this.suspensionEmails(em, job));
  }

  /** The landlord's email, in their language, with the admin's reason; none once the suspension was lifted. */
  async suspensionEmails(em: EntityManager, { userId }: SuspensionEmailJob): Promise<MailMessage[]> {
    const user = await findUser(em, userId);
    if (!user?.suspendedAt) return [];
    const paragraphs: MessageSource[] = ['An administrator suspended your Hearth account: your listings are off the marketplace and you cannot sign in.'];
    if (user.suspensionReason) paragraphs.push(icu('Reason: {reason}', { reason: user.suspensionReason }));
    paragraphs.push(icu('To ask about it, reply to this email or write to Hearth support: {url}', { url: this.publicUrl }));
    return [mailTo(user, undefined, 'Your Hearth account is suspended', paragraphs)];
  }

  list(ctx: ServiceContext): Promise<User[]> {
    this.requireAdmin(ctx);
    return ctx.em.find(User, {}, { orderBy: { id: 'desc' }, limit: ADMIN_USER_LIST_LIMIT });
  }

  /** `input`: `{ reason? }` (suspendUserSchema); the landlord is emailed the suspension with it, in their language. */
  suspend(ctx: ServiceContext, userId: number, input: unknown = {}): Promise<User> {
    const { reason } = parseInput(suspendUserSchema, input ?? {});
    return this.setSuspended(ctx, userId, true, reason ?? null);
  }

  unsuspend(ctx: ServiceContext, userId: number): Promise<User> {
    return this.setSuspended(ctx, userId, false, null);
  }

  /** The account, its listings' marketplace flag and (when suspending) its sessions and the landlord's email change in one transaction. */
  private async setSuspended(ctx: ServiceContext, userId: number, suspended: boolean, reason: string | null): Promise<User> {
    this.requireAdmin(ctx);
    const user = await findUser(ctx.em, userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    if (!hasRole(user, 'landlord')) throw new DomainError('FORBIDDEN', 'Only landlord accounts can be suspended.');
    const newly = suspended && user.suspendedAt === null;
    const suspendedAt = suspended ? (user.suspendedAt ?? new Date()) : null;
    const suspensionReason = suspended ? (reason ?? (newly ? null : user.suspensionReason)) : null;
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: userId }, { suspendedAt, suspensionReason });
      await setOwnerSuspended(em, userId, suspended);
      await this.listingsChanged?.(em);
      if (suspended) await this.sessions.endSessionsFor(em, userId);
      if (newly) await this.notices?.queueEmail(em, SUSPENSION_EMAIL_QUEUE, { userId } satisfies SuspensionEmailJob, { singletonKey: `${userId}:${suspendedAt!.getTime()}` });
    });
    user.suspendedAt = suspendedAt;
    user.suspensionReason = suspensionReason;
    // After the commit: open WebSockets of the account close on every instance.
    if (suspended) await this.sessions.announceEnded(userId);
    return user;
  }

  private requireAdmin(ctx: ServiceContext): void {
    if (!canModerate(requireViewer(ctx))) throw new DomainError('FORBIDDEN', 'Only administrators can manage accounts.');
  }
}
