import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const booked = style({ margin: 0, paddingLeft: vars.space[5], color: vars.color.status.danger.text, fontSize: vars.fontSize.sm });
