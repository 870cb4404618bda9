import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextArea } from '@hearth/design-system';
import { MODERATION_REASON_MAX } from '@hearth/api/contracts/moderation.schema';
import { useLingui } from '@lingui/react/macro';
import { layout } from '../../common';

export interface ReasonDialogProps {
  /** Open while set: what the admin is about to do, e.g. 'Reject listing'. */
  title: string;
  isOpen: boolean;
  /** What happens, e.g. '"Waterfront condo" stays off the marketplace.' */
  description: string;
  /** The confirm button, e.g. 'Reject'. */
  confirmLabel: string;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/**
 * A final moderation step (reject a listing, suspend a landlord) asks for the reason the landlord is told, before
 * anything happens (docs/product.md#admin-panel): confirm stays disabled until a reason is written; Cancel, Escape
 * or the close button change nothing.
 */
export function ReasonDialog({ title, isOpen, description, confirmLabel, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const blank = reason.trim().length === 0;
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (blank) return;
    onConfirm(reason.trim());
    setReason('');
  };
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && close()}
      title={title}
      description={description}
      footer={() => (
        <>
          <Button variant="outline" onPress={close}>
            {t`Cancel`}
          </Button>
          <Button variant="destructive" isDisabled={blank} onPress={() => submit()}>
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <form onSubmit={submit} className={layout.stack} noValidate>
        <TextArea
          label={t`Reason shown to the landlord`}
          description={t`Required. The landlord reads it in their notification and email.`}
          value={reason}
          onChange={setReason}
          rows={3}
          maxLength={MODERATION_REASON_MAX}
          isRequired
          autoFocus
        />
      </form>
    </Dialog>
  );
}
