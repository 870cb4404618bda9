import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

// A titled part of the dialog (photos, amenities, lease documents): the whole width, its title a step under the dialog's.
export const group = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: vars.space[2], minWidth: 0 });
export const groupTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const groupNote = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.fontSize.sm });
// The documents the listing has: names that may be long, each on its line.
export const storedDocuments = style({ margin: 0, paddingLeft: vars.space[5], fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
