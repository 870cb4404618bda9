import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import type { PostgresPubSub } from '../../events/postgres-pubsub.js';
import { Topics } from '../../events/topics.js';
import { Notification } from './notification.entity.js';
import { toNotificationEvent, type UnreadCountEvent } from './notification.events.js';
import { inReaderLanguage, type ShownNotification } from './notification-text.js';

/** Lists are capped: a recipient sees their newest notifications. */
export const NOTIFICATION_LIST_LIMIT = 200;

/** Messages for one user (viewing requests, new inquiries): list, count, mark read, live delivery (modules record them through Notices). */
export class NotificationService {
  constructor(private readonly pubsub: PostgresPubSub) {}

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
