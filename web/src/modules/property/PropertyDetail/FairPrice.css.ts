import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

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
export const summary = style({ cursor: 'pointer', color: vars.color.text.link, minHeight: 24 });
export const explanation = style({ margin: `${vars.space[2]} 0 0`, lineHeight: vars.lineHeight.normal });
