import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });
export const deduction = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'end',
  padding: vars.space[3],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr) minmax(0, 1fr) auto', border: 0, padding: 0 } },
});
export const rule = style({
  margin: 0,
  padding: vars.space[3],
  borderLeft: `3px solid ${vars.color.status.info.text}`,
  backgroundColor: vars.color.surface.sunken,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const facts = style({ margin: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: `${vars.space[1]} ${vars.space[4]}`, overflowWrap: 'anywhere' });
export const factValue = style({ margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const total = style({ fontWeight: vars.fontWeight.semibold });
