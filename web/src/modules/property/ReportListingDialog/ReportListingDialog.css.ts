import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
