import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const booked = style({
  marginTop: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.status.warning.bg,
  border: `1px solid ${vars.color.status.warning.border}`,
  color: vars.color.status.warning.text,
  fontSize: vars.fontSize.sm,
  display: 'grid',
  gap: 2,
});
export const bookedTitle = style({ fontWeight: vars.fontWeight.semibold });
export const saved = style({ color: vars.color.brand.solid });
export const savedIcon = style({ fill: 'currentColor' });
export const pendingPulse = style({ opacity: 0.7 });
/** A card button drawn before the app has loaded: visibly not ready (it works a moment later). */
export const waiting = style({ opacity: 0.5, cursor: 'progress' });
/** 'Price dropped' on the photo: the design system's success tone, drawn without its Badge (the card is in the first load). */
export const priceDropped = style({
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  background: vars.color.status.success.bg,
  border: `1px solid ${vars.color.status.success.border}`,
  color: vars.color.status.success.text,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1.5,
});
