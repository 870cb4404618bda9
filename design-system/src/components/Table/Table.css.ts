import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';

export const container = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const header = style({ backgroundColor: vars.color.surface.sunken });

export const column = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  textAlign: 'left',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.secondary,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered][data-allows-sorting]': { color: vars.color.text.primary },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border.subtle}` },
    '&[data-hovered]': { backgroundColor: vars.color.surface.page },
    '&[data-selected]': { backgroundColor: vars.color.brand.subtle },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
  },
});

export const cell = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  verticalAlign: 'middle',
  color: vars.color.text.primary,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' } },
});

export const empty = style({ padding: vars.space[8], textAlign: 'center', color: vars.color.text.secondary });

export const sortIndicator = style({ marginLeft: vars.space[1], display: 'inline-block', verticalAlign: 'middle' });
