import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { control, focusRing } from '../../styles/shared.css';

export const root = style([control, { gap: vars.space[3] }]);

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  transition: `background-color ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
  selectors: {
    [`${root}[data-hovered] &`]: { backgroundColor: vars.color.text.secondary },
    [`${root}[data-selected] &`]: { backgroundColor: vars.color.brand.solid },
    [`${root}[data-selected][data-hovered] &`]: { backgroundColor: vars.color.brand.solidHover },
    [`${root}[data-focus-visible] &`]: focusRing,
    [`${root}[data-disabled] &`]: { opacity: 0.5 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: vars.radius.full,
  backgroundColor: '#FFFFFF',
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
  selectors: {
    [`${root}[data-selected] &`]: { transform: 'translateX(16px)' },
  },
});
