import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  height: 22,
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  // No text-transform: Badge writes its text in sentence case (sentenceCase: 'pending' -> 'Pending',
  // « en attente » -> « En attente »); a CSS text transform would make « En Attente » and 'Photos Or Price'.
});

const tone = (t: keyof typeof vars.color.status) => ({
  backgroundColor: vars.color.status[t].bg,
  color: vars.color.status[t].text,
  borderColor: vars.color.status[t].border,
});

export const tones = styleVariants({
  success: tone('success'),
  warning: tone('warning'),
  danger: tone('danger'),
  neutral: tone('neutral'),
  info: tone('info'),
  brand: { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.subtleText, borderColor: vars.color.brand.subtle },
  // Solid tones mirror Button variants: role badges (admin destructive, landlord default, tenant secondary).
  default: { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
  destructive: { backgroundColor: vars.color.destructive.solid, color: vars.color.destructive.onSolid },
  secondary: { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary, borderColor: vars.color.border.subtle },
});

/** Compact numeric pill (tab counters, unread notifications). */
export const count = style({
  minWidth: 20,
  height: 20,
  justifyContent: 'center',
  padding: `0 6px`,
  fontVariantNumeric: 'tabular-nums',
});
