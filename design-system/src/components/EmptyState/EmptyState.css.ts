import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { inlineCenter, stack } from '../../styles/layout';

export const root = style({
  ...stack(vars.space[3]),
  alignItems: 'center',
  textAlign: 'center',
  padding: `${vars.space[12]} ${vars.space[6]}`,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface.raised,
});

export const icon = style({
  ...inlineCenter,
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, maxWidth: 420, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const action = style({ marginTop: vars.space[2] });
