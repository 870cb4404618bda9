import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const notes = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], marginTop: vars.space[1] });
// Warning colours: the wording will be refused, but nothing is lost while the landlord rewrites it.
export const note = style({
  display: 'block',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.status.warning.bg,
  color: vars.color.status.warning.text,
  border: `1px solid ${vars.color.status.warning.border}`,
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
});
export const line = style({ display: 'block', selectors: { '& + &': { marginTop: vars.space[1] } } });
// Nothing to say: the field's help text that holds the empty note takes no room.
export const nothing = style({});
globalStyle(`*:has(> ${nothing})`, { display: 'none' });
