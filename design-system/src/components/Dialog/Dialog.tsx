import type { ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type DialogProps as AriaDialogProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/Icons';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';
import { useStrings } from '../Provider/strings';

export { DialogTrigger } from 'react-aria-components';

export interface DialogProps extends Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'isDismissable' | 'isKeyboardDismissDisabled'> {
  title: ReactNode;
  description?: ReactNode;
  /** Body; a function receives `close` for Cancel/Save buttons. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Buttons row at the bottom, right-aligned; a function receives `close`. */
  footer?: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** 'sheet': the whole screen on phones (a filters sheet), a tall panel from `sm` up. */
  size?: 'sm' | 'md' | 'lg' | 'sheet';
  /** 'alertdialog' for confirmations (see AlertDialog). */
  role?: AriaDialogProps['role'];
  /** Hide the top-right close button (alert dialogs force an explicit choice). */
  hideCloseButton?: boolean;
}

/**
 * Modal dialog: focus is trapped inside, Escape and outside click close it, focus returns to the trigger.
 * Use inside `<DialogTrigger>` next to a Button, or control it with `isOpen`/`onOpenChange`.
 */
export function Dialog({
  title,
  description,
  children,
  footer,
  size = 'md',
  role,
  hideCloseButton,
  isDismissable = true,
  ...overlayProps
}: DialogProps) {
  const strings = useStrings();
  return (
    <ModalOverlay {...overlayProps} isDismissable={isDismissable} className={size === 'sheet' ? `${styles.overlay} ${styles.sheetOverlay}` : styles.overlay}>
      <Modal className={`${styles.modal} ${styles.sizes[size]}`}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {description ? <p className={styles.description}>{description}</p> : null}
              </div>
              {typeof children === 'function' ? children({ close }) : children}
              {footer ? <div className={styles.footer}>{typeof footer === 'function' ? footer({ close }) : footer}</div> : null}
              {hideCloseButton ? null : (
                <Button variant="icon" size="sm" aria-label={strings.close} className={styles.close} onPress={close}>
                  <CloseIcon />
                </Button>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
