import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';

export const link = style({
  color: vars.color.text.link,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  textDecorationThickness: '1px',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: 2,
  selectors: {
    '&[data-hovered]': { color: vars.color.brand.solidHover, textDecorationThickness: '2px' },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    '&[data-current]': { fontWeight: vars.fontWeight.semibold },
  },
});

/** Quiet link: inherits colour, underline on hover only (nav and footer). */
export const subtle = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { color: vars.color.text.primary, textDecoration: 'underline' } },
});
