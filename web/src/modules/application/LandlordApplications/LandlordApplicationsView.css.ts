import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const listingField = style({ width: '100%', maxWidth: '24rem' });
/** The listing select and Compare, side by side, wrapping under the title on a phone. */
export const toolbar = style({ display: 'flex', gap: vars.space[3], alignItems: 'flex-end', flexWrap: 'wrap', flex: '1 1 16rem', justifyContent: 'flex-end', minWidth: 0 });
/** The compare table scrolls inside its own box on a phone, never the page. */
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({ borderCollapse: 'collapse', width: '100%', fontSize: vars.fontSize.sm });
export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  minWidth: '8rem',
  overflowWrap: 'anywhere',
});
export const rowHead = style([cell, { color: vars.color.text.secondary, fontWeight: vars.fontWeight.medium, minWidth: '6rem' }]);
export const plainList = style({ margin: 0, paddingLeft: vars.space[4] });
