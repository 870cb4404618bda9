import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { graphqlEnum } from '../../common/graphql-enum.js';
import {
  VIEWING_BOOKING_STATUSES,
  VIEWING_CANCELLED_BY,
  VIEWING_REQUEST_STATUSES,
  type ViewingBookingStatus,
  type ViewingCancelledBy,
  type ViewingRequestStatus,
} from '../../contracts/index.js';
import { Notification, type ShownNotification } from '../notification/index.js';

export const ViewingBookingStatusEnum = graphqlEnum(VIEWING_BOOKING_STATUSES, 'ViewingBookingStatus', 'Whether a viewing booking stands.', {
  active: 'Booked: the place is held.',
  cancelled: 'Cancelled by the tenant or the landlord (or the slot was removed).',
});
export const ViewingCancelledByEnum = graphqlEnum(VIEWING_CANCELLED_BY, 'ViewingCancelledBy', 'Which side cancelled a viewing.', {
  tenant: 'The tenant who booked.',
  landlord: "The listing's owner.",
});

/** A booking as its tenant and the listing's owner see it (REST answers the same fields). */
@ObjectType('ViewingBooking', { description: 'A place booked in a viewing slot; seen by its tenant and the listing’s owner.' })
export class ViewingBookingView {
  @Field(() => Int, { description: 'Booking id.' })
  id!: number;

  @Field(() => Int, { description: 'The slot booked.' })
  slotId!: number;

  @Field(() => Int, { description: 'The listing to view.' })
  propertyId!: number;

  @Field(() => String, { description: "The listing's title." })
  propertyTitle!: string;

  @Field(() => Date, { description: 'When the viewing starts.' })
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends.' })
  endsAt!: Date;

  @Field(() => String, { description: "The listing's time zone (its province's), e.g. America/Toronto." })
  timeZone!: string;

  @Field(() => ViewingBookingStatusEnum, { description: 'active or cancelled.' })
  status!: ViewingBookingStatus;

  @Field(() => String, { nullable: true, description: "The tenant's message to the landlord, if any." })
  message!: string | null;

  @Field(() => Int, { description: 'The tenant who booked.' })
  tenantId!: number;

  @Field(() => String, { nullable: true, description: "The tenant's name." })
  tenantName!: string | null;

  @Field(() => ViewingCancelledByEnum, { nullable: true, description: 'Who cancelled; null while active.' })
  cancelledBy!: ViewingCancelledBy | null;

  @Field(() => String, { nullable: true, description: 'Why, if they said.' })
  cancelReason!: string | null;

  @Field(() => Date, { description: 'When it was booked.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was cancelled.' })
  cancelledAt!: Date | null;
}

@ObjectType('ViewingSlot', { description: 'A time offered for viewing a listing. Times are instants; show them in `timeZone`.' })
export class ViewingSlotView {
  @Field(() => Int, { description: 'Slot id.' })
  id!: number;

  @Field(() => Int, { description: 'The listing.' })
  propertyId!: number;

  @Field(() => Date, { description: 'When the viewing starts.' })
  startsAt!: Date;

  @Field(() => Date, { description: 'When it ends.' })
  endsAt!: Date;

  @Field(() => Int, { description: 'Length in minutes (15 to 120).' })
  durationMinutes!: number;

  @Field(() => Int, { description: 'People who can book it (1 to 50).' })
  capacity!: number;

  @Field(() => Int, { description: 'Places booked.' })
  bookedCount!: number;

  @Field(() => Int, { description: 'Places left.' })
  freePlaces!: number;

  @Field(() => String, { description: "The listing's time zone, e.g. America/Toronto." })
  timeZone!: string;

  @Field(() => ViewingBookingView, { nullable: true, description: 'Your active booking of this slot, if any.' })
  myBooking!: ViewingBookingView | null;

  @Field(() => [ViewingBookingView], { nullable: true, description: "Its active bookings: for the listing's owner only, null for anyone else." })
  bookings!: ViewingBookingView[] | null;
}

@ObjectType({ description: 'What the landlord must respect before showing a listing, for the slot form.' })
export class ViewingNotice {
  @Field(() => Boolean, { description: 'A tenant lives there now (an active lease covers today).' })
  occupied!: boolean;

