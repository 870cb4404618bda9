import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const textArea = style({
  minHeight: 96,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  lineHeight: vars.lineHeight.normal,
  resize: 'vertical',
});
