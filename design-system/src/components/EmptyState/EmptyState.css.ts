import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space[3],
  padding: `${vars.space[12]} ${vars.space[6]}`,
  border: `1px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface.raised,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const text = style({ margin: 0, maxWidth: 420, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const action = style({ marginTop: vars.space[2] });
