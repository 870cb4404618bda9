import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], padding: vars.space[4], borderRadius: vars.radius.lg, border: `1px solid ${vars.color.border.subtle}`, minWidth: 0 });
export const limits = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
