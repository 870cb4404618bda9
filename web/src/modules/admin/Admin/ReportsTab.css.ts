import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const details = style({ margin: `${vars.space[1]} 0 0`, fontSize: vars.fontSize.sm, maxWidth: '40ch', overflowWrap: 'anywhere' });
