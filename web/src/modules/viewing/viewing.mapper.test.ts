import { describe, expect, it } from 'vitest';
import { toViewingSlot } from './viewing.mapper';

const booking = {
  __typename: 'ViewingBooking',
  id: 7,
  slotId: 6,
  propertyId: 1,
  propertyTitle: 'Loft',
  startsAt: '2026-11-24T15:00:00.000Z',
  endsAt: '2026-11-24T15:30:00.000Z',
  timeZone: 'America/Toronto',
  status: 'active' as const,
  message: null,
  tenantName: 'Maya',
  cancelledBy: null,
  cancelReason: null,
  createdAt: '2026-11-20T00:00:00.000Z',
  cancelledAt: null,
};
const slot = { __typename: 'ViewingSlot', id: 6, propertyId: 1, startsAt: booking.startsAt, endsAt: booking.endsAt, durationMinutes: 30, capacity: 2, bookedCount: 1, freePlaces: 1, timeZone: 'America/Toronto', myBooking: null };

describe('toViewingSlot', () => {
  it('reads a tenant’s slot (no bookings field) and an owner’s (with who booked), without GraphQL type names', () => {
    expect(toViewingSlot(slot)).toEqual({ ...slot, __typename: undefined, bookings: [], myBooking: null });
    const owned = toViewingSlot({ ...slot, myBooking: booking, bookings: [booking] });
    expect(owned.bookings[0]).not.toHaveProperty('__typename');
    expect(owned.myBooking?.tenantName).toBe('Maya');
  });
});
