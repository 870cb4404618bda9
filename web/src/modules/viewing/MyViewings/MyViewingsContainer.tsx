import { useState, type ReactNode } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { useCancelViewingBookingMutation, useMyViewingBookingsQuery, useWithdrawViewingRequestMutation } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { useNow } from '../../../lib/clock';
import { screenState } from '../../common';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import type { ViewingBookingRow } from '../viewing.model';
import { toViewingBooking, toViewingRequest } from '../viewing.mapper';
import { isUpcoming } from '../viewing-time';
import { MyViewingsView } from './MyViewingsView';

/** Container of the tenant's Viewings tab: their bookings, soonest first, split at now; past ones latest first; their requests. */
export function MyViewingsContainer({ updates }: { updates?: ReactNode }) {
  const { t } = useLingui();
  const query = useMyViewingBookingsQuery({ fetchPolicy: 'cache-and-network' });
  const [cancel, cancelling] = useCancelViewingBookingMutation();
  const [withdraw] = useWithdrawViewingRequestMutation();
  const [withdrawingId, setWithdrawingId] = useState<number | null>(null);
  const [asked, setAsked] = useState<ViewingBookingRow | null>(null);
  const now = useNow().getTime();
  const bookings = query.data?.myViewingBookings.map(toViewingBooking);
  const upcoming = bookings?.filter((b) => isUpcoming(b, now));
  const past = bookings?.filter((b) => !isUpcoming(b, now)).reverse();
  const requests = query.data?.myViewingRequests.map(toViewingRequest);
  const failedLoad = t`Failed to fetch viewings`;
  return (
    <MyViewingsView
      upcoming={screenState(query, upcoming, failedLoad)}
      past={screenState(query, past, failedLoad)}
      requests={screenState(query, requests, failedLoad)}
      onAskCancel={setAsked}
      withdrawingId={withdrawingId}
      onWithdraw={async (request) => {
        setWithdrawingId(request.id);
        try {
          await withdraw({ variables: { id: request.id } });
          toast({ title: t`Viewing request withdrawn`, variant: 'success' });
        } catch (error) {
          toast({ title: t`Error`, description: errorMessage(error, t`Failed to withdraw the viewing request. Please try again.`), variant: 'destructive' });
        } finally {
          setWithdrawingId(null);
          await query.refetch().catch(() => undefined);
        }
      }}
      updates={updates}
      cancelDialog={
        <CancelBookingDialog
          key={asked?.id}
          booking={asked}
          side="tenant"
          isPending={cancelling.loading}
          onClose={() => setAsked(null)}
          onConfirm={async (booking, reason) => {
            try {
              await cancel({ variables: { id: booking.id, reason: reason || null } });
            } catch (error) {
              toast({ title: t`Error`, description: errorMessage(error, t`Failed to cancel the booking. Please try again.`), variant: 'destructive' });
              return;
            }
            setAsked(null);
            await query.refetch().catch(() => undefined);
            toast({ title: t`Booking cancelled`, variant: 'success' });
          }}
        />
      }
    />
  );
}
