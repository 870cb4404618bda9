import { useRowAction } from '../common';
import { LandlordNotificationsDocument, useMarkNotificationReadMutation } from '../../generated/graphql';

/** Mark as Read for one notification at a time; the list and unread count refetch after. */
export function useMarkNotificationRead() {
  const [markRead] = useMarkNotificationReadMutation({ refetchQueries: [{ query: LandlordNotificationsDocument }] });
  return useRowAction(
    (id) => markRead({ variables: { id } }),
    () => ({ title: 'Error', description: 'Failed to mark the notification as read.', variant: 'destructive' }),
  );
}
