import { style } from '@vanilla-extract/css';
import { vars } from '../tokens/theme.css';
import { row, stack } from './layout';
import { phoneMedia, tapTargetPx } from '../tokens/media';

/** Visible keyboard focus, used by every interactive component via [data-focus-visible]. */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** A checkbox, radio or switch with its label beside it. */
export const control = style({
  ...row(vars.space[2], 'inline-flex'),
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  // Phones: the label is tapped, not the 18 px box, so the label is the whole tap target.
  '@media': { [phoneMedia]: { minHeight: tapTargetPx } },
  selectors: { '&[data-disabled]': { color: vars.color.text.muted, cursor: 'not-allowed' } },
});

export const field = style({ ...stack(vars.space[1]), minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text.primary,
});

/** Large figures and page titles. */
export const displayText = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.text.muted });

export const fieldError = style({ fontSize: vars.fontSize.sm, color: vars.color.status.danger.text });

/** The box shared by text inputs, selects, date fields and number fields. */
export const inputBox = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: 40,
  '@media': { [phoneMedia]: { minHeight: tapTargetPx } },
  padding: `0 ${vars.space[3]}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  transition: `border-color ${vars.motion.durationFast}, box-shadow ${vars.motion.durationFast}`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.muted },
    '&[data-hovered]': { borderColor: vars.color.text.secondary },
    '&[data-focused], &[data-focus-within], &:focus-within': {
      borderColor: vars.color.border.focus,
      boxShadow: `0 0 0 3px ${vars.color.brand.subtle}`,
    },
    '&[data-invalid]': { borderColor: vars.color.status.danger.text },
    '&[data-disabled]': { backgroundColor: vars.color.surface.sunken, color: vars.color.text.muted, cursor: 'not-allowed' },
  },
});

/** A bare text input inside an `inputBox` group (ComboBox, NumberField): the group draws the box. */
export const groupInput = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch', // the group's height, less its border
  // Phones: the input itself is a whole tap target (the group's border then makes the field 46 px).
  '@media': { [phoneMedia]: { minHeight: tapTargetPx } },
  border: 'none',
  outline: 'none',
  background: 'transparent',
  font: 'inherit',
  color: 'inherit',
});

/** An icon button inside an `inputBox` group (ComboBox toggle, NumberField steppers). */
export const groupButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  alignSelf: 'stretch',
  '@media': { [phoneMedia]: { width: tapTargetPx } },
  border: 'none',
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  outline: 'none',
});

/** Popover surface for Select, ComboBox, Menu and date pickers. */
export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 320,
  overflow: 'auto',
  padding: vars.space[1],
  backgroundColor: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: 'none', opacity: 1 },
  },
});

/** Option rows in ListBox and Menu. */
export const option = style({
  ...row(vars.space[2]),
  padding: `${vars.space[2]} ${vars.space[3]}`,
  '@media': { [phoneMedia]: { minHeight: tapTargetPx } },
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  color: vars.color.text.primary,
  cursor: 'default',
  outline: 'none',
  textDecoration: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { backgroundColor: vars.color.surface.hover },
    '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
    '&[data-selected]': { fontWeight: vars.fontWeight.semibold },
    '&[data-disabled]': { color: vars.color.text.muted },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  },
});

/** A line in an open list that is not an option ('Searching…' while suggestions load). */
export const optionNote = style([option, { color: vars.color.text.secondary, fontStyle: 'italic' }]);

export const optionCheck = style({
  marginLeft: 'auto',
  color: vars.color.brand.solid,
  visibility: 'hidden',
  selectors: { [`${option}[data-selected] &`]: { visibility: 'visible' } },
});
