import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontSize: vars.fontSize.sm,
});
export const term = style({ color: vars.color.text.secondary });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const plainList = style({ margin: 0, paddingLeft: vars.space[4] });
