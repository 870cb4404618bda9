import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

// The photo order's Move earlier: the Move later chevron, turned.
export const up = style({ transform: 'rotate(180deg)' });
