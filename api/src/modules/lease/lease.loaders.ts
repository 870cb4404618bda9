import { defineLoader } from '../../common/loaders.js';
import type { PropertyBookingState } from './lease-view.js';
import type { LeaseService } from './lease.service.js';

/** Booking state of properties by id (Property.isBooked, Property.currentLease): one lease query per request batch. */
export const bookingStateById = defineLoader<number, PropertyBookingState, LeaseService>((ctx, propertyIds, leases) =>
  leases.bookingStates(ctx, propertyIds),
);
