import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const menu = style({ outline: 'none', minWidth: 180 });

export const destructive = style({ color: vars.color.status.danger.text });

export const separator = style({ height: 1, margin: `${vars.space[1]} 0`, backgroundColor: vars.color.border.subtle });

export const sectionHeader = style({
  padding: `${vars.space[2]} ${vars.space[3]} ${vars.space[1]}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});
