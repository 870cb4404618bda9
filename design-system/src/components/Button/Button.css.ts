import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { inlineCenter } from '../../styles/layout';
import { phoneMedia, tapTargetPx } from '../../tokens/media';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** Elements styled as buttons without react-aria, which marks its own with data-rac. */
const native = '&:not([data-rac])';
/** Hover only where there is a real pointer, as react-aria's data-hovered does (no sticky hover after a tap). */
const nativeHover = (style: object) => ({ '@media': { '(hover: hover)': { selectors: { [`${native}:hover:not(:disabled)`]: style } } } });

export const base = style({
  boxSizing: 'border-box',
  ...inlineCenter,
  gap: vars.space[2],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  // Phones: every button is a whole tap target (44 px, WCAG 2.5.5), whatever its size on larger screens.
  '@media': { [phoneMedia]: { minHeight: tapTargetPx } },
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easeStandard}, border-color ${vars.motion.durationFast}, transform ${vars.motion.durationFast}`,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-pressed]': { transform: 'scale(0.98)' },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-pending]': { cursor: 'progress' },
    // A plain <button>/<a> given buttonClassName (no react-aria, so no data-* states): the same looks from CSS.
    [`${native}:focus-visible`]: focusRing,
    [`${native}:active`]: { transform: 'scale(0.98)' },
    [`${native}:disabled`]: { cursor: 'not-allowed', opacity: 0.5 },
  },
});

/**
 * Phones: a label longer than the screen (French often is) wraps inside its button, which grows taller, instead of
 * pushing the button past its dialog's or card's edge.
 */
const wrapsOnPhone = (height: number) => ({
  '@media': {
    [phoneMedia]: {
      height: 'auto',
      minHeight: Math.max(height, tapTargetPx),
      maxWidth: '100%',
      paddingBlock: vars.space[1],
      whiteSpace: 'normal',
      lineHeight: 1.2,
      textAlign: 'center',
    },
  },
} as const);

export const size = styleVariants({
  sm: { height: 32, padding: `0 ${vars.space[3]}`, fontSize: vars.fontSize.sm, ...wrapsOnPhone(32) },
  md: { height: 40, padding: `0 ${vars.space[4]}`, fontSize: vars.fontSize.sm, ...wrapsOnPhone(40) },
  lg: { height: 48, padding: `0 ${vars.space[6]}`, fontSize: vars.fontSize.md, ...wrapsOnPhone(48) },
});

/** Square buttons for the icon variant; width follows the height of the size. */
export const iconSize = styleVariants({
  sm: { width: 32, height: 32, padding: 0, '@media': { [phoneMedia]: { minWidth: tapTargetPx } } },
  md: { width: 40, height: 40, padding: 0, '@media': { [phoneMedia]: { minWidth: tapTargetPx } } },
  lg: { width: 48, height: 48, padding: 0 },
});

const solid = (bg: string, hover: string, pressed: string, fg: string) => ({
  backgroundColor: bg,
  color: fg,
  selectors: {
    '&[data-hovered]': { backgroundColor: hover },
    '&[data-pressed]': { backgroundColor: pressed },
    [`${native}:active:not(:disabled)`]: { backgroundColor: pressed },
  },
  ...nativeHover({ backgroundColor: hover }),
});

export const variant = styleVariants({
  default: solid(vars.color.brand.solid, vars.color.brand.solidHover, vars.color.brand.solidPressed, vars.color.brand.onSolid),
  destructive: solid(
    vars.color.destructive.solid,
    vars.color.destructive.solidHover,
    vars.color.destructive.solidPressed,
    vars.color.destructive.onSolid,
  ),
  secondary: solid(vars.color.surface.sunken, vars.color.surface.hover, vars.color.surface.pressed, vars.color.text.primary),
  outline: {
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    borderColor: vars.color.border.default,
    selectors: {
      '&[data-hovered]': { backgroundColor: vars.color.surface.sunken, borderColor: vars.color.border.strong },
      '&[data-pressed]': { backgroundColor: vars.color.surface.pressed },
      [`${native}:active:not(:disabled)`]: { backgroundColor: vars.color.surface.pressed },
    },
    ...nativeHover({ backgroundColor: vars.color.surface.sunken, borderColor: vars.color.border.strong }),
  },
  ghost: solid('transparent', vars.color.surface.hover, vars.color.surface.pressed, vars.color.text.primary),
  icon: {
    ...solid('transparent', vars.color.surface.hover, vars.color.surface.pressed, vars.color.text.primary),
    borderRadius: vars.radius.full,
  },
});

export const fullWidth = style({ width: '100%' });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.7s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' } },
});
