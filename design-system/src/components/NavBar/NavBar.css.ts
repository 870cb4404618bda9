import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { media } from '../../tokens/media';
import { focusRing } from '../../styles/shared.css';
import { bareList, row } from '../../styles/layout';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  backgroundColor: vars.color.surface.translucent,
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const inner = style({
  ...row(vars.space[6]),
  maxWidth: 1200,
  height: 64,
  margin: '0 auto',
  padding: `0 ${vars.space[4]}`,
  '@media': { [media.md]: { padding: `0 ${vars.space[6]}` } },
});

export const logo = style({
  ...row(vars.space[2], 'inline-flex'),
  color: vars.color.text.primary,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const links = style({
  ...row(vars.space[1]),
  ...bareList,
  display: 'none',
  '@media': { [media.md]: { display: 'flex' } },
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: 36,
  padding: `0 ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
    '&[data-current], &[aria-current="page"]': { color: vars.color.text.primary, backgroundColor: vars.color.surface.sunken },
    '&[data-focus-visible]': focusRing,
  },
});

export const actions = style({
  ...row(vars.space[2]),
  display: 'none',
  marginLeft: 'auto',
  '@media': { [media.md]: { display: 'flex' } },
});

export const menuButton = style({
  marginLeft: 'auto',
  '@media': { [media.md]: { display: 'none' } },
});
