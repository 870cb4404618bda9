import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { media, phoneMedia } from '../../tokens/media';
import { bareList, stack } from '../../styles/layout';

export const footer = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
export const inner = style({
  display: 'grid',
  gap: vars.space[8],
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space[12]} ${vars.space[6]} ${vars.space[8]}`,
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr 1fr' } },
});
export const brand = style({ ...stack(vars.space[3]), maxWidth: 320 });
export const heading = style({
  margin: `0 0 ${vars.space[3]}`,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text.primary,
});
// Phones: the links are tap targets as tall as a finger (standalone), so their rows need no gap.
export const list = style({ ...stack(vars.space[2]), ...bareList, '@media': { [phoneMedia]: { gap: 0 } } });
// Side space as margin, not padding: the divider line then starts where the columns' text does.
export const bottom = style({
  width: `calc(100% - 2 * ${vars.space[6]})`,
  maxWidth: `calc(1200px - 2 * ${vars.space[6]})`,
  margin: '0 auto',
  padding: `${vars.space[4]} 0 ${vars.space[8]}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.xs,
  color: vars.color.text.muted,
});
