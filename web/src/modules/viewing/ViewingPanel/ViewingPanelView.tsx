import { useEffect, useState } from 'react';
import { Button } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { BookViewingDialog } from '../BookViewingDialog/BookViewingDialog';
import { CancelBookingDialog } from '../CancelBookingDialog/CancelBookingDialog';
import { ProposeViewingDialog } from '../ProposeViewingDialog/ProposeViewingDialog';
import type { ViewingBookingRow, ViewingRequestRow, ViewingSlotRow } from '../viewing.model';
import { ProposedTimes } from '../ViewingRequests/ProposedTimes';
import { useZoneText, viewingWhen } from '../viewing-time';
import * as styles from './ViewingPanelView.css';

export interface ViewingPanelViewProps {
  propertyTitle: string;
  /** The listing's contact card (default), or its phone action bar: the button only, nothing once booked (the card says so). */
  place?: 'card' | 'bar';
  /** The listing's future viewing times; none: 'Request Viewing' opens the form proposing times. */
  slots: ViewingSlotRow[];
  /** The viewer's active booking on this listing, shown instead of the button. */
  booking: ViewingBookingRow | null;
  /** The viewer's request waiting for the owner's answer, shown instead of the button (one a day per listing). */
  request?: ViewingRequestRow | null;
  /** The listing's zone (its province's): proposed times are its wall clock. */
  timeZone: string;
  /** Resolves true once sent (the dialog closes); false keeps it open with `proposeError`. */
  onPropose: (proposedTimes: string[], message: string) => Promise<boolean>;
  proposePending?: boolean;
  proposeError?: string | null;
  /** The times are not known yet: the button waits rather than choosing the wrong form. */
  loading?: boolean;
  /** Resolves true once booked (the dialog closes); false keeps it open with `bookError`. */
  onBook: (slotId: number, message: string) => Promise<boolean>;
  bookPending?: boolean;
  bookError?: string | null;
  /** Resolves true once cancelled. */
  onCancel: (bookingId: number, reason: string) => Promise<boolean>;
  cancelPending?: boolean;
  /** Opens the slot picker (or, without times, the propose form) once drawn: the action a visitor asked for before signing in. */
  openPicker?: boolean;
  /** Stories: a dialog open from the start. */
  initialDialog?: 'book' | 'cancel' | 'propose' | null;
  /** Today in the listing's zone (the picker's first day) and the propose form's clock, from the app's clock (lib/clock.ts). */
  today?: string;
  now?: Date;
}

/**
 * The listing's viewing action: Request Viewing (a time from the slot picker when the owner offers some, else up to
 * three proposed times), the request waiting for the owner's answer, or the booked viewing.
 */
export function ViewingPanelView(props: ViewingPanelViewProps) {
  const { propertyTitle, place = 'card', slots, booking, request = null, timeZone, onPropose, proposePending, proposeError, loading, onBook, bookPending, bookError, onCancel, cancelPending, initialDialog = null, openPicker = false, today, now } = props;
  const { i18n } = useLingui();
  const zoneText = useZoneText();
  const [dialog, setDialog] = useState<'book' | 'cancel' | 'propose' | null>(initialDialog);
  useEffect(() => {
    if (openPicker) setDialog(slots.length > 0 ? 'book' : 'propose');
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
  if (request && !slots.length && place === 'bar') return null;
  if (request && !slots.length) {
    return (
      <section className={styles.booked} aria-labelledby="requested-viewing-title">
        <h3 id="requested-viewing-title" className={styles.bookedTitle}>
          <Trans>Viewing requested</Trans>
        </h3>
        <p className={styles.zone}>
          <Trans>Waiting for the owner’s answer. You will be told in your notifications.</Trans>
        </p>
        <ProposedTimes request={request} />
      </section>
    );
  }
  return (
    <>
      <Button fullWidth variant="outline" onPress={() => setDialog(slots.length ? 'book' : 'propose')} isDisabled={loading}>
        <Trans>Request Viewing</Trans>
      </Button>
      {dialog === 'propose' ? (
        <ProposeViewingDialog
          isOpen
          onOpenChange={(open) => setDialog(open ? 'propose' : null)}
          propertyTitle={propertyTitle}
          timeZone={timeZone}
          isPending={proposePending}
          error={proposeError}
          now={now}
          onSend={async (times, message) => (await onPropose(times, message)) && close()}
        />
      ) : null}
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
