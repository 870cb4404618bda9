import { useEffect } from 'react';
import {
  NotificationAddedDocument,
  UnreadNotificationCountDocument,
  useLandlordNotificationsQuery,
  type LandlordNotificationsQuery,
  type NotificationAddedSubscription,
  type UnreadNotificationCountSubscription,
} from '../../generated/graphql';

/** Landlord notifications and the unread count, kept live by the notificationAdded / unreadNotificationCount subscriptions. */
export function useLiveNotifications() {
  const query = useLandlordNotificationsQuery({ fetchPolicy: 'cache-and-network' });
  const { subscribeToMore } = query;
  useEffect(() => {
    const stopAdded = subscribeToMore<NotificationAddedSubscription>({
      document: NotificationAddedDocument,
      updateQuery: (prev, { subscriptionData }) => {
        const current = prev as LandlordNotificationsQuery;
        const added = subscriptionData.data?.notificationAdded;
        if (!added || !current?.notifications || current.notifications.some((n) => n.id === added.id)) return current;
        return { ...current, notifications: [added, ...current.notifications] };
      },
    });
    const stopCount = subscribeToMore<UnreadNotificationCountSubscription>({
      document: UnreadNotificationCountDocument,
      updateQuery: (prev, { subscriptionData }) => {
        const current = prev as LandlordNotificationsQuery;
        const count = subscriptionData.data?.unreadNotificationCount;
        return count === undefined || !current ? current : { ...current, unreadNotificationCount: count };
      },
    });
    return () => {
      stopAdded();
      stopCount();
    };
  }, [subscribeToMore]);
  return query;
}
