import type { ViewingBookingStatus, ViewingCancelledBy, ViewingRequestStatus } from '@hearth/api/contracts/viewing.schema';

/** One place taken in a viewing slot, as the tenant's list, the booked state and the landlord's slot show it. */
export interface ViewingBookingRow {
  id: number;
  propertyId: number;
  propertyTitle: string;
  startsAt: string;
  endsAt: string;
  /** The listing's zone: every time of it is shown there, and said so. */
  timeZone: string;
  status: ViewingBookingStatus;
  message: string | null;
  tenantName: string | null;
  cancelledBy: ViewingCancelledBy | null;
  cancelReason: string | null;
}

/** A viewing time offered on a listing. */
export interface ViewingSlotRow {
  id: number;
  startsAt: string;
  endsAt: string;
  capacity: number;
  bookedCount: number;
  freePlaces: number;
  timeZone: string;
  /** Who booked: for the listing's owner only (none for anyone else). */
  bookings: ViewingBookingRow[];
}

/** The landlord's add-slots form, as the API takes it (startsAt an instant in the listing's zone). */
export interface AddViewingSlotsValues {
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  /** 'YYYY-MM-DD': the same time every week until that day; none for a single slot. */
  repeatWeeklyUntil: string | null;
}

/** A day of slots in the listing's zone ('2026-11-24'), its slots by start. */
export interface ViewingDay {
  day: string;
  slots: ViewingSlotRow[];
}

/** A tenant's request to view a listing without viewing times: the times they proposed and the owner's answer. */
export interface ViewingRequestRow {
  id: number;
  propertyId: number;
  propertyTitle: string;
  /** The listing's zone: the proposed times are shown there. */
  timeZone: string;
  tenantName: string | null;
  /** Instants, earliest first (none for a plain request). */
  proposedTimes: string[];
  message: string | null;
  status: ViewingRequestStatus;
  /** The accepted time's viewing. */
  viewingStartsAt: string | null;
  declineReason: string | null;
  answeredAt: string | null;
  createdAt: string;
}
