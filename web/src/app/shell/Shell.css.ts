import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media, phoneMedia, tapTargetPx, vars } from '@hearth/design-system';

globalStyle('html, body', { margin: 0, background: vars.color.surface.page, color: vars.color.text.primary, fontFamily: vars.font.body });
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
globalStyle('img', { maxWidth: '100%' });

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.sticky,
  background: 'rgba(255, 255, 255, 0.9)',
  backdropFilter: 'saturate(180%) blur(12px)',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
// The gap is a minimum (space-between spreads the rest): narrow below md so « Se connecter » and the menu fit in 320 px.
export const nav = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', height: 64, gap: vars.space[2], '@media': { [media.md]: { gap: vars.space[4] } } });
export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
  textDecoration: 'none',
  letterSpacing: '-0.02em',
  minHeight: 44, // a tap target (docs/product.md#home)
});
export const logoMark = style({ width: 32, height: 32, flexShrink: 0 });
export const desktopLinks = style({ display: 'none', alignItems: 'center', gap: vars.space[1], '@media': { [media.md]: { display: 'flex' } } });
export const mobileMenu = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], '@media': { [media.md]: { display: 'none' } } });
// Sign In and the menu button are a phone's tap targets: at least 44 × 44 px (the design system's are 32 and 40).
globalStyle(`${mobileMenu} > a, ${mobileMenu} > button`, { minHeight: 44, minWidth: 44 });
export const navLink = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surface.hover, color: vars.color.text.primary }, '&[aria-current="page"]': { color: vars.color.brand.subtleText, background: vars.color.brand.subtle } },
});
/** The language switch: a plain link (a full page load in the other language), the nav link's look; visible
 *  from md up in the bar (the small-screen menu carries it below). */
export const languageLink = style([
  navLink,
  { display: 'none', '@media': { [media.md]: { display: 'inline-flex' } } },
]);
export const footerLanguage = style({ margin: 0, fontSize: vars.fontSize.sm });
// On a phone the language link is a whole tap target, as the footer's other links are.
globalStyle(`${footerLanguage} a`, { '@media': { [phoneMedia]: { display: 'inline-flex', alignItems: 'center', minHeight: tapTargetPx } } });

// At least a screen tall: while a page's chunk or data loads, the footer waits below the fold instead of
// showing and then jumping down (layout shift). The skip link focuses it: no ring around the whole page.
export const main = style({ flex: 1, display: 'flex', flexDirection: 'column', minHeight: '100vh', outline: 'none' });

export const footerBrand = style({ display: 'flex', alignItems: 'center', gap: vars.space[2], margin: 0, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.xl });
export const footerText = style({ fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal, maxWidth: 360 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });
export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border.subtle}`,
  borderTopColor: vars.color.brand.solid,
  animation: `${spin} 0.8s linear infinite`,
  margin: `${vars.space[16]} auto`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});

// Off screen until a keyboard user tabs to it: then the first thing on the page.
export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: vars.space[2],
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  background: vars.color.brand.solid,
  color: vars.color.brand.onSolid,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none', outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '2px' } },
});
