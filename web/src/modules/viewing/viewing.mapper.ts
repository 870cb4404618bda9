import type { ViewingBookingFieldsFragment, ViewingRequestFieldsFragment, ViewingSlotFieldsFragment } from '../../generated/graphql';
import type { ViewingBookingRow, ViewingRequestRow, ViewingSlotRow } from './viewing.model';

export const toViewingBooking = ({ __typename, ...booking }: ViewingBookingFieldsFragment & { __typename?: string }): ViewingBookingRow => booking;

/** `bookings` come only to the listing's owner (none for anyone else). */
export const toViewingSlot = ({
  __typename,
  bookings,
  ...slot
}: ViewingSlotFieldsFragment & { __typename?: string; bookings?: ViewingBookingFieldsFragment[] | null }): ViewingSlotRow => ({
  ...slot,
  bookings: (bookings ?? []).map(toViewingBooking),
});

export const toViewingRequest = ({ __typename, ...request }: ViewingRequestFieldsFragment & { __typename?: string }): ViewingRequestRow => request;
