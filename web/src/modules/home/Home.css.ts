import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';
import { bareList } from '../common/layout.css';

export const hero = style({
  background: `radial-gradient(1200px 400px at 80% -10%, #FED7AA 0%, transparent 60%), linear-gradient(180deg, ${vars.color.brand.subtle} 0%, ${vars.color.surface.page} 100%)`,
  padding: `${vars.space[12]} 0 ${vars.space[10]}`,
  '@media': { [media.md]: { padding: `${vars.space[16]} 0 ${vars.space[12]}` } },
});
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
  margin: `${vars.space[4]} 0 ${vars.space[3]}`,
  fontSize: 'clamp(2rem, 5vw, 3.25rem)',
  lineHeight: 1.1,
  letterSpacing: '-0.03em',
  fontWeight: vars.fontWeight.bold,
  maxWidth: 760,
});
export const heroAccent = style({ color: vars.color.brand.solid });
export const heroText = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text.secondary, maxWidth: 620, lineHeight: vars.lineHeight.normal });

export const filterBar = style({
  marginTop: vars.space[8],
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  padding: vars.space[4],
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1.2fr) repeat(3, minmax(0, 0.9fr)) auto' },
  },
});
// The lazy filter bar's stand-in reserves the bar's rendered height at each breakpoint (7, 4 and 2 rows), so
// nothing below it moves when the bar arrives (Lighthouse CLS).
export const filterBarPlaceholder = style([
  filterBar,
  { minHeight: 538, '@media': { [media.sm]: { minHeight: 332 }, [media.lg]: { minHeight: 178 } } },
]);
export const filterActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });
/** The text search and 'More filters' take a whole row of the bar. */
export const searchText = style({ gridColumn: '1 / -1' });
export const moreFilters = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' } },
});

// Block padding only: the section also carries the page container's side padding.
export const section = style({ paddingBlock: vars.space[10] });
export const sectionHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: vars.space[4], marginBottom: vars.space[6], flexWrap: 'wrap' });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, letterSpacing: '-0.02em' });
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
export const resultsBar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], minHeight: 40, marginBottom: vars.space[4] });
export const resultCount = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
export const sortLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const sortSelect = style({
  minHeight: 40,
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
export const mapPlaceholder = style({ height: '100%', borderRadius: vars.radius.lg, background: '#d6e4ee' });
