import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { LandlordNotificationsDocument, useMarkNotificationReadMutation } from '../../generated/graphql';

/** Mark as Read for one notification at a time; the list and unread count refetch after. */
export function useMarkNotificationRead() {
  const [markRead] = useMarkNotificationReadMutation({ refetchQueries: [{ query: LandlordNotificationsDocument }] });
  const [markingId, setMarkingId] = useState<number | null>(null);
  const onMarkRead = async (id: number) => {
    setMarkingId(id);
    try {
      await markRead({ variables: { id } });
    } catch {
      toast({ title: 'Error', description: 'Failed to mark the notification as read.', variant: 'destructive' });
    } finally {
      setMarkingId(null);
    }
  };
  return { markingId, onMarkRead };
}
