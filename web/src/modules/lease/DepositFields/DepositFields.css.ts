import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

export const group = style({ margin: 0, padding: 0, border: 0, display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space[2], fontWeight: vars.fontWeight.semibold });
export const deposit = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto' } },
});
export const rule = style({
  margin: 0,
  padding: vars.space[3],
  borderLeft: `3px solid ${vars.color.status.info.text}`,
  backgroundColor: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
