import { cx } from '../../utils/cx';
import * as styles from './Button.css';

// Apart from Button.tsx (react-aria's Button): a page that only needs the look must not reach react-aria's code.
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
