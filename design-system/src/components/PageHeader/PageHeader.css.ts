import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { media } from '../../tokens/media';

// No outer spacing: the page's layout (a flex gap, a margin) sets the distance to what follows.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '-0.02em',
});
export const description = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const back = style({ marginBottom: vars.space[2] });
