import { style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

// Top and bottom only: the side padding is the shell container's (a shorthand here would zero it on phones).
export const page = style({ paddingTop: vars.space[8], paddingBottom: vars.space[12], maxWidth: 880, display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const grid2 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: '1fr', '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const grid3 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: '1fr', '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr 1fr' } } });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
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
