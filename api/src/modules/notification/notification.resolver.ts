import { Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../common/actor.js';
import { IdArg } from '../../common/graphql-args.js';
import { Topics } from '../../events/topics.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { Notification } from './notification.entity.js';
import { fromNotificationEvent, type NotificationEvent, type UnreadCountEvent } from './notification.events.js';
import type { NotificationService } from './notification.service.js';
import { inReaderLanguage, type ShownNotification } from './notification-text.js';

// Subscription topics are keyed by the signed-in viewer's id: nobody can listen to someone else's notifications.
const viewerTopic = ({ context }: { context: unknown }) => requireViewer(context as GraphQLContext).id;
const isRecipient = ({ payload, context }: { payload: unknown; context: unknown }) =>
  (payload as { recipientId: number }).recipientId === (context as GraphQLContext).viewer?.id;

@Resolver()
export class NotificationResolver {
  constructor(private readonly services: { notifications: NotificationService }) {}

  @Query(() => [Notification], { description: 'Your notifications, newest first (at most 200).' })
  notifications(@Ctx() ctx: GraphQLContext): Promise<ShownNotification[]> {
    return this.services.notifications.list(ctx);
  }

  @Query(() => Int, { description: 'How many of your notifications are unread.' })
  unreadNotificationCount(@Ctx() ctx: GraphQLContext): Promise<number> {
    return this.services.notifications.unreadCount(ctx);
  }

  @Mutation(() => Notification, { description: 'Mark one of your notifications as read.' })
  markNotificationRead(@IdArg('Id of one of your notifications.') id: number, @Ctx() ctx: GraphQLContext): Promise<ShownNotification> {
    return this.services.notifications.markRead(ctx, id);
  }

  @Subscription(() => Notification, {
    description: 'Your new notifications, as they arrive.',
    topics: Topics.notificationAdded,
    topicId: viewerTopic,
    filter: isRecipient,
  })
  notificationAdded(@Root() event: NotificationEvent, @Ctx() ctx: GraphQLContext): ShownNotification {
    return inReaderLanguage(fromNotificationEvent(event), ctx.locale);
  }

  @Subscription(() => Int, {
    name: 'unreadNotificationCount',
    description: 'Your unread notification count, each time it changes.',
    topics: Topics.unreadNotificationCount,
    topicId: viewerTopic,
    filter: isRecipient,
  })
  unreadNotificationCountChanged(@Root() event: UnreadCountEvent): number {
    return event.count;
  }
}
