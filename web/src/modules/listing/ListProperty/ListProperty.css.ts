import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

export const page = style({ padding: `${vars.space[8]} 0 ${vars.space[12]}`, maxWidth: 880 });
export const header = style({ marginBottom: vars.space[6] });
export const title = style({ margin: 0, fontSize: 'clamp(1.75rem, 3vw, 2.25rem)', letterSpacing: '-0.02em' });
export const subtitle = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.text.secondary });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const grid2 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: '1fr', '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const grid3 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: '1fr', '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr 1fr' } } });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
export const drop = style({
  border: `2px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[6],
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[2],
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
});
export const hiddenInput = style({ display: 'none' });
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] });
export const file = style({
  display: 'grid',
  gridTemplateColumns: '48px 1fr auto',
  alignItems: 'center',
  gap: vars.space[3],
  padding: vars.space[2],
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
});
export const thumb = style({ width: 48, height: 48, borderRadius: vars.radius.sm, objectFit: 'cover', background: vars.color.surface.sunken, display: 'grid', placeItems: 'center' });
export const fileName = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const fileMeta = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted, fontFamily: vars.font.mono, overflowWrap: 'anywhere' });
export const bar = style({ height: 6, borderRadius: vars.radius.full, background: vars.color.surface.pressed, overflow: 'hidden', marginTop: 4 });
export const barFill = style({ height: '100%', background: vars.color.brand.solid, transition: 'width 200ms ease' });
export const actions = style({
  display: 'flex',
  gap: vars.space[3],
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  position: 'sticky',
  bottom: 0,
  padding: `${vars.space[4]} 0`,
  background: `linear-gradient(transparent, ${vars.color.surface.page} 30%)`,
});
export const formError = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.status.danger.bg,
  color: vars.color.status.danger.text,
  border: `1px solid ${vars.color.status.danger.border}`,
});
