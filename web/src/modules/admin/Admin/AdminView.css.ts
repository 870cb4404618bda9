import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const filter = style({ minWidth: 180 });
export const propertyCell = style({ display: 'flex', gap: vars.space[3], alignItems: 'center' });
// A long title wraps in a readable column instead of stretching the table by its longest word.
export const propertyText = style({ minWidth: '12rem', overflowWrap: 'anywhere' });

export const notes = style({ listStyle: 'none', margin: `${vars.space[2]} 0 0`, padding: 0, display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm });
