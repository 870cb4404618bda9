export { vars, lightTheme, darkTheme } from './theme.css';
export { media, phoneMedia, tapTargetPx } from './media';
export { contrastRatio, relativeLuminance } from './contrast';
export {
  lightColors,
  darkColors,
  space,
  radii,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  shadows,
  motion,
  zIndices,
  breakpoints,
  gridColumns,
} from './palette';
