import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(2px)' }, to: { opacity: 1, transform: 'none' } });

export const tooltip = style({
  maxWidth: 260,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-entering]': { animation: `${appear} ${vars.motion.durationFast} ${vars.motion.easeStandard}` } },
});

export const arrow = style({ fill: vars.color.surface.inverse, display: 'block' });
