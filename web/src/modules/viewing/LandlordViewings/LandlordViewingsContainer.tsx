import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  useAcceptViewingRequestMutation,
  useAddViewingSlotsMutation,
  useCancelViewingBookingMutation,
  useDeclineViewingRequestMutation,
  useDeleteViewingSlotMutation,
  useLandlordViewingsQuery,
  useOfferViewingSlotsMutation,
  useViewingRequestsWaitingQuery,
} from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { useClock } from '../../../lib/clock';
import { screenState, useRowAction } from '../../common';
import { AddSlotsDialog } from '../AddSlotsDialog/AddSlotsDialog';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import type { AddViewingSlotsValues, ViewingBookingRow, ViewingRequestRow, ViewingSlotRow } from '../viewing.model';
import { toViewingRequest, toViewingSlot } from '../viewing.mapper';
import { DeclineRequestDialog } from '../ViewingRequests/DeclineRequestDialog';
import { byDay } from '../viewing-days';
import { firstSlotStart } from '../viewing-time';
import { LandlordViewingsView } from './LandlordViewingsView';

/** Container of the landlord's Viewings tab: one listing's requests (accept, offer times, decline) and slots (with who booked), add, delete, cancel; each refetches. */
export function LandlordViewingsContainer({ listings }: { listings: { id: number; title: string }[] }) {
  const { t } = useLingui();
  const clock = useClock();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const waiting = useViewingRequestsWaitingQuery({ fetchPolicy: 'cache-and-network' });
  const waitingBy = countWaiting(waiting.data?.myViewingRequests ?? []);
  const picked = listings.map((listing) => ({ ...listing, waiting: waitingBy.get(listing.id) ?? 0 }));
  // The tab opens on a listing whose requests wait for an answer, else on the first.
  const propertyId = chosenId ?? (picked.find((listing) => listing.waiting > 0) ?? picked[0])?.id ?? null;
  const query = useLandlordViewingsQuery({ variables: { propertyId: propertyId ?? 0 }, skip: propertyId === null, fetchPolicy: 'cache-and-network' });
  const [add, adding] = useAddViewingSlotsMutation();
  const [destroy] = useDeleteViewingSlotMutation();
  const [cancel, cancelling] = useCancelViewingBookingMutation();
  const [addOpen, setAddOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ViewingSlotRow | null>(null);
  const [cancellingBooking, setCancellingBooking] = useState<ViewingBookingRow | null>(null);
  const [acceptRequest] = useAcceptViewingRequestMutation();
  const [offerSlots, offering] = useOfferViewingSlotsMutation();
  const [declineRequest, declining] = useDeclineViewingRequestMutation();
  const [answeringId, setAnsweringId] = useState<number | null>(null);
  /** The request the Add viewing times dialog answers, when it was opened from one. */
  const [offeringTo, setOfferingTo] = useState<ViewingRequestRow | null>(null);
  const [decliningRequest, setDecliningRequest] = useState<ViewingRequestRow | null>(null);
  const refresh = () => Promise.all([query.refetch(), waiting.refetch()]).catch(() => undefined);
  const failed = (error: unknown) => ({ title: t`Error`, description: errorMessage(error, t`Failed to update viewings. Please try again.`), variant: 'destructive' as const });

  const remove = useRowAction(async (id) => {
    await destroy({ variables: { id } });
    setDeleting(null);
    await refresh();
    toast({ title: t`Viewing time deleted`, variant: 'success' });
  }, failed);
  const slots = query.data?.viewingSlots.map(toViewingSlot);
  const requests = query.data?.myViewingRequests.map(toViewingRequest);
  const answered = async (title: string) => {
    await refresh();
    toast({ title, description: t`The tenant has been told.`, variant: 'success' });
  };
  /** Adds the times the dialog gives, or answers the request it was opened from with them. */
  const submitSlots = async (id: number, input: AddViewingSlotsValues) => {
    if (offeringTo) {
      await offerSlots({ variables: { id: offeringTo.id, input } });
      setOfferingTo(null);
      setAddOpen(false);
      return answered(t`Viewing times offered`);
    }
    const { data } = await add({ variables: { propertyId: id, input } });
    const count = data?.addViewingSlots.length ?? 0;
    setAddOpen(false);
    await refresh();
    toast({ title: t`Viewing times added`, description: t({ message: plural(count, { one: '# time offered on the listing.', other: '# times offered on the listing.' }) }), variant: 'success' });
  };
  const notice = query.data?.viewingNotice;
  const timeZone = notice?.timeZone ?? slots?.[0]?.timeZone ?? 'America/Toronto';

  return (
    <LandlordViewingsView
      listings={picked}
      propertyId={propertyId}
      onPropertyChange={setChosenId}
      days={screenState(query, slots && byDay(slots), t`Failed to fetch viewings`)}
      requests={screenState(query, requests, t`Failed to fetch viewings`)}
      answeringId={answeringId}
      onAccept={async (request, time) => {
        setAnsweringId(request.id);
        try {
          await acceptRequest({ variables: { id: request.id, time } });
          await answered(t`Viewing booked`);
        } catch (error) {
          toast(failed(error));
          await refresh();
        } finally {
          setAnsweringId(null);
        }
      }}
      onOfferSlots={(request) => {
        setAddError(null);
        setOfferingTo(request);
        setAddOpen(true);
      }}
      onAskDecline={setDecliningRequest}
      declineDialog={
        <DeclineRequestDialog
          key={decliningRequest?.id}
          request={decliningRequest}
          isPending={declining.loading}
          onClose={() => setDecliningRequest(null)}
          onConfirm={async (request, reason) => {
            try {
              await declineRequest({ variables: { id: request.id, reason } });
            } catch (error) {
              toast(failed(error));
              return;
            }
            setDecliningRequest(null);
            await answered(t`Request declined`);
          }}
        />
      }
      onAdd={() => {
        setAddError(null);
        setOfferingTo(null);
        setAddOpen(true);
      }}
      addDialog={
        addOpen && propertyId !== null ? (
          <AddSlotsDialog
            isOpen
            onOpenChange={(open) => {
              setAddOpen(open);
              if (!open) setOfferingTo(null);
            }}
            timeZone={timeZone}
            {...firstSlotStart(timeZone, notice?.earliestStart, clock())}
            notice={notice?.message}
            error={addError}
            isPending={adding.loading || offering.loading}
            onSubmit={async (input) => {
              setAddError(null);
              try {
                await submitSlots(propertyId, input);
              } catch (error) {
                setAddError(errorMessage(error, t`Failed to add viewing times. Please try again.`));
              }
            }}
          />
        ) : null
      }
      deleting={deleting}
      onAskDelete={setDeleting}
      remove={remove}
      onAskCancel={setCancellingBooking}
      cancelDialog={
        <CancelBookingDialog
          key={cancellingBooking?.id}
          booking={cancellingBooking}
          side="landlord"
          isPending={cancelling.loading}
          onClose={() => setCancellingBooking(null)}
          onConfirm={async (booking, reason) => {
            try {
              await cancel({ variables: { id: booking.id, reason: reason || null } });
            } catch (error) {
              toast(failed(error));
              return;
            }
            setCancellingBooking(null);
            await refresh();
            toast({ title: t`Booking cancelled`, description: t`The tenant has been told.`, variant: 'success' });
          }}
        />
      }
    />
  );
}

/** Requests waiting for the landlord's answer, by listing. */
function countWaiting(requests: readonly { propertyId: number; status: string }[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { propertyId, status } of requests) if (status === 'pending') counts.set(propertyId, (counts.get(propertyId) ?? 0) + 1);
  return counts;
}
