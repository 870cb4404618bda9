import { NOTIFICATION_TYPES } from '@hearth/api/contracts/notification-types';
import type { NotificationFieldsFragment } from '../../generated/graphql';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { NotificationRow } from './notification.model';

/** GraphQL spells 'saved-search-match' as saved_search_match: the row carries the contract's value. */
export const toNotificationRow = (n: NotificationFieldsFragment): NotificationRow => ({
  ...n,
  type: fromGraphqlEnum(n.type, NOTIFICATION_TYPES) ?? 'viewing_request',
  metadata: n.metadata ?? null,
});
