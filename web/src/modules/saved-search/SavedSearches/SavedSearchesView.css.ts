import { style } from '@vanilla-extract/css';

// A select as wide as its longest choice, not the row's whole width.
export const alertField = style({ width: '100%', maxWidth: 260 });
