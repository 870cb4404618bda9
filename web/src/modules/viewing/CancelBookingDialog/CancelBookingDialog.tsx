import { useState } from 'react';
import { Button, Dialog, TextArea } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingBookingRow } from '../viewing.model';
import { viewingWhen } from '../viewing-time';

export interface CancelBookingDialogProps {
  /** The booking to cancel; the dialog is open while there is one. */
  booking: ViewingBookingRow | null;
  /** 'tenant': the viewer's own booking; 'landlord': a tenant's, who is told. */
  side: 'tenant' | 'landlord';
  isPending?: boolean;
  onClose: () => void;
  /** The reason is optional ('' when none). */
  onConfirm: (booking: ViewingBookingRow, reason: string) => void;
}

/** Confirms cancelling a viewing, with an optional reason the other side reads. */
export function CancelBookingDialog({ booking, side, isPending, onClose, onConfirm }: CancelBookingDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const when = booking ? viewingWhen(booking, i18n.locale) : '';
  const tenant = booking?.tenantName ?? '';
  return (
    <Dialog
      title={t`Cancel this viewing?`}
      role="alertdialog"
      isDismissable={false}
      isOpen={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" onPress={onClose} autoFocus>
            <Trans>Keep booking</Trans>
          </Button>
          <Button variant="destructive" isPending={isPending} pendingLabel={t`Cancelling...`} onPress={() => booking && onConfirm(booking, reason.trim())}>
            <Trans>Cancel booking</Trans>
          </Button>
        </>
      }
    >
      <div className={layout.stack}>
        <p className={layout.muted}>
          {side === 'landlord' && tenant ? t`${tenant}'s viewing on ${when}. They will be told by email.` : t`Your viewing on ${when}. The owner will be told by email.`}
        </p>
        <TextArea label={t`Reason (optional)`} value={reason} onChange={setReason} rows={3} maxLength={500} />
      </div>
    </Dialog>
  );
}
