import type { HTMLAttributes, ReactNode } from 'react';
import { ShieldCheckIcon } from '../../icons/Icons';
import { cx } from '../../utils/cx';
import { visuallyHidden } from '../../styles/shared.css';
import { sentenceCase } from '../../utils/sentence-case';
import * as styles from './Badge.css';

export type BadgeTone =
  | 'success'
  | 'warning'
  | 'danger'
  | 'neutral'
  | 'info'
  | 'brand'
  | 'default'
  | 'destructive'
  | 'secondary';

/** Status colours (docs/product.md#states-and-transitions): approved and rented green, pending yellow, rejected red, anything else grey. */
export function statusTone(status: string | null | undefined): BadgeTone {
  switch ((status ?? '').toLowerCase()) {
    case 'approved':
    case 'rented':
    case 'active':
      return 'success';
    case 'pending':
      return 'warning';
    case 'rejected':
      return 'danger';
    default:
      return 'neutral';
  }
}

/** Role badges (docs/product.md#profile-pages): admin destructive, landlord default, tenant secondary. */
export function roleTone(role: string | null | undefined): BadgeTone {
  if (role === 'admin') return 'destructive';
  if (role === 'landlord') return 'default';
  return 'secondary';
}

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour; defaults from `status` when given, else neutral. */
  tone?: BadgeTone;
  /** A property, lease or inquiry status; picks the tone and is the default text. */
  status?: string;
  icon?: ReactNode;
  /** Text is shown in sentence case ('listing removed' -> 'Listing removed'); elements as they are. */
  children?: ReactNode;
}

/** A small status or label pill; its text in sentence case, in every language. */
export function Badge({ tone, status, icon, children, className, ...props }: BadgeProps) {
  const content = children ?? status;
  return (
    <span {...props} className={cx(styles.base, styles.tones[tone ?? statusTone(status)], className)}>
      {icon}
      {typeof content === 'string' ? sentenceCase(content) : content}
    </span>
  );
}

export interface CountBadgeProps extends Omit<BadgeProps, 'children' | 'status'> {
  count: number;
  /** Counts above this show as 'max+'. */
  max?: number;
  /** Text read by screen readers instead of the bare number, e.g. '3 unread notifications'. */
  label?: string;
}

/** Numeric pill. The number is shown; `label` (visually hidden) is what assistive tech reads. */
export function CountBadge({ count, max = 99, tone = 'neutral', label, className, ...props }: CountBadgeProps) {
  const shown = count > max ? `${max}+` : String(count);
  return (
    <Badge {...props} tone={tone} className={cx(styles.count, className)}>
      {label ? (
        <>
          <span aria-hidden>{shown}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        shown
      )}
    </Badge>
  );
}

/** 'IPFS Verified': documents stored on the decentralised file network. */
/** 'IPFS Verified'; the app passes its locale's words as children. */
export function VerifiedBadge({ children = 'IPFS Verified', ...props }: BadgeProps) {
  return (
    <Badge tone="info" icon={<ShieldCheckIcon size={12} />} {...props}>
      {children}
    </Badge>
  );
}
