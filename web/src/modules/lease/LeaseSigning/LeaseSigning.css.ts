import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0, fontSize: vars.fontSize.sm });
export const status = style({ margin: 0, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
export const signatures = style({ margin: 0, padding: 0, listStyle: 'none', color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const links = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space[2]} ${vars.space[4]}` });
