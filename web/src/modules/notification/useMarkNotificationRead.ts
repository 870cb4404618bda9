import { useLingui } from '@lingui/react/macro';
import { useRowAction } from '../common';
import { LandlordNotificationsDocument, useMarkNotificationReadMutation } from '../../generated/graphql';

/** Mark as Read for one notification at a time; the list and unread count refetch after. */
export function useMarkNotificationRead() {
  const { t } = useLingui();
  const [markRead] = useMarkNotificationReadMutation({ refetchQueries: [{ query: LandlordNotificationsDocument }] });
  return useRowAction(
    (id) => markRead({ variables: { id } }),
    () => ({ title: t`Error`, description: t`Failed to mark the notification as read.`, variant: 'destructive' }),
  );
}
