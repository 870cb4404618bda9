import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import { buttonClassName, type ButtonStyleProps } from './buttonClassName';
import * as styles from './Button.css';

export interface ButtonProps extends StyledProps<AriaButtonProps>, ButtonStyleProps {
  children?: ReactNode;
  /** Text shown (and announced) while `isPending`, e.g. 'Signing In...'. Defaults to the children. */
  pendingLabel?: ReactNode;
}

/** Button on react-aria's Button: press events, focus ring and pending state handled accessibly. */
export function Button({ variant, size, fullWidth, className, children, pendingLabel, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      {({ isPending }) =>
        isPending ? (
          <>
            <span className={styles.spinner} aria-hidden />
            {variant === 'icon' ? null : (pendingLabel ?? children)}
          </>
        ) : (
          children
        )
      }
    </AriaButton>
  );
}
