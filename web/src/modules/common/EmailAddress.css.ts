import { style } from '@vanilla-extract/css';

export const email = style({ maxWidth: '100%', overflowWrap: 'normal' });
// Each half is one unbreakable piece, cut with an ellipsis rather than wrapped letter by letter.
export const part = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});
