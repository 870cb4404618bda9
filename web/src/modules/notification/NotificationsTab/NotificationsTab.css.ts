import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const unread = style({ backgroundColor: vars.color.brand.subtle, borderColor: vars.color.brand.solid });
export const message = style({ margin: 0, color: vars.color.text.primary });
