import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { stack } from '../../styles/layout';
import { media, phoneMedia, tapTargetPx } from '../../tokens/media';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' }, to: { opacity: 1, transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space[4],
  backgroundColor: vars.color.surface.overlay,
  selectors: { '&[data-entering]': { animation: `${fadeIn} ${vars.motion.durationBase} ${vars.motion.easeStandard}` } },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const modal = style({
  width: '100%',
  maxHeight: 'calc(100dvh - 32px)',
  overflow: 'auto',
  backgroundColor: vars.color.surface.raised,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: { '&[data-entering]': { animation: `${rise} ${vars.motion.durationSlow} ${vars.motion.easeStandard}` } },
});

/** A sheet covers the phone's screen edge to edge (no margin to tap beside it); from `sm` up it is a tall panel. */
export const sheetOverlay = style({ padding: 0, '@media': { [media.sm]: { padding: vars.space[4] } } });
export const sizes = {
  sm: style({ maxWidth: 420 }),
  md: style({ maxWidth: 560 }),
  lg: style({ maxWidth: 760 }),
  sheet: style({
    maxWidth: 560,
    height: '100dvh',
    maxHeight: '100dvh',
    borderRadius: 0,
    '@media': { [media.sm]: { height: 'auto', maxHeight: 'calc(100dvh - 32px)', borderRadius: vars.radius.xl } },
  }),
};

export const dialog = style({
  position: 'relative',
  ...stack(vars.space[4]),
  padding: vars.space[6],
  outline: 'none',
});

export const header = style({ ...stack(vars.space[1]), paddingRight: vars.space[8] });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text.primary,
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.text.secondary });

export const close = style({ position: 'absolute', top: vars.space[4], right: vars.space[4] });

// The buttons stay in view when the body is taller than the screen (a slot picker at 390 × 844, a form at 320 px):
// stuck to the bottom of the scrolling modal over the body, across the dialog's padding, on the dialog's own surface.
export const footer = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space[2],
  margin: `0 calc(-1 * ${vars.space[6]}) calc(-1 * ${vars.space[6]})`,
  padding: `${vars.space[3]} ${vars.space[6]} ${vars.space[6]}`,
  backgroundColor: vars.color.surface.raised,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});

// Phones: the footer's buttons are full tap targets (44 px).
globalStyle(`${footer} > button, ${footer} > a`, { '@media': { [phoneMedia]: { minHeight: tapTargetPx } } });
