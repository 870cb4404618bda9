import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { phoneMedia, tapTargetPx } from '../../tokens/media';

/**
 * A day's width on a phone: a whole tap target where seven of them fit beside the popover's margins (390 px), never
 * narrower than on larger screens (a 320 px phone keeps 40 px, the most seven days can have there).
 */
const phoneDayWidth = `clamp(40px, calc((100vw - 48px) / 7 - 2px), ${tapTargetPx}px)`;

export const calendar = style({ padding: vars.space[2], width: 'max-content' });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2], marginBottom: vars.space[2] });

export const heading = style({ margin: 0, flex: 1, textAlign: 'center', fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });

export const grid = style({ borderCollapse: 'collapse' });

export const headerCell = style({ width: 40, '@media': { [phoneMedia]: { width: phoneDayWidth } }, paddingBottom: vars.space[1], fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium, color: vars.color.text.muted });

export const cell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  '@media': { [phoneMedia]: { width: phoneDayWidth, height: tapTargetPx } },
  margin: 1,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { color: vars.color.text.muted, cursor: 'default', backgroundColor: 'transparent' },
    // Booked days: struck through and muted; still readable (not colour alone).
    '&[data-unavailable]': {
      color: vars.color.text.muted,
      textDecoration: 'line-through',
      backgroundColor: vars.color.surface.sunken,
      cursor: 'not-allowed',
    },
    '&[data-selected]': { backgroundColor: vars.color.brand.subtle, color: vars.color.brand.subtleText, borderRadius: 0 },
    '&[data-selection-start], &[data-selection-end]': {
      backgroundColor: vars.color.brand.solid,
      color: vars.color.brand.onSolid,
      borderRadius: vars.radius.md,
    },
    // Marked days: a dot under the number (a shape, not a colour alone), in the text's colour when selected.
    '&[data-marked]': { position: 'relative', fontWeight: vars.fontWeight.semibold },
    '&[data-marked]::after': {
      content: '""',
      position: 'absolute',
      bottom: 5,
      left: '50%',
      width: 5,
      height: 5,
      marginLeft: -2.5,
      borderRadius: vars.radius.full,
      backgroundColor: 'currentColor',
    },
    '&[data-invalid][data-selected]': { backgroundColor: vars.color.status.danger.bg, color: vars.color.status.danger.text },
  },
});

/** Single-date calendars: the selected day is a solid brand chip. */
export const singleCell = style({
  selectors: { '&[data-selected]': { backgroundColor: vars.color.brand.solid, color: vars.color.brand.onSolid, borderRadius: vars.radius.md } },
});

/** A calendar that fills its container (up to 360 px): the days share the width instead of 40 px each. */
export const fluidCalendar = style({ width: '100%', maxWidth: 360, boxSizing: 'border-box' });
export const fluidGrid = style({ width: '100%', tableLayout: 'fixed' });
// Shared widths on a phone too: the phone's 40-44 px day (above) would make seven days wider than a dialog at 320 px.
export const fluidHeaderCell = style({ width: 'auto', '@media': { [phoneMedia]: { width: 'auto' } } });
export const fluidCell = style({ width: 'auto', margin: 1, '@media': { [phoneMedia]: { width: 'auto' } } });
