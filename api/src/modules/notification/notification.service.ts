import type { EntityManager } from '@mikro-orm/postgresql';
import { requireRole, requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { say } from '../../common/i18n.js';
import { VIEWING_REQUEST_COOLDOWN_HOURS, viewingRequestSchema } from '../../contracts/index.js';
import type { PostgresPubSub } from '../../events/postgres-pubsub.js';
import { Topics } from '../../events/topics.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { findListing, isPublicListing } from '../property/index.js';
import { getUser } from '../user/index.js';
import { Notification } from './notification.entity.js';
import { toNotificationEvent, type UnreadCountEvent } from './notification.events.js';
import { inReaderLanguage, viewingRequestText, type ShownNotification } from './notification-text.js';

/** Lists are capped: a recipient sees their newest notifications. */
export const NOTIFICATION_LIST_LIMIT = 200;

export interface ViewingRequestResult {
  success: true;
  message: string;
  notification: ShownNotification;
}

/** Messages for one user (viewing requests, new inquiries): create, list, count, mark read, live delivery. */
export class NotificationService {
  constructor(
    private readonly pubsub: PostgresPubSub,
    private readonly writeLimits: WriteLimiter,
  ) {}

  /** A tenant asks the owner for a viewing: one notification with the tenant's contact, at most once a day per property. */
  async requestViewing(ctx: ServiceContext, input: unknown): Promise<ViewingRequestResult> {
    const viewer = requireRole(ctx, 'tenant');
    await this.writeLimits.consume(viewer, 'viewingRequest');
    const { propertyId } = parseInput(viewingRequestSchema, input);
    const listing = await findListing(ctx.em, propertyId);
    // Tenants own no listings (only landlords list), so only public listings can be asked about.
    if (!listing || !isPublicListing(listing)) throw new DomainError('NOT_FOUND', 'Property not found');

    const notification = await ctx.em.transactional(async (em) => {
      // One request at a time per (tenant, property), so two quick clicks cannot both pass the 24-hour check.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`viewing:${viewer.id}:${propertyId}`]);
      const recent = await em.count(Notification, {
        type: 'viewing_request',
        senderId: viewer.id,
        propertyId,
        createdAt: { $gt: new Date(Date.now() - VIEWING_REQUEST_COOLDOWN_HOURS * 3600_000) },
      });
      if (recent > 0) {
        throw new DomainError(
          'VIEWING_ALREADY_REQUESTED',
          'You already requested a viewing of this property in the last 24 hours. The owner will get back to you.',
        );
      }
      const tenant = await getUser(em, viewer.id);
      const tenantName = tenant.name ?? `Tenant #${tenant.id}`;
      return em.create(Notification, {
        type: 'viewing_request',
        ...viewingRequestText(tenantName, listing.title),
        recipientId: listing.ownerId,
        senderId: viewer.id,
        propertyId,
        metadata: { tenantWhatsApp: tenant.whatsapp, tenantName: tenant.name, propertyTitle: listing.title },
      });
    });
    await this.publishCreated(ctx.em, notification);
    return { success: true, message: say(ctx, 'Viewing request sent!'), notification: inReaderLanguage(notification, ctx.locale) };
  }

  /** The viewer's notifications, newest first. */
  async list(ctx: ServiceContext): Promise<ShownNotification[]> {
    const viewer = requireViewer(ctx);
    const rows = await ctx.em.find(Notification, { recipientId: viewer.id }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: NOTIFICATION_LIST_LIMIT });
    return rows.map((row) => inReaderLanguage(row, ctx.locale));
  }

  async unreadCount(ctx: ServiceContext): Promise<number> {
    return this.countUnread(ctx.em, requireViewer(ctx).id);
  }

  /** Only the recipient can mark a notification read; for anyone else it does not exist (404, no IDOR). */
  async markRead(ctx: ServiceContext, id: number): Promise<ShownNotification> {
    const viewer = requireViewer(ctx);
    const notification = await ctx.em.findOne(Notification, { id, recipientId: viewer.id });
    if (!notification) throw new DomainError('NOT_FOUND', 'Notification not found');
    if (!notification.isRead) {
      notification.isRead = true;
      await ctx.em.flush();
      await this.publishUnreadCount(ctx.em, viewer.id);
    }
    return inReaderLanguage(notification, ctx.locale);
  }

  /** Live delivery of a committed notification and the recipient's new unread count. */
  async publishCreated(em: EntityManager, notification: Notification): Promise<void> {
    await Promise.all([
      this.pubsub.publish(Topics.notificationAdded, notification.recipientId, toNotificationEvent(notification)),
      this.publishUnreadCount(em, notification.recipientId),
    ]);
  }

  private async publishUnreadCount(em: EntityManager, recipientId: number): Promise<void> {
    const event: UnreadCountEvent = { recipientId, count: await this.countUnread(em, recipientId) };
    await this.pubsub.publish(Topics.unreadNotificationCount, recipientId, event);
  }

  private countUnread(em: EntityManager, recipientId: number): Promise<number> {
    return em.count(Notification, { recipientId, isRead: false });
  }
}
