import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media, vars } from '@hearth/design-system';
import { bareList } from '../common/layout.css';

/** Below md: a phone. The home keeps its first screen for results there (docs/product.md#home). */
export const phone = `screen and (max-width: ${breakpoints.md - 0.02}px)`;

export const hero = style({
  background: `radial-gradient(1200px 400px at 80% -10%, #FED7AA 0%, transparent 60%), linear-gradient(180deg, ${vars.color.brand.subtle} 0%, ${vars.color.surface.page} 100%)`,
  padding: `${vars.space[4]} 0`,
  '@media': { [media.md]: { padding: `${vars.space[16]} 0 ${vars.space[12]}` } },
});
/** The hero's tagline and text are for large screens; a phone's first screen shows the search and results. */
export const heroExtra = style({ '@media': { [phone]: { display: 'none' } } });
export const eyebrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.brand.subtleText,
  fontWeight: vars.fontWeight.medium,
});
export const heroTitle = style({
  margin: 0,
  fontSize: '1.5rem',
  lineHeight: 1.1,
  letterSpacing: '-0.03em',
  fontWeight: vars.fontWeight.bold,
  maxWidth: 760,
  '@media': { [media.md]: { margin: `${vars.space[4]} 0 ${vars.space[3]}`, fontSize: 'clamp(2rem, 5vw, 3.25rem)' } },
});
export const heroAccent = style({ color: vars.color.brand.solid });
export const heroText = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.secondary, maxWidth: 620, lineHeight: vars.lineHeight.normal });

const barBox = {
  marginTop: vars.space[4],
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  padding: vars.space[4],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
} as const;
/** The full bar (md and up): 2 columns, then every field in one row from lg. */
export const filterBar = style({
  ...barBox,
  marginTop: vars.space[8],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1.2fr) repeat(3, minmax(0, 0.9fr)) auto' } },
});
/** Phones: the text field, then 'Filters' and 'Search' side by side. */
const compactGrid = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } as const;
const COMPACT_HEIGHT = 166;
export const compactBar = style({ ...barBox, ...compactGrid, minHeight: COMPACT_HEIGHT });
// The lazy filter bar's stand-in reserves the bar's rendered height at each breakpoint (compact on phones, then 4
// and 2 rows), so nothing below it moves when the bar arrives (Lighthouse CLS).
export const filterBarPlaceholder = style({
  ...barBox,
  ...compactGrid,
  minHeight: COMPACT_HEIGHT,
  '@media': {
    [media.md]: { marginTop: vars.space[8], minHeight: 332 },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1.2fr) repeat(3, minmax(0, 0.9fr)) auto', minHeight: 178 },
  },
});
/**
 * The stand-in's 'Filters' disclosure: on phones a button that opens the fields in the form (the sheet's no-script
 * fallback); from md up it is not there at all (its fields are the bar's own cells).
 */
export const filtersDisclosure = style({
  selectors: { '&[open]': { gridColumn: '1 / -1' } },
  '@media': { [media.md]: { display: 'contents' } },
});
globalStyle(`${filtersDisclosure}::details-content`, { '@media': { [media.md]: { display: 'contents', contentVisibility: 'visible' } } });
export const filtersSummary = style({
  width: '100%',
  listStyle: 'none',
  cursor: 'pointer',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
  '@media': { [media.md]: { display: 'none' } },
});
export const sheetFields = style({
  display: 'grid',
  gap: vars.space[3],
  marginTop: vars.space[3],
  '@media': { [media.md]: { display: 'contents' } },
});
export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
/** Phones: the bar's buttons fill their half of the row and are 48 px tall. */
export const compactButton = style({ '@media': { [phone]: { width: '100%', minHeight: 48 } } });
/** The text search and 'More filters' take a whole row of the bar. */
export const searchText = style({ gridColumn: '1 / -1' });
/** The filters sheet's fields, one column. */
export const sheetBody = style({ display: 'grid', gap: vars.space[4] });
/** 'Show results' stays in reach at the bottom of the sheet while its fields scroll. */
export const sheetActions = style({
  position: 'sticky',
  bottom: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingBlock: vars.space[3],
  background: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
export const moreFilters = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});

