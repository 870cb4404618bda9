import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { row, stack } from '../../styles/layout';

export const tabs = style(stack(vars.space[4]));

// Tabs that do not fit wrap onto a second row: a scroller with a hidden scrollbar cut them off ('Mes…') on phones.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tab = style({
  position: 'relative',
  ...row(vars.space[2], 'inline-flex'),
  padding: `${vars.space[3]} ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.sm} ${vars.radius.sm} 0 0`,
  transition: `color ${vars.motion.durationFast}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space[2],
      right: vars.space[2],
      bottom: -1,
      height: 2,
      borderRadius: 2,
      background: 'transparent',
      transition: `background-color ${vars.motion.durationBase}`,
    },
    '&[data-hovered]': { color: vars.color.text.primary },
    '&[data-selected]': { color: vars.color.text.primary },
    '&[data-selected]::after': { background: vars.color.brand.solid },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

export const panel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: { '&[data-focus-visible]': focusRing },
});
