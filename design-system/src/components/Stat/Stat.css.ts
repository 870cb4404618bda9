import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { displayText } from '../../styles/shared.css';
import { stack } from '../../styles/layout';

export const stat = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: vars.space[3] });
export const text = style({ ...stack(vars.space[1]), margin: 0 });
export const label = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, color: vars.color.text.secondary });
export const value = style([displayText, { fontVariantNumeric: 'tabular-nums', color: vars.color.text.primary }]);
export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.text.muted });
export const icon = style({
  display: 'inline-flex',
  padding: vars.space[2],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand.subtle,
  color: vars.color.brand.subtleText,
});
export const grid = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' });
