import { useLingui } from '@lingui/react/macro';
import { queryListState } from '../../common';
import { NotificationsTab } from '../NotificationsTab/NotificationsTab';
import { toNotificationRow } from '../notification.mapper';
import { useLiveNotifications } from '../useLiveNotifications';
import { useMarkNotificationRead } from '../useMarkNotificationRead';

/** A tenant's in-app search alerts (new listings matching their saved searches), live, each with its listing. */
export function SearchAlertsPanel() {
  const { t } = useLingui();
  const notifications = useLiveNotifications();
  const markRead = useMarkNotificationRead();
  const alerts = notifications.data?.notifications.map(toNotificationRow).filter((n) => n.type === 'saved-search-match');
  return (
    <NotificationsTab
      title={t`Search alerts`}
      emptyTitle={t`No search alerts yet`}
      notifications={queryListState(notifications, alerts, t`Failed to fetch notifications`)}
      markRead={markRead}
    />
  );
}
