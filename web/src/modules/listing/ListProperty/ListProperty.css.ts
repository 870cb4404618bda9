import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, toastBottomInset, vars } from '@hearth/design-system';

// Top and bottom only: the side padding is the shell container's (a shorthand here would zero it on phones).
export const page = style({ paddingTop: vars.space[8], paddingBottom: vars.space[12], maxWidth: 880, display: 'flex', flexDirection: 'column', gap: vars.space[6] });
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6] });
const columns = (count: number) => `repeat(${count}, minmax(0, 1fr))`;
export const grid2 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: columns(1), '@media': { [media.md]: { gridTemplateColumns: columns(2) } } });
export const grid3 = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: columns(1), '@media': { [media.md]: { gridTemplateColumns: columns(3) } } });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });
// The action bar stays sticky on every screen, so the submit is at hand on a seven-section form, and one row tall:
// on phones Cancel at its width and the other two sharing the rest, labels wrapping if they must, instead of a
// second row of buttons over the fields.
const phone = `screen and (max-width: ${breakpoints.sm - 0.02}px)`;
const ACTION_BAR_ROOM = '72px';
export const actions = style({
  position: 'sticky',
  bottom: 0,
  display: 'grid',
  gridTemplateColumns: 'auto repeat(2, minmax(0, 1fr))',
  gap: vars.space[2],
  // Thin on phones: French labels take two lines ('Enregistrer le brouillon') and the bar stays within 72 px.
  padding: `${vars.space[2]} 0`,
  background: `linear-gradient(transparent, ${vars.color.surface.page} 30%)`,
  '@media': { [media.sm]: { display: 'flex', gap: vars.space[3], justifyContent: 'flex-end', padding: `${vars.space[4]} 0` } },
});
// The design system's buttons wrap their labels on a phone; here they also give their padding to the words (three
// short French lines, « Enregistrer le brouillon », within the bar's 72 px).
globalStyle(`${actions} > button`, { '@media': { [phone]: { padding: `0 ${vars.space[2]}` } } });
export const draftNote = style({ gridColumn: '1 / -1', alignSelf: 'center', fontSize: vars.fontSize.sm });
// While the bar is on the page, toasts stack above it (never over its submit) and a field reached with Tab scrolls
// clear of it.
globalStyle(`:root:has(${actions})`, { vars: { [toastBottomInset]: ACTION_BAR_ROOM }, scrollPaddingBottom: ACTION_BAR_ROOM });
export const formError = style({
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: vars.color.status.danger.bg,
  color: vars.color.status.danger.text,
  border: `1px solid ${vars.color.status.danger.border}`,
});
