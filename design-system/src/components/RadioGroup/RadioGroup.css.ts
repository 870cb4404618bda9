import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { control, focusRing } from '../../styles/shared.css';

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  paddingTop: vars.space[1],
  selectors: { '[data-orientation="horizontal"] > &': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space[5] } },
});

export const radio = style([control]);

export const dot = style({
  width: 18,
  height: 18,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
  transition: `border-width ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.text.primary },
    [`${radio}[data-selected] &`]: { borderWidth: 5, borderColor: vars.color.brand.solid },
    [`${radio}[data-focus-visible] &`]: focusRing,
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.status.danger.text },
    [`${radio}[data-disabled] &`]: { opacity: 0.5 },
  },
});
