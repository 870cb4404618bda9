import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useBookViewingMutation, useCancelViewingBookingMutation, useListingViewingsQuery } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { toViewingBooking, toViewingSlot } from '../viewing.mapper';
import { isUpcoming } from '../viewing-time';
import { useResumeAction } from '../../auth/useResumeAction';
import { ViewingPanelView } from './ViewingPanelView';

export interface ViewingPanelContainerProps {
  propertyId: number;
  propertyTitle: string;
  /** The spec's plain viewing request, for a listing without viewing times. */
  onRequestViewing: () => void;
  requestPending?: boolean;
  /** The listing's contact card, or its phone action bar (the button only; nothing once booked). */
  place?: 'card' | 'bar';
}

/** A signed-in visitor's viewing action on a listing: its times and their booking of it, book and cancel. */
export function ViewingPanelContainer({ propertyId, propertyTitle, onRequestViewing, requestPending, place }: ViewingPanelContainerProps) {
  const { t } = useLingui();
  const query = useListingViewingsQuery({ variables: { propertyId }, fetchPolicy: 'cache-and-network' });
  const [book, booking] = useBookViewingMutation();
  const [cancel, cancelling] = useCancelViewingBookingMutation();
  const [bookError, setBookError] = useState<string | null>(null);
  const refresh = () => query.refetch().catch(() => undefined);

  const slots = (query.data?.viewingSlots ?? []).map(toViewingSlot).filter((slot) => isUpcoming(slot));
  const active = (query.data?.myViewingBookings ?? []).map(toViewingBooking).find((b) => b.status === 'active' && isUpcoming(b)) ?? null;
  // Back from signing in to request a viewing: the slot picker opens once the times are known (nothing when a
  // viewing is already booked). A listing without times keeps its button: a link must never send a request by
  // itself (anyone can write `?then=viewing`), the tenant presses it.
  const [pickerAsked, setPickerAsked] = useState(false);
  useResumeAction('viewing', () => !active && slots.length > 0 && setPickerAsked(true), !!query.data);

  return (
    <ViewingPanelView
      propertyTitle={propertyTitle}
      place={place}
      slots={slots}
      booking={active}
      onRequestViewing={onRequestViewing}
      openPicker={pickerAsked}
      loading={query.loading && !query.data}
      requestPending={requestPending}
      bookPending={booking.loading}
      bookError={bookError}
      onBook={async (slotId, message) => {
        setBookError(null);
        try {
          await book({ variables: { slotId, message: message || null } });
        } catch (error) {
          // Someone else took the place (SLOT_FULL) or the time went: say so over fresh times.
          setBookError(errorMessage(error, t`Failed to book the viewing. Please try again.`));
          if (errorCode(error)) await refresh();
          return false;
        }
        await refresh();
        toast({ title: t`Viewing booked`, description: t`The owner has been told. You will get an email with the invitation.`, variant: 'success' });
        return true;
      }}
      cancelPending={cancelling.loading}
      onCancel={async (id, reason) => {
        try {
          await cancel({ variables: { id, reason: reason || null } });
        } catch (error) {
          toast({ title: t`Error`, description: errorMessage(error, t`Failed to cancel the booking. Please try again.`), variant: 'destructive' });
          return false;
        }
        await refresh();
        toast({ title: t`Booking cancelled`, variant: 'success' });
        return true;
      }}
    />
  );
}
