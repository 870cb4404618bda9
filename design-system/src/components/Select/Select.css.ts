import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const trigger = style({
  justifyContent: 'space-between',
  gap: vars.space[2],
  cursor: 'pointer',
  textAlign: 'left',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' },
    '&[data-pressed]': { backgroundColor: vars.color.surface.sunken },
  },
});

// The chosen value wraps rather than being cut (« Tous les ty… » in a narrow cell): French labels run long.
export const value = style({
  flex: 1,
  minWidth: 0,
  overflowWrap: 'break-word',
  selectors: { '&[data-placeholder]': { color: vars.color.text.muted } },
});

// The chosen option is drawn again inside the trigger, with its list check mark: hidden there, the mark still took
// its width past the ellipsis and out of a 320 px window.
globalStyle(`${value} > svg`, { display: 'none' });

export const chevron = style({ color: vars.color.text.secondary, flexShrink: 0 });
