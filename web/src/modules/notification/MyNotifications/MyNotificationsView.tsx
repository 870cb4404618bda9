import { PageHeader } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { layout, type ListState, type RowAction } from '../../common';
import { NotificationsTab } from '../NotificationsTab/NotificationsTab';
import type { NotificationRow } from '../notification.model';

export interface MyNotificationsViewProps {
  notifications: ListState<NotificationRow>;
  markRead: RowAction;
}

/** /notifications for tenants: every in-app notice (leases, applications, viewings, search alerts), newest first. */
export function MyNotificationsView({ notifications, markRead }: MyNotificationsViewProps) {
  const { t } = useLingui();
  return (
    <div className={layout.page}>
      <PageHeader title={t`Notifications`} />
      <NotificationsTab title={t`Latest notifications`} emptyTitle={t`No notifications yet`} notifications={notifications} markRead={markRead} />
    </div>
  );
}
