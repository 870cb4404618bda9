import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

/** One reference: three fields in a row from md on, stacked on a phone, with its Remove button. */
export const reference = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr)) auto' } },
});

export const references = style({ margin: 0, padding: 0, border: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: vars.fontWeight.semibold });
