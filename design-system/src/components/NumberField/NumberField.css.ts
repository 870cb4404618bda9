import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing, groupButton, groupInput } from '../../styles/shared.css';

export const group = style({ padding: 0, overflow: 'hidden' });

export const input = style([groupInput, { padding: `0 ${vars.space[3]}` }]);

export const stepper = style([
  groupButton,
  {
    borderLeft: `1px solid ${vars.color.border.subtle}`,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.hover, color: vars.color.text.primary },
      '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
      '&[data-focus-visible]': { ...focusRing, outlineOffset: '-2px' },
      '&[data-disabled]': { opacity: 0.4, cursor: 'not-allowed' },
    },
  },
]);
