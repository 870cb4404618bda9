import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 10',
  borderRadius: vars.radius.xl,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
});

export const nav = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  backgroundColor: vars.color.surface.translucent,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.surface.raised } },
});
export const prev = style({ left: vars.space[3] });
export const next = style({ right: vars.space[3] });

export const counter = style({
  position: 'absolute',
  right: vars.space[3],
  bottom: vars.space[3],
  padding: `2px ${vars.space[2]}`,
  borderRadius: vars.radius.full,
  backgroundColor: 'rgba(28, 25, 23, 0.75)',
  color: '#FFFFFF',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const thumbs = style({ display: 'flex', gap: vars.space[2], overflowX: 'auto', padding: 2 });

export const thumb = style({
  flexShrink: 0,
  width: 88,
  height: 64,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  cursor: 'pointer',
  opacity: 0.7,
  background: 'none',
  outline: 'none',
  transition: `opacity ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    '&[data-hovered]': { opacity: 1 },
    '&[data-selected]': { opacity: 1, borderColor: vars.color.brand.solid },
    '&[data-focus-visible]': focusRing,
  },
});
