import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const filter = style({ minWidth: 180 });
export const propertyCell = style({ display: 'flex', gap: vars.space[3], alignItems: 'center' });
// A long title wraps in a readable column instead of stretching the table by its longest word.
export const propertyText = style({ minWidth: '12rem', overflowWrap: 'anywhere' });

export const notes = style({ listStyle: 'none', margin: `${vars.space[2]} 0 0`, padding: 0, display: 'grid', gap: vars.space[1], fontSize: vars.fontSize.sm });

export const cards = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });
export const card = style({
  display: 'grid',
  gap: vars.space[2],
  padding: vars.space[4],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
/** The card's buttons: at least 44 px tall, sharing the row (a single one takes it all). */
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
globalStyle(`${cardActions} > *`, { flex: '1 1 8rem', minHeight: 44 });
