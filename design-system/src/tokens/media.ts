import { breakpoints } from './palette';

/** Min-width media queries for vanilla-extract `@media` blocks. */
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const;

/** Below the md breakpoint: a phone, tapped with a finger. */
export const phoneMedia = `screen and (max-width: ${breakpoints.md - 1}px)`;

/** The smallest control a finger is asked to tap on a phone (WCAG 2.5.5). */
export const tapTargetPx = 44;
