import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const location = style({ display: 'grid', gap: vars.space[2] });
export const hint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const map = style({ height: 240 });
export const placeholder = style({
  display: 'grid',
  placeItems: 'center',
  height: '100%',
  margin: 0,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border.subtle}`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
