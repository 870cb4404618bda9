import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { phoneMedia, tapTargetPx } from '../../tokens/media';

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
    '&:focus-visible': focusRing,
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' },
    '&[aria-current]': { fontWeight: vars.fontWeight.semibold },
  },
  // Hover only where there is a real pointer (no sticky hover after a tap); :where keeps a class's own :hover the winner.
  '@media': { '(hover: hover)': { selectors: { '&:hover:where(:not([data-disabled]))': { color: vars.color.brand.solidHover, textDecorationThickness: '2px' } } } },
});

/** Quiet link: inherits colour, underline on hover only (nav and footer). */
export const subtle = style({
  color: 'inherit',
  textDecoration: 'none',
  '@media': { '(hover: hover)': { selectors: { '&:hover:where(:not([data-disabled]))': { color: vars.color.text.primary, textDecoration: 'underline' } } } },
});

/** A link on its own line: on a phone as tall as a finger's tap, its text centred in that height. */
export const standalone = style({ '@media': { [phoneMedia]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTargetPx } } });
