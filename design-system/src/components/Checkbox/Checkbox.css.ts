import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { control, focusRing } from '../../styles/shared.css';
import { inlineCenter } from '../../styles/layout';

export const root = style([control, { color: vars.color.text.primary }]);

export const box = style({
  ...inlineCenter,
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: 5,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.brand.onSolid,
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.text.primary },
    [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: {
      backgroundColor: vars.color.brand.solid,
      borderColor: vars.color.brand.solid,
    },
    [`${root}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const mark = style({
  visibility: 'hidden',
  selectors: { [`${root}[data-selected] &, ${root}[data-indeterminate] &`]: { visibility: 'visible' } },
});
