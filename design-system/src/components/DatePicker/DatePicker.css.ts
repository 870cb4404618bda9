import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const group = style({ gap: vars.space[1], paddingRight: vars.space[1], width: 'auto', minWidth: 200 });

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center', fontVariantNumeric: 'tabular-nums' });

export const segment = style({
  padding: '0 2px',
  borderRadius: 4,
  outline: 'none',
  caretColor: 'transparent',
  selectors: {
    '&[data-placeholder]': { color: vars.color.text.muted },
    '&[data-type="literal"]': { color: vars.color.text.muted },
    '&[data-focused]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
  },
});

export const rangeDash = style({ padding: `0 ${vars.space[1]}`, color: vars.color.text.muted });

export const popover = style({ maxHeight: 'none' });