  @Field(() => String, { description: "The listing's province." })
  province!: string;

  @Field(() => String, { description: "The listing's time zone, e.g. America/Toronto." })
  timeZone!: string;

  @Field(() => Int, { description: "Hours of written notice the province's law asks before a showing of an occupied unit." })
  noticeHours!: number;

  @Field(() => String, { description: 'The law, in your language.' })
  law!: string;

  @Field(() => String, { nullable: true, description: 'The rule as a sentence, in your language, when the unit is occupied; null otherwise.' })
  message!: string | null;

  @Field(() => Date, { nullable: true, description: 'The earliest a new slot may start (occupied units); null when any future time will do.' })
  earliestStart!: Date | null;
}

@InputType({ description: 'A viewing time, or a weekly pattern of them.' })
export class ViewingSlotInput {
  @Field(() => String, { description: "Start, an ISO 8601 instant with its zone, e.g. '2026-12-05T10:00:00-05:00'." })
  startsAt!: string;

  @Field(() => Int, { description: 'Length in minutes, 15 to 120.' })
  durationMinutes!: number;

  @Field(() => Int, { nullable: true, description: 'People who can book it, 1 (default) to 50 (an open house).' })
  capacity?: number | null;

  @Field(() => String, { nullable: true, description: "Repeat every week at the same local time up to this day ('YYYY-MM-DD', at most 26 slots)." })
  repeatWeeklyUntil?: string | null;
}

export const ViewingRequestStatusEnum = graphqlEnum(VIEWING_REQUEST_STATUSES, 'ViewingRequestStatus', 'Where a viewing request stands.', {
  pending: 'Waiting for the owner’s answer.',
  accepted: 'The owner accepted one of the proposed times: it is a booked viewing.',
  slots_offered: 'The owner offered viewing times instead: the tenant books one on the listing.',
  declined: 'The owner declined, with a reason.',
  withdrawn: 'The tenant withdrew the request before a time was booked.',
});

/** A viewing request as its tenant and the listing's owner see it (REST answers the same fields). */
@ObjectType('ViewingRequest', { description: 'A tenant’s request to view a listing without viewing times, with the times they proposed and the owner’s answer.' })
export class ViewingRequestView {
  @Field(() => Int, { description: 'Request id.' })
  id!: number;

  @Field(() => Int, { description: 'The listing to view.' })
  propertyId!: number;

  @Field(() => String, { description: "The listing's title." })
  propertyTitle!: string;

  @Field(() => String, { description: "The listing's time zone (its province's): show the times there." })
  timeZone!: string;

  @Field(() => Int, { description: 'The tenant who asked.' })
  tenantId!: number;

  @Field(() => String, { nullable: true, description: "The tenant's name." })
  tenantName!: string | null;

  @Field(() => [Date], { description: 'The times the tenant proposed (none to three), earliest first.' })
  proposedTimes!: Date[];

  @Field(() => String, { nullable: true, description: "The tenant's message to the owner, if any." })
  message!: string | null;

  @Field(() => ViewingRequestStatusEnum, { description: 'pending, accepted, slots_offered, declined or withdrawn.' })
  status!: ViewingRequestStatus;

  @Field(() => Int, { nullable: true, description: 'The booked viewing an accepted time became.' })
  bookingId!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the accepted viewing starts.' })
  viewingStartsAt!: Date | null;

  @Field(() => String, { nullable: true, description: 'Why the owner declined.' })
  declineReason!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the owner answered.' })
  answeredAt!: Date | null;

  @Field(() => Date, { description: 'When the tenant asked.' })
  createdAt!: Date;
}

@ObjectType({ description: 'Answer to a viewing request.' })
export class ViewingRequestResult {
  @Field(() => Boolean, { description: 'True when the request was delivered.' })
  success!: boolean;

  @Field(() => String, { description: "'Viewing request sent!'" })
  message!: string;

  @Field(() => Notification, { description: 'The notification the owner received.' })
  notification!: ShownNotification;

  @Field(() => ViewingRequestView, { description: 'The request, as the tenant follows it in their viewings.' })
  viewingRequest!: ViewingRequestView;
}
