import { useLingui } from '@lingui/react/macro';
import { screenState } from '../../common';
import { MyNotificationsView } from './MyNotificationsView';
import { toNotificationRow } from '../notification.mapper';
import { useLiveNotifications } from '../useLiveNotifications';
import { useMarkNotificationRead } from '../useMarkNotificationRead';

/** /notifications container, tenants only: the route guard (ROUTE_ACCESS.notifications) draws the other states. */
export default function MyNotificationsContainer() {
  const { t } = useLingui();
  const notifications = useLiveNotifications();
  const markRead = useMarkNotificationRead();
  const rows = notifications.data?.notifications.map(toNotificationRow);
  return <MyNotificationsView notifications={screenState(notifications, rows, t`Failed to fetch notifications`)} markRead={markRead} />;
}
