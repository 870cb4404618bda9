import { style } from '@vanilla-extract/css';
import { vars } from '@hearth/design-system';

export const listingField = style({ width: '100%', maxWidth: 420 });
export const dayTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });
export const bookings = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] });
export const booking = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.sunken,
  minWidth: 0,
});
export const bookingText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0, flex: '1 1 12rem' });
export const quote = style({ margin: 0, fontStyle: 'italic', overflowWrap: 'anywhere' });
