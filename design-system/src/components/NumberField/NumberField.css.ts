import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';

export const group = style({ padding: 0, overflow: 'hidden' });

export const input = style({
  flex: 1,
  minWidth: 0,
  height: 38,
  padding: `0 ${vars.space[3]}`,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
});

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 38,
  border: 'none',
  borderLeft: `1px solid ${vars.color.border.subtle}`,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
    '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
  },
});
