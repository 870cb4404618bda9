import { useLingui } from '@lingui/react/macro';
import { screenState } from '../common';
import { MyNotifications } from './MyNotifications/MyNotifications';
import { toNotificationRow } from './notification.mapper';
import { useLiveNotifications } from './useLiveNotifications';
import { useMarkNotificationRead } from './useMarkNotificationRead';

/** /notifications container, tenants only: the route guard (ROUTE_ACCESS.notifications) draws the other states. */
export default function NotificationsPage() {
  const { t } = useLingui();
  const notifications = useLiveNotifications();
  const markRead = useMarkNotificationRead();
  const rows = notifications.data?.notifications.map(toNotificationRow);
  return <MyNotifications notifications={screenState(notifications, rows, t`Failed to fetch notifications`)} markRead={markRead} />;
}
