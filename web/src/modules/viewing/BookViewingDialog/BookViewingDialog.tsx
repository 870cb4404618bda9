import { useState } from 'react';
import { Button, Dialog, SlotPicker, TextArea } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingSlotRow } from '../viewing.model';

export interface BookViewingDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  propertyTitle: string;
  slots: ViewingSlotRow[];
  isPending?: boolean;
  /** Why the last booking failed (the time was just taken, ...); the slots are fresh again by then. */
  error?: string | null;
  onBook: (slotId: number, message: string) => void;
  /** Today in the listing's zone ('YYYY-MM-DD'); stories fix it. */
  today?: string;
  /** A time chosen from the start (stories). */
  initialSlotId?: number;
}

/** 'Request Viewing' on a listing with viewing times: a day and time from the slot picker, an optional message, Book. */
export function BookViewingDialog({ isOpen, onOpenChange, propertyTitle, slots, isPending, error, onBook, today, initialSlotId }: BookViewingDialogProps) {
  const { t } = useLingui();
  const [slotId, setSlotId] = useState<string | null>(initialSlotId ? String(initialSlotId) : null);
  const [message, setMessage] = useState('');
  const chosen = slots.find((slot) => String(slot.id) === slotId && slot.freePlaces > 0);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`Book a viewing`}
      description={t`About "${propertyTitle}"`}
      size="lg"
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={isPending}>
            <Trans>Cancel</Trans>
          </Button>
          <Button isDisabled={!chosen} isPending={isPending} pendingLabel={t`Booking...`} onPress={() => chosen && onBook(chosen.id, message.trim())}>
            <Trans>Book viewing</Trans>
          </Button>
        </>
      )}
    >
      <div className={layout.stack}>
        {error ? (
          <p role="alert" className={layout.errorText}>
            {error}
          </p>
        ) : null}
        <SlotPicker
          slots={slots.map((slot) => ({ id: String(slot.id), startsAt: slot.startsAt, freePlaces: slot.freePlaces }))}
          timeZone={slots[0]?.timeZone ?? 'America/Toronto'}
          value={chosen ? slotId : null}
          onChange={setSlotId}
          isDisabled={isPending}
          today={today}
        />
        <TextArea label={t`Message to the owner (optional)`} value={message} onChange={setMessage} rows={3} maxLength={1000} />
      </div>
    </Dialog>
  );
}
