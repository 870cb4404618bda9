import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

// Warning colours, on any bubble; wraps at 320 px (long French words break anywhere).
export const notice = style({
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  marginTop: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.status.warning.border}`,
  backgroundColor: vars.color.status.warning.bg,
  color: vars.color.status.warning.text,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const icon = style({ flexShrink: 0, marginTop: 2 });
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const text = style({ margin: 0 });
export const link = style({ color: 'inherit', fontWeight: 600 });
