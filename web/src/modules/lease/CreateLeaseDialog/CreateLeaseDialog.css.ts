import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const booked = style({ margin: 0, paddingLeft: vars.space[5], color: vars.color.status.danger.text, fontSize: vars.fontSize.sm });
export const upload = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const uploadLabel = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
export const fileInput = style({ fontSize: vars.fontSize.sm });
