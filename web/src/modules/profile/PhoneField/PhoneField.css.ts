import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

/** The "Will be saved as" line: its own line under the hint, in the field's text colour so it reads as an answer. */
export const preview = style({ display: 'block', marginTop: vars.space[1], color: vars.color.text.primary, fontVariantNumeric: 'tabular-nums' });

/** The number itself never breaks across lines (a 320 px phone cut "+1 416-555-" from "0199"). */
export const number = style({ whiteSpace: 'nowrap' });
