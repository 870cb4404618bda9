import { canModerate, hasRole, requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { setOwnerSuspended } from '../property/index.js';
import type { SessionService } from '../auth/index.js';
import { findUser, User } from '../user/index.js';

/** How many accounts the admin list carries (newest first). */
export const ADMIN_USER_LIST_LIMIT = 500;

/**
 * Admins suspend landlords (docs/product.md#trust-and-safety): no sign-in (sessions and API tokens stop resolving, see SessionService),
 * listings off the marketplace; unsuspending restores both. Admin accounts cannot be suspended.
 */
export class SuspensionService {
  constructor(private readonly sessions: SessionService) {}

  list(ctx: ServiceContext): Promise<User[]> {
    this.requireAdmin(ctx);
    return ctx.em.find(User, {}, { orderBy: { id: 'desc' }, limit: ADMIN_USER_LIST_LIMIT });
  }

  suspend(ctx: ServiceContext, userId: number): Promise<User> {
    return this.setSuspended(ctx, userId, true);
  }

  unsuspend(ctx: ServiceContext, userId: number): Promise<User> {
    return this.setSuspended(ctx, userId, false);
  }

  /** The account, its listings' marketplace flag and (when suspending) its sessions change in one transaction. */
  private async setSuspended(ctx: ServiceContext, userId: number, suspended: boolean): Promise<User> {
    this.requireAdmin(ctx);
    const user = await findUser(ctx.em, userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    if (!hasRole(user, 'landlord')) throw new DomainError('FORBIDDEN', 'Only landlord accounts can be suspended.');
    const suspendedAt = suspended ? (user.suspendedAt ?? new Date()) : null;
    await ctx.em.transactional(async (em) => {
      await em.nativeUpdate(User, { id: userId }, { suspendedAt });
      await setOwnerSuspended(em, userId, suspended);
      if (suspended) await this.sessions.endSessionsFor(em, userId);
    });
    user.suspendedAt = suspendedAt;
    // After the commit: open WebSockets of the account close on every instance.
    if (suspended) await this.sessions.announceEnded(userId);
    return user;
  }

  private requireAdmin(ctx: ServiceContext): void {
    if (!canModerate(requireViewer(ctx))) throw new DomainError('FORBIDDEN', 'Only administrators can manage accounts.');
  }
}
