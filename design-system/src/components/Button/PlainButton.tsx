import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../../styles/shared.css';
import { cx } from '../../utils/cx';
import { buttonClassName, type ButtonStyleProps } from './buttonClassName';
import * as styles from './Button.css';

export interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'>, ButtonStyleProps {
  isDisabled?: boolean;
  /** Busy: clicks do nothing, `pendingLabel` shows and is announced (politely), focus stays on the button. */
  isPending?: boolean;
  pendingLabel?: ReactNode;
}

/**
 * Button as a native <button> (type="button" unless told): the same looks and the same keyboard and screen-reader
 * behaviour for a plain click, without react-aria's press and hover hooks. For what the first paint of a page
 * shows (the home page's bar and grid); a Button belongs in dialogs, menus and forms (react-aria's triggers and
 * form contexts need it).
 */
export function PlainButton({ variant, size, fullWidth, className, children, isDisabled, isPending, pendingLabel, onClick, type = 'button', ...props }: PlainButtonProps) {
  return (
    <>
      <button
        {...props}
        type={type}
        disabled={isDisabled}
        aria-disabled={isPending || undefined}
        data-pending={isPending || undefined}
        onClick={isPending ? undefined : onClick}
        className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      >
        {isPending ? (
          <>
            <span className={styles.spinner} aria-hidden />
            {variant === 'icon' ? null : (pendingLabel ?? children)}
          </>
        ) : (
          children
        )}
      </button>
      {isPending === undefined ? null : (
        // There before it speaks (a live region added with its text is not announced); no status role, so a
        // page's own status (a result count) stays the one status there.
        <span aria-live="polite" className={visuallyHidden}>
          {isPending ? (pendingLabel ?? children) : null}
        </span>
      )}
    </>
  );
}