// Block padding only: the section also carries the page container's side padding.
export const section = style({ paddingBlock: vars.space[6], '@media': { [media.md]: { paddingBlock: vars.space[10] } } });
export const sectionHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  marginBottom: vars.space[4],
  flexWrap: 'wrap',
  '@media': { [media.md]: { marginBottom: vars.space[6] } },
});
// Focused (and scrolled to, clear of the sticky bar) after a phone's search.
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '-0.02em',
  scrollMarginTop: 80,
  '@media': { [media.md]: { fontSize: vars.fontSize['2xl'] } },
});
/** The map's 'Search this area' box, shown while it filters: a link to the same search without it. */
export const areaChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: 44,
  padding: `0 ${vars.space[4]}`,
  marginBottom: vars.space[4],
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.brand.subtle,
  color: vars.color.text.primary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' }, '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
// Prerendered with the page (it reads nothing of the URL), so nothing moves when the app starts.
export const sectionTools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[3] });
export const sectionHint = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });

/** A bare list laid out as a grid of cards, one column on phones. */
const cardList = style({
  ...bareList,
  display: 'grid',
  gap: vars.space[6],
  // minmax(0, …): a plain 1fr track is at least as wide as its card's longest word or one-line title.
  gridTemplateColumns: 'minmax(0, 1fr)',
});
export const grid = style([
  cardList,
  { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
]);
// Cards off screen skip layout and paint until scrolled near (the intrinsic size keeps the scrollbar steady).
globalStyle(`${grid} > li`, { contentVisibility: 'auto', containIntrinsicSize: 'auto 460px' });
export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space[8] });
export const errorBox = style({
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.status.danger.bg,
  border: `1px solid ${vars.color.status.danger.border}`,
  color: vars.color.status.danger.text,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  flexWrap: 'wrap',
});

export const steps = style([cardList, { counterReset: 'step', '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }]);
export const step = style({
  padding: vars.space[6],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.sm,
});
export const stepNumber = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.full,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.bold,
  marginBottom: vars.space[4],
});
export const stepTitle = style({ margin: `0 0 ${vars.space[2]}`, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });
export const stepText = style({ margin: 0, color: vars.color.text.secondary, lineHeight: vars.lineHeight.normal });
export const howItWorks = style({ background: vars.color.surface.raised, borderTop: `1px solid ${vars.color.border.subtle}`, padding: `${vars.space[12]} 0` });

// As tall as the select, which appears once the app runs: nothing below moves.
export const resultsBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], minHeight: 44, marginBottom: vars.space[4] });
export const resultCount = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const sortLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const sortSelect = style({
  minHeight: 44,
  padding: `0 ${vars.space[3]}`,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});

// Results and their map: side by side from large screens (two card columns then), one at a time below.
export const viewSwitch = style({ display: 'flex', gap: vars.space[2], marginBottom: vars.space[4], '@media': { [media.lg]: { display: 'none' } } });
export const results = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
});
export const listPane = style({ selectors: { '&[data-view="map"]': { display: 'none' } }, '@media': { [media.lg]: { selectors: { '&[data-view="map"]': { display: 'block' } } } } });
globalStyle(`${results} ${grid}`, { '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } });
export const mapPane = style({
  display: 'none',
  height: '70vh',
  minHeight: 320,
  selectors: { '&[data-view="map"]': { display: 'block' } },
  '@media': { [media.lg]: { display: 'block', position: 'sticky', top: vars.space[16], height: 'calc(100vh - 8rem)' } },
});
export const mapCard = style({ display: 'grid', gap: vars.space[1], padding: `0 ${vars.space[2]} ${vars.space[2]}` });
export const mapCardFacts = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const mapCardTitle = style({ color: vars.color.text.primary, fontWeight: vars.fontWeight.semibold, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const mapPlaceholder = style({ height: '100%', borderRadius: vars.radius.lg, background: '#c4dbea' });

// Phones: the cards' links and buttons are 44 px too (the design system's fields, buttons and checkboxes already are).
globalStyle(`${grid} button, ${grid} a[href]`, { '@media': { [phone]: { minWidth: 44, minHeight: 44 } } });
