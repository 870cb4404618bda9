import type { ReactNode } from 'react';
import { t } from '@lingui/core/macro';
import { AlertDialog } from '@hearth/design-system';
import type { RowAction } from './useRowAction';

export interface ConfirmDeleteDialogProps {
  title: string;
  /** The row asked about; the dialog is open while there is one. */
  item: { id: number } | null;
  /** Closes the dialog (the list's "ask delete" with no row). */
  onClose: () => void;
  remove: RowAction;
  children: ReactNode;
}

/** "Delete this row?" for a list: Delete / Cancel, pending while the row's removal runs. */
export function ConfirmDeleteDialog({ title, item, onClose, remove, children }: ConfirmDeleteDialogProps) {
  if (!item) return null;
  return (
    <AlertDialog
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      confirmLabel={t`Delete`}
      cancelLabel={t`Cancel`}
      pendingLabel={t`Deleting...`}
      isPending={remove.pendingId === item.id}
      onConfirm={() => remove.run(item.id)}
    >
      {children}
    </AlertDialog>
  );
}
