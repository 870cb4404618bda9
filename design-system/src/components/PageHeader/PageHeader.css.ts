import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { media } from '../../tokens/media';
import { displayText } from '../../styles/shared.css';
import { stack } from '../../styles/layout';

// No outer spacing: the page's layout (a flex gap, a margin) sets the distance to what follows.
export const root = style({
  ...stack(vars.space[4]),
  '@media': { [media.md]: { flexDirection: 'row', alignItems: 'flex-end', justifyContent: 'space-between' } },
});
export const text = style({ ...stack(vars.space[1]), minWidth: 0 });
export const title = style([displayText, { letterSpacing: '-0.02em' }]);
export const description = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const back = style({ marginBottom: vars.space[2] });
