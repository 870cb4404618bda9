import { globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme, vars } from './theme.css';

// Minimal base on the theme class: type and colours. Everything else is per component.
globalStyle(`.${lightTheme}, .${darkTheme}`, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  // A word longer than its box (a pasted link, a run-on title) wraps instead of pushing the page sideways.
  overflowWrap: 'break-word',
});
for (const theme of [lightTheme, darkTheme]) {
  globalStyle(`.${theme} *, .${theme} *::before, .${theme} *::after`, { boxSizing: 'border-box' });
}
