import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkColors, darkShadows, fontSizes, fontWeights, fonts, lightColors, lineHeights, motion, radii, shadows, space, zIndices } from './palette';

/** Same shape for every theme; a dark theme only needs another createTheme(vars, {...}). */
const colorShape = {
  brand: { solid: null, solidHover: null, solidPressed: null, onSolid: null, subtle: null, subtleText: null },
  surface: { page: null, raised: null, sunken: null, hover: null, pressed: null, overlay: null, translucent: null, inverse: null },
  text: { primary: null, secondary: null, muted: null, inverse: null, link: null },
  border: { subtle: null, default: null, strong: null, focus: null },
  status: {
    success: { bg: null, text: null, border: null, solid: null },
    warning: { bg: null, text: null, border: null, solid: null },
    danger: { bg: null, text: null, border: null, solid: null },
    neutral: { bg: null, text: null, border: null, solid: null },
    info: { bg: null, text: null, border: null, solid: null },
  },
  destructive: { solid: null, solidHover: null, solidPressed: null, onSolid: null },
};

const nullsOf = <T extends Record<string, string>>(o: T) =>
  Object.fromEntries(Object.keys(o).map((k) => [k, null])) as { [K in keyof T]: null };

export const vars = createThemeContract({
  color: colorShape,
  space: nullsOf(space),
  radius: nullsOf(radii),
  font: nullsOf(fonts),
  fontSize: nullsOf(fontSizes),
  lineHeight: nullsOf(lineHeights),
  fontWeight: nullsOf(fontWeights),
  shadow: nullsOf(shadows),
  motion: nullsOf(motion),
  zIndex: nullsOf(zIndices),
});

const shared = {
  space,
  radius: radii,
  font: fonts,
  fontSize: fontSizes,
  lineHeight: lineHeights,
  fontWeight: fontWeights,
  motion,
  zIndex: zIndices,
};

/** Class name that applies the light theme; put it on <body> or an app root. */
export const lightTheme = createTheme(vars, { ...shared, color: lightColors, shadow: shadows }, 'hearth-light');

/** Dark theme class: same contract, for a future dark mode (not yet wired into the web app). */
export const darkTheme = createTheme(vars, { ...shared, color: darkColors, shadow: darkShadows }, 'hearth-dark');
