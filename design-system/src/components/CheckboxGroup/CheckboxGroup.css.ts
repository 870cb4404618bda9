import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `${vars.space[3]} ${vars.space[4]}`,
  paddingTop: vars.space[1],
});

export const vertical = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], paddingTop: vars.space[1] });
