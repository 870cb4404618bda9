import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const filter = style({ minWidth: 180 });
export const propertyCell = style({ display: 'flex', gap: vars.space[3], alignItems: 'center' });
