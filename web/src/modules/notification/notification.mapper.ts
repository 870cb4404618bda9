import type { NotificationFieldsFragment } from '../../generated/graphql';
import type { NotificationRow } from './notification.model';

export const toNotificationRow = (n: NotificationFieldsFragment): NotificationRow => ({ ...n, metadata: n.metadata ?? null });
