import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { bareList } from '../../styles/layout';

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surface.sunken,
  overflow: 'hidden',
});

export const badges = style({ position: 'absolute', top: vars.space[3], left: vars.space[3], display: 'flex', flexWrap: 'wrap', gap: vars.space[1] });

export const actions = style({ position: 'absolute', top: vars.space[2], right: vars.space[2], display: 'flex', gap: vars.space[1] });

/** Icon buttons sit on photos: give them a solid chip so they stay legible. */
export const actionChip = style({
  backgroundColor: vars.color.surface.translucent,
  boxShadow: vars.shadow.sm,
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.surface.raised } },
  '@media': { '(hover: hover)': { selectors: { '&:not([data-rac]):hover': { backgroundColor: vars.color.surface.raised } } } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], padding: vars.space[4], flex: 1 });

export const titleRow = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space[3] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap', // spec: title clamped to 1 line
  minWidth: 0,
});

export const description = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
  display: '-webkit-box',
  WebkitLineClamp: 2, // spec: description clamped to 2 lines
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const location = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  ...bareList,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.secondary,
});

export const fact = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] });

export const price = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary, whiteSpace: 'nowrap' });
export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.text.primary });

export const footer = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: `0 ${vars.space[4]} ${vars.space[4]}` });
