import { globalStyle, style } from '@vanilla-extract/css';

// A title is one line of text, but on a phone a long one wraps inside the field (an input would hide its end past
// the box): the box is as tall as its text (one row when it fits), where the browser can size a field to its content.
export const root = style({});
globalStyle(`${root} textarea`, { fieldSizing: 'content', resize: 'none', minHeight: 0 } as Record<string, string | number>);
