import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const group = style({ paddingRight: 0 });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 38,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
  selectors: { '&::placeholder': { color: vars.color.text.muted } },
});

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 38,
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-hovered]': { color: vars.color.text.primary } },
});
