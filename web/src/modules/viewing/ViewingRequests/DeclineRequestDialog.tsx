import { useState } from 'react';
import { Button, Dialog, TextArea } from '@hearth/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { layout } from '../../common';
import type { ViewingRequestRow } from '../viewing.model';

export interface DeclineRequestDialogProps {
  /** The request to decline; the dialog is open while there is one. */
  request: ViewingRequestRow | null;
  isPending?: boolean;
  onClose: () => void;
  /** The reason the tenant reads (required). */
  onConfirm: (request: ViewingRequestRow, reason: string) => void;
}

/** Declines a viewing request with the reason the tenant is told. */
export function DeclineRequestDialog({ request, isPending, onClose, onConfirm }: DeclineRequestDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const tenant = request?.tenantName ?? t`the tenant`;
  const confirm = () => {
    if (!request) return;
    if (!reason.trim()) return setMissing(true);
    onConfirm(request, reason.trim());
  };
  return (
    <Dialog
      title={t`Decline this request?`}
      role="alertdialog"
      isDismissable={false}
      isOpen={request !== null}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button variant="outline" onPress={onClose} autoFocus>
            <Trans>Keep request</Trans>
          </Button>
          <Button variant="destructive" isPending={isPending} pendingLabel={t`Declining...`} onPress={confirm}>
            <Trans>Decline request</Trans>
          </Button>
        </>
      }
    >
      <div className={layout.stack}>
        <p className={layout.muted}>{t`${tenant} is told your reason.`}</p>
        <TextArea
          label={t`Reason`}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
          rows={3}
          maxLength={500}
          isInvalid={missing}
          errorMessage={missing ? t`Please give a reason.` : undefined}
        />
      </div>
    </Dialog>
  );
}
