import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], paddingTop: vars.space[6], paddingBottom: vars.space[12], minWidth: 0 });
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere', '@media': { [media.md]: { fontSize: vars.fontSize['3xl'] } } });
export const lead = style({ margin: 0, color: vars.color.text.secondary, maxWidth: '65ch' });
export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });
export const subTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minWidth: 0 });
export const prose = style({ margin: 0, maxWidth: '65ch', lineHeight: 1.6 });
export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], margin: 0, padding: 0, listStyle: 'none' });

/** A table wider than the window scrolls inside its own region (focusable, so the arrow keys scroll it), never the page. */
export const tableRegion = style({
  maxWidth: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 2 },
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
export const caption = style({ textAlign: 'start', padding: vars.space[3], fontWeight: vars.fontWeight.semibold, captionSide: 'top' });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, borderTop: `1px solid ${vars.color.border.subtle}`, textAlign: 'start', whiteSpace: 'nowrap', verticalAlign: 'top' });
globalStyle(`${table} thead th`, { color: vars.color.text.secondary, fontWeight: vars.fontWeight.semibold, backgroundColor: vars.color.surface.sunken });
export const numeric = style({});
globalStyle(`${table} ${numeric}`, { textAlign: 'end' });
export const groupHeader = style({});
globalStyle(`${table} ${groupHeader}`, { backgroundColor: vars.color.surface.sunken, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.md });

/** A bar chart: each row its label, its bar (SVG, as wide as the column allows) and its value, so text never scales. */
export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const figcaption = style({ fontWeight: vars.fontWeight.semibold });
export const bars = style({ display: 'grid', gridTemplateColumns: 'minmax(4.5rem, max-content) minmax(3rem, 1fr) max-content', alignItems: 'center', columnGap: vars.space[3], rowGap: vars.space[2], margin: 0 });
export const barLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' });
export const barValue = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const barTrack = style({ display: 'block', width: '100%', height: 20 });
export const barFill = style({ fill: vars.color.brand.solid });
export const barGrid = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const charts = style({ display: 'grid', gap: vars.space[6], gridTemplateColumns: '1fr', '@media': { [media.lg]: { gridTemplateColumns: '1fr 1fr' } } });
export const skeletonRows = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });
