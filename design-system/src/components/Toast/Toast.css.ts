import { createVar, fallbackVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/theme.css';
import { focusRing } from '../../styles/shared.css';
import { modal, overlay as modalOverlay } from '../Dialog/Dialog.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

/** Room a page keeps at the bottom of the screen (a sticky action bar): toasts stack above it. Set it on :root. */
export const bottomInset = createVar();

export const region = style({
  position: 'fixed',
  right: vars.space[4],
  bottom: `calc(${vars.space[4]} + ${fallbackVar(bottomInset, '0px')})`,
  left: vars.space[4],
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space[2],
  marginLeft: 'auto',
  maxWidth: 420, // docs/product.md#business-constants: viewport max width 420 px
  outline: 'none',
  borderRadius: vars.radius.lg,
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});

// While a dialog is open its actions sit at the bottom of the screen (a footer stuck to the bottom of a tall form,
// the whole screen on a phone): toasts move to the top, where they cannot cover them (Create Lease hidden 8 s).
globalStyle(`body:has(${modalOverlay}) ${region}`, { top: vars.space[4], bottom: 'auto' });

/** The shown toasts' height, kept by the Toaster while any is on screen. */
export const TOAST_STACK_PROPERTY = '--hearth-toast-stack';
const stackBelow = `calc(${vars.space[4]} + var(${TOAST_STACK_PROPERTY}, 0px) + ${vars.space[2]})`;
// …and the dialog starts below them, shorter by as much, so they cover neither its title and Close button nor its
// footer.
globalStyle(`body:has(${region}) ${modalOverlay}`, { paddingTop: stackBelow });
globalStyle(`body:has(${region}) ${modal}`, { maxHeight: `calc(100dvh - ${stackBelow} - ${vars.space[4]})` });

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  width: '100%',
  padding: `${vars.space[4]} ${vars.space[4]}`,
  borderRadius: vars.radius.lg,
  border: '1px solid',
  boxShadow: vars.shadow.lg,
  touchAction: 'pan-y', // horizontal pointer moves are ours (swipe to dismiss)
  outline: 'none',
  animation: `${slideIn} ${vars.motion.durationBase} ${vars.motion.easeStandard}`,
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const variants = styleVariants({
  default: { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary, borderColor: vars.color.border.subtle },
  success: { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary, borderColor: vars.color.status.success.border },
  destructive: { backgroundColor: vars.color.destructive.solid, color: vars.color.destructive.onSolid, borderColor: vars.color.destructive.solid },
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: 2, flex: 1, minWidth: 0 });
export const title = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.semibold });
export const description = style({ fontSize: vars.fontSize.sm, opacity: 0.92 });

export const close = style({ marginTop: -6, marginRight: -6, color: 'inherit', flexShrink: 0 });
export const closeOnDestructive = style({
  selectors: { '&[data-hovered]': { backgroundColor: vars.color.destructive.solidHover } },
});
