import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';
import { bareList } from '../../common/layout.css';

// Top and bottom only: the side padding is the shell container's (a shorthand here would zero it on phones).
export const page = style({ paddingTop: vars.space[6], paddingBottom: vars.space[12] });

/**
 * Phones and tablets (one column): the contact actions in a bar stuck to the bottom of the screen. Sticky, not fixed:
 * it rests after the page's last card, so it never covers the end of the page or the footer, and open dialogs (a
 * higher layer) cover it. The home indicator's inset is kept clear. From two columns up the contact card is in view.
 */
export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  gap: vars.space[2],
  marginTop: vars.space[6],
  marginInline: `calc(-1 * ${vars.space[4]})`,
  padding: `${vars.space[3]} ${vars.space[4]} calc(${vars.space[3]} + env(safe-area-inset-bottom, 0px))`,
  background: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.lg,
  '@media': { [media.md]: { marginInline: `calc(-1 * ${vars.space[6]})`, paddingInline: vars.space[6] }, [media.lg]: { display: 'none' } },
});
// Each action takes an equal share of the bar's row, a full tap target high; a long label (French at 320 px) wraps
// onto a second line inside its button rather than running out of it.
globalStyle(`${actionBar} > *`, { flex: '1 1 0', minWidth: 0 });
globalStyle(`${actionBar} > a, ${actionBar} > button`, {
  height: 'auto',
  minHeight: 44,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[2],
  whiteSpace: 'normal',
  textAlign: 'center',
  lineHeight: 1.2,
});
export const back = style({ marginBottom: vars.space[4] });
export const layout = style({
  display: 'grid',
  gap: vars.space[8],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });
export const titleRow = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space[4], flexWrap: 'wrap' });
// Takes the line beside the rent, and wraps long words instead of widening the page.
export const titleText = style({ flex: '1 1 16rem', minWidth: 0, overflowWrap: 'anywhere' });
export const title = style({ margin: 0, fontSize: 'clamp(1.5rem, 3vw, 2rem)', lineHeight: 1.2, letterSpacing: '-0.02em' });
export const address = style({ margin: `${vars.space[2]} 0 0`, color: vars.color.text.secondary });
// On a phone the rent has a line of its own under the title: 'per month' follows it on that line, from the left. Wider,
// it sits beside the title, right-aligned, 'per month' under it.
export const rent = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, '@media': { [media.sm]: { textAlign: 'right' } } });
export const rentUnit = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.text.secondary,
  '@media': { [media.sm]: { display: 'block' } },
});
/** 'was $2,400' under the rent after a drop: the old rent, struck through for the eye, said in words for everyone. */
export const rentWas = style({ display: 'block', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.regular, color: vars.color.text.secondary, textDecoration: 'line-through' });
export const badges = style({ display: 'flex', gap: vars.space[2], flexWrap: 'wrap', marginTop: vars.space[3] });
// 140 px: a fact's longest label ('STATIONNEMENT') fits whole; a 320 px phone shows one fact a row rather than cutting it.
export const facts = style({ ...bareList, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: vars.space[3] });
export const fact = style({
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
});
export const factLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.text.muted, textTransform: 'uppercase', letterSpacing: '0.05em' });
export const factValue = style({ fontWeight: vars.fontWeight.semibold });
export const sectionTitle = style({ margin: `0 0 ${vars.space[3]}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const prose = style({ margin: 0, lineHeight: vars.lineHeight.normal, color: vars.color.text.secondary, whiteSpace: 'pre-line' });
export const amenities = style({ ...bareList, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
export const dl = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space[2]} ${vars.space[4]}`, margin: 0, fontSize: vars.fontSize.sm });
export const dt = style({ color: vars.color.text.muted });
// break-word, not anywhere: a value's words count whole when the columns share the width ('Partiellement meublé').
export const dd = style({ margin: 0, fontWeight: vars.fontWeight.medium, overflowWrap: 'break-word' });
export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const docList = style({ ...bareList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const docItem = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
});
export const docName = style({ fontWeight: vars.fontWeight.medium, overflowWrap: 'anywhere' });
export const hash = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.xs, color: vars.color.text.muted, overflowWrap: 'anywhere' });
export const groupTitle = style({ margin: `${vars.space[2]} 0`, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, textTransform: 'capitalize' });
export const skeletonStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

// The location section's map: a fixed height, the pin in its middle.
export const map = style({ height: 280 });
