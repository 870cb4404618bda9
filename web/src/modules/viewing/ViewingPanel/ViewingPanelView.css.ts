import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const booked = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.status.success.border}`,
  backgroundColor: vars.color.status.success.bg,
  minWidth: 0,
});
export const bookedTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold, color: vars.color.status.success.text });
export const when = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const zone = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
