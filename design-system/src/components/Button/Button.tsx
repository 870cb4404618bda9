import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import type { StyledProps } from '../../utils/props';
import * as styles from './Button.css';

export type ButtonVariant = 'default' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'icon';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * Class names for anything that should look like a button (ButtonLink, triggers), plain <button>/<a> included:
 * their hover, press, focus and disabled looks come from CSS instead of react-aria's data attributes.
 */
export function buttonClassName({ variant = 'default', size = 'md', fullWidth }: ButtonStyleProps = {}): string {
  return cx(
    styles.base,
    styles.variant[variant],
    variant === 'icon' ? styles.iconSize[size] : styles.size[size],
    fullWidth && styles.fullWidth,
  );
}

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
