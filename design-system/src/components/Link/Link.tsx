import type { AnchorHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { isExternalHref } from '../../utils/href';
import { buttonClassName, type ButtonStyleProps } from '../Button/buttonClassName';
import { useRoutedAnchor } from '../Provider/link-router';
import * as styles from './Link.css';

interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Shown but not followed (aria-disabled, no href). */
  isDisabled?: boolean;
}

export interface LinkProps extends AnchorProps {
  /** 'subtle' inherits the text colour (nav bars, footers). */
  variant?: 'default' | 'subtle';
  /** A link on its own (a list's, a card's), not in a sentence: on a phone a whole tap target, 44 px tall. */
  standalone?: boolean;
}

/**
 * A native <a>: keyboard, focus and screen readers need nothing more, and the home page's JavaScript stays free of
 * react-aria's press and hover hooks. An app path navigates through DesignSystemProvider's router; an external
 * address opens in a new tab that gets neither our window nor our address (unless told otherwise).
 */
function Anchor({ href, isDisabled, onClick, ...props }: AnchorProps) {
  const routed = useRoutedAnchor(href, onClick);
  const external = href !== undefined && isExternalHref(href) ? { target: '_blank', rel: 'noopener noreferrer' } : null;
  if (isDisabled) return <a {...props} role="link" aria-disabled="true" data-disabled="" />;
  return <a {...external} {...props} href={routed.href} onClick={routed.onClick} />;
}

/** Text link. */
export function Link({ className, variant = 'default', standalone = false, ...props }: LinkProps) {
  return <Anchor {...props} className={cx(styles.link, variant === 'subtle' && styles.subtle, standalone && styles.standalone, className)} />;
}

export interface ButtonLinkProps extends AnchorProps, ButtonStyleProps {}

/** A link that looks like a Button ('View Details', 'List Your First Property'). */
export function ButtonLink({ className, variant, size, fullWidth, ...props }: ButtonLinkProps) {
  return <Anchor {...props} className={cx(buttonClassName({ variant, size, fullWidth }), className)} />;
}
