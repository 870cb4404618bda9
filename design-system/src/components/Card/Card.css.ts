import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
  overflow: 'hidden',
  transition: `box-shadow ${vars.motion.durationBase} ${vars.motion.easeStandard}, transform ${vars.motion.durationBase}`,
});

export const interactive = style({
  selectors: { '&:hover, &:focus-within': { boxShadow: vars.shadow.md } },
});

export const padding = styleVariants({
  none: { padding: 0 },
  sm: { padding: vars.space[3] },
  md: { padding: vars.space[5] },
  lg: { padding: vars.space[8] },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], marginBottom: vars.space[4] });
