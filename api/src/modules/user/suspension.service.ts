import type { EntityManager } from '@mikro-orm/postgresql';
import { canModerate, hasRole, requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { setOwnerSuspended } from '../property/index.js';
import type { SessionService } from '../auth/index.js';
import { User } from './user.entity.js';

export const ACCOUNT_SUSPENDED_MESSAGE = 'This account has been suspended. Please contact Hearth support.';

/**
 * In a transaction that writes for `userId` (a new listing): waits for a suspension of that account in flight and
 * refuses if it is suspended. FOR SHARE orders it against the suspension's update of the users row, so a listing
 * cannot slip in beside a suspension that marks the account's listings (and would miss this one).
 */
export async function lockUnlessSuspended(em: EntityManager, userId: number): Promise<void> {
  const [row] = await em.execute<Array<{ suspended: boolean }>>('select suspended_at is not null as suspended from users where id = ? for share', [userId]);
  if (row?.suspended) throw new DomainError('ACCOUNT_SUSPENDED', ACCOUNT_SUSPENDED_MESSAGE);
}

/** How many accounts the admin list carries (newest first). */
export const ADMIN_USER_LIST_LIMIT = 500;

/**
 * Admins suspend landlords (issue 11 §7): no sign-in (sessions and API tokens stop resolving, see SessionService),
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
    const user = await ctx.em.findOne(User, userId);
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
