import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hearth/design-system';

/**
 * The counters. Phones: one line of small pills (a sideways scroller when they do not fit) instead of four big cards,
 * so the tabs and their content come first. From tablets up: a grid of counter cards, as the design system's Stat.
 */
export const summaryScroller = style({
  overflowX: 'auto',
  scrollbarWidth: 'thin',
  '@media': { [media.md]: { overflowX: 'visible' } },
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.brand.solid}`, outlineOffset: 2 } },
});
export const summary = style({
  display: 'flex',
  gap: vars.space[2],
  margin: 0,
  '@media': { [media.md]: { display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' } },
});
export const summaryItem = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[1],
  flex: '0 0 auto',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
  fontSize: vars.fontSize.sm,
  whiteSpace: 'nowrap',
  '@media': {
    [media.md]: {
      flexDirection: 'column',
      alignItems: 'flex-start',
      padding: vars.space[5],
      borderRadius: vars.radius.xl,
      boxShadow: vars.shadow.sm,
      whiteSpace: 'normal',
    },
  },
});
export const summaryLabel = style({ color: vars.color.text.secondary, fontWeight: vars.fontWeight.medium });
export const summaryValue = style({
  margin: 0,
  order: -1,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
  '@media': { [media.md]: { order: 0, fontSize: vars.fontSize['3xl'], fontWeight: vars.fontWeight.bold, lineHeight: vars.lineHeight.tight } },
});

/**
 * One row of tabs at every width: on a phone it scrolls sideways (a thin scrollbar says so, and the open tab is
 * scrolled into view), where wrapping took three rows above the content.
 */
export const tabBar = style({ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' });
globalStyle(`${tabBar} > [role="tab"]`, { flex: '0 0 auto', minHeight: 44 });
