import { globalStyle } from '@vanilla-extract/css';
import { lightTheme, vars } from './theme.css';

// Minimal base on the theme class: type and colours. Everything else is per component.
globalStyle(lightTheme, {
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});
globalStyle(`${lightTheme} *, ${lightTheme} *::before, ${lightTheme} *::after`, { boxSizing: 'border-box' });
