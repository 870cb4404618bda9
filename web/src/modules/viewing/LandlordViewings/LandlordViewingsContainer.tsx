import { useState } from 'react';
import { toast } from '@hearth/design-system';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useAddViewingSlotsMutation, useCancelViewingBookingMutation, useDeleteViewingSlotMutation, useLandlordViewingsQuery } from '../../../generated/graphql';
import { errorMessage } from '../../../lib/graphql-error';
import { screenState, useRowAction } from '../../common';
import { AddSlotsDialog } from '../AddSlotsDialog/AddSlotsDialog';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import type { ViewingBookingRow, ViewingSlotRow } from '../viewing.model';
import { toViewingSlot } from '../viewing.mapper';
import { byDay } from '../viewing-days';
import { firstSlotStart } from '../viewing-time';
import { LandlordViewingsView } from './LandlordViewingsView';

/** Container of the landlord's Viewings tab: one listing's slots (with who booked), add, delete, cancel; each refetches. */
export function LandlordViewingsContainer({ listings }: { listings: { id: number; title: string }[] }) {
  const { t } = useLingui();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const propertyId = chosenId ?? listings[0]?.id ?? null;
  const query = useLandlordViewingsQuery({ variables: { propertyId: propertyId ?? 0 }, skip: propertyId === null, fetchPolicy: 'cache-and-network' });
  const [add, adding] = useAddViewingSlotsMutation();
  const [destroy] = useDeleteViewingSlotMutation();
  const [cancel, cancelling] = useCancelViewingBookingMutation();
  const [addOpen, setAddOpen] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ViewingSlotRow | null>(null);
  const [cancellingBooking, setCancellingBooking] = useState<ViewingBookingRow | null>(null);
  const refresh = () => query.refetch().catch(() => undefined);
  const failed = (error: unknown) => ({ title: t`Error`, description: errorMessage(error, t`Failed to update viewings. Please try again.`), variant: 'destructive' as const });

  const remove = useRowAction(async (id) => {
    await destroy({ variables: { id } });
    setDeleting(null);
    await refresh();
    toast({ title: t`Viewing time deleted`, variant: 'success' });
  }, failed);
  const slots = query.data?.viewingSlots.map(toViewingSlot);
  const notice = query.data?.viewingNotice;
  const timeZone = notice?.timeZone ?? slots?.[0]?.timeZone ?? 'America/Toronto';

  return (
    <LandlordViewingsView
      listings={listings}
      propertyId={propertyId}
      onPropertyChange={setChosenId}
      days={screenState(query, slots && byDay(slots), t`Failed to fetch viewings`)}
      onAdd={() => {
        setAddError(null);
        setAddOpen(true);
      }}
      addDialog={
        addOpen && propertyId !== null ? (
          <AddSlotsDialog
            isOpen
            onOpenChange={setAddOpen}
            timeZone={timeZone}
            {...firstSlotStart(timeZone, notice?.earliestStart)}
            notice={notice?.message}
            error={addError}
            isPending={adding.loading}
            onSubmit={async (input) => {
              setAddError(null);
              try {
                const { data } = await add({ variables: { propertyId, input } });
                const count = data?.addViewingSlots.length ?? 0;
                setAddOpen(false);
                await refresh();
                toast({ title: t`Viewing times added`, description: t({ message: plural(count, { one: '# time offered on the listing.', other: '# times offered on the listing.' }) }), variant: 'success' });
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
