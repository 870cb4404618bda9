import { useEffect, useState } from 'react';
import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookViewingDialog } from '../BookViewingDialog/BookViewingDialog';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import type { ViewingBookingRow, ViewingSlotRow } from '../viewing.model';
import { useZoneText, viewingWhen } from '../viewing-time';
import * as styles from './ViewingPanelView.css';

export interface ViewingPanelViewProps {
  propertyTitle: string;
  /** The listing's contact card (default), or its phone action bar: the button only, nothing once booked (the card says so). */
  place?: 'card' | 'bar';
  /** The listing's future viewing times; none: 'Request Viewing' sends the spec's plain viewing request. */
  slots: ViewingSlotRow[];
  /** The viewer's active booking on this listing, shown instead of the button. */
  booking: ViewingBookingRow | null;
  onRequestViewing: () => void;
  requestPending?: boolean;
  /** The times are not known yet: the button waits rather than sending a plain request. */
  loading?: boolean;
  /** Resolves true once booked (the dialog closes); false keeps it open with `bookError`. */
  onBook: (slotId: number, message: string) => Promise<boolean>;
  bookPending?: boolean;
  bookError?: string | null;
  /** Resolves true once cancelled. */
  onCancel: (bookingId: number, reason: string) => Promise<boolean>;
  cancelPending?: boolean;
  /** Opens the slot picker once drawn (the action a visitor asked for before signing in). */
  openPicker?: boolean;
  /** Stories: a dialog open from the start, today's date in the listing's zone. */
  initialDialog?: 'book' | 'cancel' | null;
  today?: string;
}

/** The listing's viewing action: Request Viewing (a time from the slot picker when the owner offers some), or the booked viewing. */
export function ViewingPanelView(props: ViewingPanelViewProps) {
  const { propertyTitle, place = 'card', slots, booking, onRequestViewing, requestPending, loading, onBook, bookPending, bookError, onCancel, cancelPending, initialDialog = null, openPicker = false, today } = props;
  const { t, i18n } = useLingui();
  const zoneText = useZoneText();
  const [dialog, setDialog] = useState(initialDialog);
  useEffect(() => {
    if (openPicker) setDialog('book');
  }, [openPicker]);
  const close = () => setDialog(null);

  if (booking && place === 'bar') return null;
  if (booking) {
    return (
      <section className={styles.booked} aria-labelledby="booked-viewing-title">
        <h3 id="booked-viewing-title" className={styles.bookedTitle}>
          <Trans>Viewing booked</Trans>
        </h3>
        <p className={styles.when}>{viewingWhen(booking, i18n.locale)}</p>
        <p className={styles.zone}>{zoneText(booking.timeZone)}</p>
        <Button variant="outline" fullWidth onPress={() => setDialog('cancel')}>
          <Trans>Cancel booking</Trans>
        </Button>
        <CancelBookingDialog
          booking={dialog === 'cancel' ? booking : null}
          side="tenant"
          isPending={cancelPending}
          onClose={close}
          onConfirm={async (b, reason) => (await onCancel(b.id, reason)) && close()}
        />
      </section>
    );
  }
  return (
    <>
      <Button
        fullWidth
        variant="outline"
        onPress={() => (slots.length ? setDialog('book') : onRequestViewing())}
        isPending={requestPending}
        isDisabled={loading}
        pendingLabel={t`Sending...`}
      >
        <Trans>Request Viewing</Trans>
      </Button>
      {slots.length || dialog === 'book' ? (
        <BookViewingDialog
          isOpen={dialog === 'book'}
          onOpenChange={(open) => setDialog(open ? 'book' : null)}
          propertyTitle={propertyTitle}
          slots={slots}
          isPending={bookPending}
          error={bookError}
          today={today}
          onBook={async (slotId, message) => (await onBook(slotId, message)) && close()}
        />
      ) : null}
    </>
  );
}
