import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { AlertDialog } from '@hearth/design-system';
import type { RowAction } from './useRowAction';

export interface ConfirmRowDialogProps {
  title: string;
  /** The row asked about; the dialog is open while there is one. */
  item: { id: number } | null;
  /** Closes the dialog (the list's "ask" with no row). */
  onClose: () => void;
  /** What confirming runs on the row. */
  action: RowAction;
  /** The confirm button ('Withdraw') and its label while the action runs ('Withdrawing...'). */
  confirmLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** "Do this to that row?" for a final action of a list (delete, withdraw): confirm / Cancel, pending while it runs. */
export function ConfirmRowDialog({ title, item, onClose, action, confirmLabel, pendingLabel, children }: ConfirmRowDialogProps) {
  if (!item) return null;
  return (
    <AlertDialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={confirmLabel}
      cancelLabel={t`Cancel`}
      pendingLabel={pendingLabel}
      isPending={action.pendingId === item.id}
      onConfirm={() => action.run(item.id)}
    >
      {children}
    </AlertDialog>
  );
}

export interface ConfirmDeleteDialogProps extends Omit<ConfirmRowDialogProps, 'action' | 'confirmLabel' | 'pendingLabel'> {
  remove: RowAction;
}

/** "Delete this row?" for a list: Delete / Cancel, pending while the row's removal runs. */
export function ConfirmDeleteDialog({ remove, ...props }: ConfirmDeleteDialogProps) {
  return <ConfirmRowDialog {...props} action={remove} confirmLabel={t`Delete`} pendingLabel={t`Deleting...`} />;
}
