import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const row = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space[2], flexWrap: 'wrap' });
export const links = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center', gap: vars.space[1], fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const alert = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  background: vars.color.status.danger.bg,
  color: vars.color.status.danger.text,
  border: `1px solid ${vars.color.status.danger.border}`,
});
export const notice = style([alert, {
  background: vars.color.status.success.bg,
  color: vars.color.status.success.text,
  border: `1px solid ${vars.color.status.success.border}`,
}]);
export const mismatch = style([alert, { display: 'flex', flexDirection: 'column', gap: vars.space[2] }]);
export const radios = style({ display: 'flex', gap: vars.space[4] });
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  color: vars.color.text.muted,
  fontSize: vars.fontSize.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  selectors: { '&::before, &::after': { content: '""', flex: 1, height: 1, background: vars.color.border.subtle } },
});
