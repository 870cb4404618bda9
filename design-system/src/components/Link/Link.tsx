import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { cx } from '../../utils/cx';
import { isExternalHref } from '../../utils/href';
import { buttonClassName, type ButtonStyleProps } from '../Button/Button';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className'> {
  className?: string;
  /** 'subtle' inherits the text colour (nav bars, footers). */
  variant?: 'default' | 'subtle';
}

/** An external address opens in a new tab that gets neither our window nor our address (unless told otherwise). */
function withExternalTarget(props: AriaLinkProps): AriaLinkProps {
  return props.href && isExternalHref(props.href) ? { target: '_blank', rel: 'noopener noreferrer', ...props } : props;
}

/**
 * Text link. App paths navigate through DesignSystemProvider's router (RAC RouterProvider); external addresses
 * are plain browser links.
 */
export function Link({ className, variant = 'default', ...props }: LinkProps) {
  return <AriaLink {...withExternalTarget(props)} className={cx(styles.link, variant === 'subtle' && styles.subtle, className)} />;
}

export interface ButtonLinkProps extends Omit<AriaLinkProps, 'className'>, ButtonStyleProps {
  className?: string;
}

/** A link that looks like a Button ('View Details', 'List Your First Property'). */
export function ButtonLink({ className, variant, size, fullWidth, ...props }: ButtonLinkProps) {
  return <AriaLink {...withExternalTarget(props)} className={cx(buttonClassName({ variant, size, fullWidth }), className)} />;
}
