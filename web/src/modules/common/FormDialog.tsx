import type { ReactNode } from 'react';
import { Button, Dialog } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import * as layout from './layout.css';

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** Validates and submits; Enter in a field does the same. */
  onSubmit: () => void;
  submitLabel: string;
  /** The submit button's text while `isPending`, e.g. 'Saving...'. */
  pendingLabel: string;
  isPending?: boolean;
  isSubmitDisabled?: boolean;
  /** Shown instead of the form when it cannot be filled in yet (the submit button stays disabled). */
  blocked?: ReactNode;
  children: ReactNode;
}

/** A dialog holding one form in the two-column grid, with Cancel and the submit button in its footer. */
export function FormDialog({ title, isOpen, onOpenChange, onSubmit, submitLabel, pendingLabel, isPending, isSubmitDisabled, blocked, children }: FormDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      title={title}
      size="lg"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={({ close }) => (
        <>
          <Button variant="outline" onPress={close} isDisabled={isPending}>
            {t`Cancel`}
          </Button>
          <Button onPress={onSubmit} isDisabled={Boolean(blocked) || isSubmitDisabled} isPending={isPending} pendingLabel={pendingLabel}>
            {submitLabel}
          </Button>
        </>
      )}
    >
      {blocked ?? (
        <form
          className={layout.formGrid}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </form>
      )}
    </Dialog>
  );
}
