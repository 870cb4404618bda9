import { style } from '@vanilla-extract/css';
import { phoneMedia, tapTargetPx, vars } from '@hearth/design-system';

export const fairPrice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  marginTop: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  overflowWrap: 'anywhere',
});
export const sentence = style({ margin: 0, fontWeight: vars.fontWeight.semibold });
export const how = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
// On a phone the line is a whole tap target: as tall as a finger, its text in the middle.
export const summary = style({ cursor: 'pointer', color: vars.color.text.link, minHeight: 24, '@media': { [phoneMedia]: { minHeight: tapTargetPx, paddingBlock: vars.space[3], boxSizing: 'border-box' } } });
export const explanation = style({ margin: `${vars.space[2]} 0 0`, lineHeight: vars.lineHeight.normal });
