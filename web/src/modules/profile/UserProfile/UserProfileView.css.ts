import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';
import { bareList } from '../../common/layout.css';

export const grid = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: '1fr',
  '@media': { [media.lg]: { gridTemplateColumns: '2fr 1fr' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });
export const identity = style({ display: 'flex', gap: vars.space[4], alignItems: 'center' });
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.text.secondary });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });
export const bio = style({ margin: 0, whiteSpace: 'pre-wrap' });
export const checklist = style({ ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const checkItem = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space[2] });
export const quickActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
