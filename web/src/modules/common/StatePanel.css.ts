import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';
import { centered } from './layout.css';

// A whole page's state: the centred column of an inline notice, filling the page and spaced wider.
export const panel = style([centered, { flex: 1, justifyContent: 'center', gap: vars.space[4], padding: `${vars.space[16]} ${vars.space[4]}` }]);
export const icon = style({
  width: 64,
  height: 64,
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand.subtle,
  color: vars.color.brand.solid,
});
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold });
export const text = style({ margin: 0, color: vars.color.text.secondary, maxWidth: 440, lineHeight: vars.lineHeight.normal });
export const actions = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', justifyContent: 'center' });
