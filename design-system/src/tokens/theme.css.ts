import { createTheme, createThemeContract } from '@vanilla-extract/css';
import { darkColors, darkShadows, fontSizes, fontWeights, fonts, lightColors, lineHeights, motion, radii, shadows, space, zIndices } from './palette';

type Nulls<T> = { [K in keyof T]: T[K] extends string ? null : Nulls<T[K]> };

/** The contract's shape of a token group: its keys, each leaf null. Every theme fills the same shape. */
const shapeOf = <T extends object>(o: T): Nulls<T> =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'string' ? null : shapeOf(v)])) as Nulls<T>;

export const vars = createThemeContract({
  color: shapeOf(lightColors),
  space: shapeOf(space),
  radius: shapeOf(radii),
  font: shapeOf(fonts),
  fontSize: shapeOf(fontSizes),
  lineHeight: shapeOf(lineHeights),
  fontWeight: shapeOf(fontWeights),
  shadow: shapeOf(shadows),
  motion: shapeOf(motion),
  zIndex: shapeOf(zIndices),
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
