import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { bareList, stack } from '../../styles/layout';

export const root = style({ ...stack(vars.space[3]), minWidth: 0 });

// Calendar and times side by side when there is room (a wide dialog), one above the other on a phone.
export const body = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4], alignItems: 'flex-start' });
export const calendarColumn = style({ flex: '1 1 260px', minWidth: 0, maxWidth: 360 });
export const timesColumn = style({ ...stack(vars.space[2]), flex: '1 1 180px', minWidth: 0 });

export const zone = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });
export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const times = style({ ...bareList, display: 'grid', gap: vars.space[2], gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))' });

export const time = style({
  ...stack('2px'),
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { backgroundColor: vars.color.brand.solid, borderColor: vars.color.brand.solid, color: vars.color.brand.onSolid },
    // Full: struck through and named 'Full' (not colour alone), not selectable.
    '&[data-disabled]': { cursor: 'not-allowed', backgroundColor: vars.color.surface.sunken, color: vars.color.text.muted },
  },
});
export const timeLabel = style({
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${time}[data-disabled] &`]: { textDecoration: 'line-through' } },
});
export const places = style({ fontSize: vars.fontSize.xs });
