import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { groupButton, groupInput } from '../../styles/shared.css';

export const group = style({ paddingRight: 0 });

export const input = style([groupInput, { selectors: { '&::placeholder': { color: vars.color.text.muted } } }]);

export const button = style([groupButton, { selectors: { '&[data-hovered]': { color: vars.color.text.primary } } }]);
