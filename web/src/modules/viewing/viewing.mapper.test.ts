import { describe, expect, it } from 'vitest';
import { toViewingSlot } from './viewing.mapper';

const booking = {
  __typename: 'ViewingBooking',
  id: 7,
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
};
const slot = { __typename: 'ViewingSlot', id: 6, startsAt: booking.startsAt, endsAt: booking.endsAt, capacity: 2, bookedCount: 1, freePlaces: 1, timeZone: 'America/Toronto' };

describe('toViewingSlot', () => {
  it('reads a tenant’s slot (no bookings field) and an owner’s (with who booked), without GraphQL type names', () => {
    expect(toViewingSlot(slot)).toEqual({ ...slot, __typename: undefined, bookings: [] });
    const owned = toViewingSlot({ ...slot, bookings: [booking] });
    expect(owned.bookings[0]).not.toHaveProperty('__typename');
    expect(owned.bookings[0]?.tenantName).toBe('Maya');
  });
});
