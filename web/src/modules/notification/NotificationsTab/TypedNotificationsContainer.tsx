import type { NotificationType } from '@hearth/api/contracts/notification-types';
import { screenState } from '../../common';
import { NotificationsTab } from './NotificationsTab';
import { toNotificationRow } from '../notification.mapper';
import { useLiveNotifications } from '../useLiveNotifications';
import { useMarkNotificationRead } from '../useMarkNotificationRead';

export interface TypedNotificationsContainerProps {
  type: NotificationType;
  title: string;
  emptyTitle: string;
  errorMessage: string;
}

/** The viewer's live in-app notifications of one kind (search alerts, viewing updates), each with its listing. */
export function TypedNotificationsContainer({ type, title, emptyTitle, errorMessage }: TypedNotificationsContainerProps) {
  const notifications = useLiveNotifications();
  const markRead = useMarkNotificationRead();
  const rows = notifications.data?.notifications.map(toNotificationRow).filter((n) => n.type === type);
  return <NotificationsTab title={title} emptyTitle={emptyTitle} notifications={screenState(notifications, rows, errorMessage)} markRead={markRead} />;
}
