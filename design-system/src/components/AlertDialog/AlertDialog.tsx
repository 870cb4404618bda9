import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog, type DialogProps } from '../Dialog/Dialog';
import { useStrings } from '../Provider/strings';

export interface AlertDialogProps extends Omit<DialogProps, 'children' | 'footer' | 'role' | 'hideCloseButton'> {
  /** The question, e.g. 'Are you sure you want to delete this property?'. */
  children: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Label while `isPending`, e.g. 'Deleting...'. */
  pendingLabel?: ReactNode;
  isPending?: boolean;
  /** 'destructive' paints the confirm button red (delete, reject). */
  variant?: 'default' | 'destructive';
  /** Called on confirm; the dialog closes unless you keep it open with controlled `isOpen`. */
  onConfirm?: () => void | Promise<void>;
}

/** Confirmation as role="alertdialog": not dismissable by outside click, Cancel gets focus first. */
export function AlertDialog({
  children,
  confirmLabel,
  cancelLabel,
  pendingLabel,
  isPending,
  variant = 'destructive',
  onConfirm,
  size = 'sm',
  ...props
}: AlertDialogProps) {
  const strings = useStrings();
  return (
    <Dialog
      {...props}
      size={size}
      role="alertdialog"
      isDismissable={false}
      hideCloseButton
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close} autoFocus>
            {cancelLabel ?? strings.cancel}
          </Button>
          <Button
            variant={variant}
            isPending={isPending}
            pendingLabel={pendingLabel}
            onPress={async () => {
              await onConfirm?.();
              close();
            }}
          >
            {confirmLabel ?? strings.confirm}
          </Button>
        </>
      )}
    >
      <p style={{ margin: 0 }}>{children}</p>
    </Dialog>
  );
}
