import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { dayInZone } from '@hearth/design-system';
import { provinceTimeZone } from '@hearth/api/contracts/viewing.schema';
import type { Province } from '@hearth/api/contracts/provinces';
import { useBookViewingMutation, useCancelViewingBookingMutation, useListingViewingsQuery, useProposeViewingMutation } from '../../../generated/graphql';
import { errorCode, errorMessage } from '../../../lib/graphql-error';
import { useNow } from '../../../lib/clock';
import { toViewingBooking, toViewingRequest, toViewingSlot } from '../viewing.mapper';
import { isUpcoming } from '../viewing-time';
import { useResumeAction } from '../../auth/useResumeAction';
import { ViewingPanelView } from './ViewingPanelView';

export interface ViewingPanelContainerProps {
  propertyId: number;
  propertyTitle: string;
  /** The listing's province: its zone is the clock of the times a tenant proposes. */
  province: Province;
  /** The listing's contact card, or its phone action bar (the button only; nothing once booked). */
  place?: 'card' | 'bar';
}

/** A signed-in visitor's viewing action on a listing: its times and their booking of it, book and cancel; without times, propose some. */
export function ViewingPanelContainer({ propertyId, propertyTitle, province, place }: ViewingPanelContainerProps) {
  const { t } = useLingui();
  const query = useListingViewingsQuery({ variables: { propertyId }, fetchPolicy: 'cache-and-network' });
  const [book, booking] = useBookViewingMutation();
  const [cancel, cancelling] = useCancelViewingBookingMutation();
  const [propose, proposing] = useProposeViewingMutation();
  const [bookError, setBookError] = useState<string | null>(null);
  const [proposeError, setProposeError] = useState<string | null>(null);
  // Now when the listing opened: the times still to come, the picker's first day in the listing's zone.
  const now = useNow();
  const timeZone = provinceTimeZone[province];
  const refresh = () => query.refetch().catch(() => undefined);

  const slots = (query.data?.viewingSlots ?? []).map(toViewingSlot).filter((slot) => isUpcoming(slot, now.getTime()));
  const active = (query.data?.myViewingBookings ?? []).map(toViewingBooking).find((b) => b.status === 'active' && isUpcoming(b, now.getTime())) ?? null;
  const waiting = (query.data?.myViewingRequests ?? []).map(toViewingRequest).find((r) => r.status === 'pending') ?? null;
  // Back from signing in to request a viewing: the slot picker opens once the times are known, or the form to
  // propose times when there are none (it sends nothing until the tenant presses Send; anyone can write
  // `?then=viewing`). Nothing opens when a viewing is already booked or a request is waiting.
  const [pickerAsked, setPickerAsked] = useState(false);
  useResumeAction('viewing', () => !active && !waiting && setPickerAsked(true), !!query.data);

  return (
    <ViewingPanelView
      propertyTitle={propertyTitle}
      place={place}
      slots={slots}
      booking={active}
      request={waiting}
      timeZone={timeZone}
      today={dayInZone(now.toISOString(), timeZone).toString()}
      now={now}
      openPicker={pickerAsked}
      loading={query.loading && !query.data}
      proposePending={proposing.loading}
      proposeError={proposeError}
      onPropose={async (proposedTimes, message) => {
        setProposeError(null);
        try {
          await propose({ variables: { propertyId, proposedTimes, message: message || null } });
        } catch (error) {
          setProposeError(errorMessage(error, t`Failed to send viewing request. Please try again.`));
          return false;
        }
        await refresh();
        toast({ title: t`Viewing request sent!`, description: t`The owner will accept one of your times or offer others.`, variant: 'success' });
        return true;
      }}
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
