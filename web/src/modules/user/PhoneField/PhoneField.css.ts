import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

/** The "Will be saved as" line: its own line under the hint, in the field's text colour so it reads as an answer. */
export const preview = style({ display: 'block', marginTop: vars.space[1], color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });
