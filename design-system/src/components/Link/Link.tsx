import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { buttonClassName, type ButtonStyleProps } from '../Button/Button';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  className?: string;
  /** 'subtle' inherits the text colour (nav bars, footers). */
  variant?: 'default' | 'subtle';
}

/** Text link. Client-side navigation comes from DesignSystemProvider's router (RAC RouterProvider). */
export function Link({ className, variant = 'default', ...props }: LinkProps) {
  return <AriaLink {...props} className={cx(styles.link, variant === 'subtle' && styles.subtle, className)} />;
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className'>, ButtonStyleProps {
  className?: string;
}

/** A link that looks like a Button ('View Details', 'List Your First Property'). */
export function ButtonLink({ className, variant, size, fullWidth, ...props }: ButtonLinkProps) {
  return <AriaLink {...props} className={cx(buttonClassName({ variant, size, fullWidth }), className)} />;
}
