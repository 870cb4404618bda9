import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, invalidFields, parseInput } from '../../common/domain-error.js';
import { icu, say, type LocalizedValue } from '../../common/i18n.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  ENTRY_NOTICE_RULES,
  languageOf,
  provinceTimeZone,
  VIEWING_LATEST_END,
  VIEWING_REPEAT_MAX_SLOTS,
  VIEWING_TIME_INVALID_MESSAGE,
  viewingBookingSchema,
  viewingBookingsQuerySchema,
  viewingCancelSchema,
  viewingSlotsSchema,
  type EntryNoticeRule,
} from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { hasCurrentLease } from '../lease/index.js';
import { canViewListing, findListing, isPublicListing, lockListingBookings, type ListingDeleted, type PropertyListing } from '../property/index.js';
import type { Notification } from '../notification/index.js';
import type { ViewingNotices } from './viewing-notices.js';
import { weeklyStarts } from './viewing-time.js';
import { bookingSide, canBookViewing, canManageViewings } from './viewing.policy.js';
import {
  activeBookingsOfSlots,
  bookingsOf,
  bookingView,
  cancelBookings,
  cancelSlot,
  findBooking,
  findLiveSlot,
  futureSlots,
  insertBooking,
  insertSlots,
  takePlace,
  upcomingSlotIds,
  type BookingRecord,
} from './viewing.queries.js';
import type { ViewingBookingView, ViewingNotice, ViewingSlotView } from './viewing.types.js';

export const EXCLUSION_VIOLATION = '23P01';
const SLOT_NOT_FOUND = 'Viewing slot not found';
type NotFound = 'Property not found' | typeof SLOT_NOT_FOUND;
const HOUR_MS = 3600_000;

/** The law's name in the reader's language. */
const lawValue = (rule: EntryNoticeRule): LocalizedValue => (locale) => rule.law[languageOf(locale)];

/** The notice rule of an occupied unit as a sentence (the form shows it; NOTICE_PERIOD says it). */
const noticeMessage = (rule: EntryNoticeRule) =>
  icu('A tenant lives here: {law} requires {hours} hours’ written notice to them before a showing, so viewings must start at least {hours} hours from now.', {
    law: lawValue(rule),
    hours: rule.noticeHours,
  });

/**
 * Viewing slots and bookings (docs/product.md#viewings). The owner offers times; tenants book a place; either side cancels. Capacity,
 * overlaps and one booking per tenant and listing are the database's to guarantee, under any concurrency.
 */
export class ViewingService {
  constructor(
    private readonly notices: ViewingNotices,
    private readonly writeLimits: WriteLimiter,
    /** Injectable clock, so tests can pin "now". */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /api/properties/{id}/viewing-slots: one slot, or a weekly pattern, all or none. */
  async addSlots(ctx: ServiceContext, propertyId: number, input: unknown): Promise<ViewingSlotView[]> {
    const viewer = requireViewer(ctx);
    const listing = await this.ownListing(ctx, viewer, propertyId);
    const now = this.now();
    return ctx.em.transactional((em) => offerSlots(em, listing, input, now));
  }

  /** GET /api/properties/{id}/viewing-slots: future slots with a free place (and the viewer's own); the owner sees all, with bookings. */
  async listSlots(ctx: ServiceContext, propertyId: number): Promise<ViewingSlotView[]> {
    const viewer = requireViewer(ctx);
    const listing = await this.visibleListing(ctx, propertyId);
    const owner = canManageViewings(viewer, listing);
    const rows = await futureSlots(ctx.em, propertyId, owner, viewer.id);
    const bookings = await activeBookingsOfSlots(ctx.em, rows.map((row) => row.id), owner ? undefined : viewer.id);
    const timeZone = provinceTimeZone[listing.province];
    return rows.map((row) => {
      const ofSlot = bookings.filter((booking) => booking.slotId === row.id);
      const mine = ofSlot.find((booking) => booking.tenantId === viewer.id) ?? null;
      return slotView(row, timeZone, mine && bookingView(mine), owner ? ofSlot.map(bookingView) : null);
    });
  }

  /** DELETE /api/viewing-slots/{id}: the slot goes, its bookings are cancelled and each tenant told. */
  async deleteSlot(ctx: ServiceContext, id: number): Promise<void> {
    const viewer = requireViewer(ctx);
    const slot = await findLiveSlot(ctx.em, id);
    if (!slot) throw new DomainError('NOT_FOUND', SLOT_NOT_FOUND);
    await this.ownListing(ctx, viewer, slot.propertyId, SLOT_NOT_FOUND);
    const notifications = await ctx.em.transactional((em) => this.cancelSlotAndTell(em, id));
    await this.notices.publish(ctx.em, notifications);
  }

  /**
   * A listing being deleted, in its transaction before the delete: its upcoming viewings are cancelled by the
   * landlord and each booked tenant told, in-app once committed and by email (the job keeps the booking).
   */
  listingDeleted: ListingDeleted = async (em, propertyId) => {
    const told: Notification[] = [];
    for (const slotId of await upcomingSlotIds(em, propertyId)) told.push(...(await this.cancelSlotAndTell(em, slotId, { listingDeleted: true })));
    return (committed) => this.notices.publish(committed, told);
  };

  /** Cancels a live slot and its bookings, each tenant's notification returned for after the commit. */
  private async cancelSlotAndTell(em: EntityManager, slotId: number, options: { listingDeleted?: boolean } = {}): Promise<Notification[]> {
    if (!(await cancelSlot(em, slotId))) return [];
    const told: Notification[] = [];
    for (const bookingId of await cancelBookings(em, { slotId }, 'landlord', null)) {
      told.push(...(await this.notices.cancelled(em, (await findBooking(em, bookingId))!, 'landlord', options)));
    }
    return told;
  }

  /** POST /api/viewing-slots/{id}/bookings: one place, taken by one conditional update (409 SLOT_FULL when none is left). */
  async book(ctx: ServiceContext, slotId: number, input: unknown): Promise<ViewingBookingView> {
    const viewer = requireViewer(ctx);
    if (!canBookViewing(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants can book viewings.');
    await this.writeLimits.consume(viewer, 'viewingBooking');
    const { message } = parseInput(viewingBookingSchema, input);
    const slot = await findLiveSlot(ctx.em, slotId);
    const listing = slot && (await findListing(ctx.em, slot.propertyId));
    if (!slot || !listing || !isPublicListing(listing)) throw new DomainError('NOT_FOUND', SLOT_NOT_FOUND);
    const now = this.now();
    let booking: BookingRecord;
    let notifications: Notification[];
    try {
      [booking, notifications] = await ctx.em.transactional(async (em) => {
        // One tenant's two bookings of a listing at once: the second meets the first (409), never a deadlock.
        await lockListingBookings(em, listing.id);
        // A slot offered before a tenant moved in may now start too soon for the notice they must get.
        if (slot.startsAt > now && (await isWithinNotice(em, listing, slot.startsAt, now))) throw noticePeriod(listing);
        if (!(await takePlace(em, slotId))) {
          if (slot.startsAt.getTime() <= now.getTime()) throw new DomainError('VIEWING_NOT_BOOKABLE', 'This viewing time has passed.');
          throw new DomainError('SLOT_FULL', 'This viewing is full. Please choose another time.');
        }
        const id = await insertBooking(em, { slotId, tenantId: viewer.id, message });
        const created = (await findBooking(em, id))!;
        return [created, await this.notices.booked(em, created)] as const;
      });
    } catch (error) {
      if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new DomainError('VIEWING_ALREADY_BOOKED', 'You already have a viewing booked for this listing. Cancel it to choose another time.');
      }
      throw error;
    }
    await this.notices.publish(ctx.em, notifications);
    return bookingView(booking);
  }

  /** DELETE /api/viewing-bookings/{id}: the tenant or the listing's owner; anyone else gets 404. */
  async cancel(ctx: ServiceContext, id: number, input: unknown): Promise<ViewingBookingView> {
    const viewer = requireViewer(ctx);
    const found = await findBooking(ctx.em, id);
    const side = found && bookingSide(viewer, found);
    if (!found || !side) throw new DomainError('NOT_FOUND', 'Viewing booking not found');
    const { reason } = parseInput(viewingCancelSchema, input);
    const [booking, notifications] = await ctx.em.transactional(async (em) => {
      if ((await cancelBookings(em, { id }, side, reason)).length === 0) throw new DomainError('VIEWING_ALREADY_CANCELLED', 'This viewing is already cancelled.');
      const cancelled = (await findBooking(em, id))!;
      return [cancelled, await this.notices.cancelled(em, cancelled, side)] as const;
    });
    await this.notices.publish(ctx.em, notifications);
    return bookingView(booking);
  }

  /** GET /api/viewing-bookings: the caller's, as a tenant and as an owner; optionally one listing's. */
  async listBookings(ctx: ServiceContext, query: unknown): Promise<ViewingBookingView[]> {
    const viewer = requireViewer(ctx);
    const { propertyId } = parseInput(viewingBookingsQuerySchema, query);
    return (await bookingsOf(ctx.em, viewer.id, propertyId)).map(bookingView);
  }

  /** The notice rule of the listing's province and whether it applies now (a tenant lives there), for the owner's form. */
  async notice(ctx: ServiceContext, propertyId: number): Promise<ViewingNotice> {
    const viewer = requireViewer(ctx);
    const listing = await this.ownListing(ctx, viewer, propertyId);
    const rule = ENTRY_NOTICE_RULES[listing.province];
    const now = this.now();
    const occupied = await isOccupied(ctx.em, listing, now);
    return {
      occupied,
      province: listing.province,
      timeZone: provinceTimeZone[listing.province],
      noticeHours: rule.noticeHours,
      law: lawValue(rule)(ctx.locale ?? 'en-CA'),
      message: occupied ? say(ctx, noticeMessage(rule)) : null,
      earliestStart: occupied ? new Date(now.getTime() + rule.noticeHours * HOUR_MS) : null,
    };
  }

  private async visibleListing(ctx: ServiceContext, propertyId: number, notFound: NotFound = 'Property not found'): Promise<PropertyListing> {
    const listing = await findListing(ctx.em, propertyId);
    if (!listing || !canViewListing(ctx.viewer, listing)) throw new DomainError('NOT_FOUND', notFound);
    return listing;
  }

  private async ownListing(ctx: ServiceContext, viewer: Actor, propertyId: number, notFound?: NotFound): Promise<PropertyListing> {
    const listing = await this.visibleListing(ctx, propertyId, notFound);
    if (!canManageViewings(viewer, listing)) throw new DomainError('FORBIDDEN', "Only the listing's owner can manage its viewings.");
    return listing;
  }
}

/**
 * Offers viewing times on the owner's `listing` in the transaction `em` (a slot input: one, or a weekly pattern), all
 * or none: the pattern's bounds, the notice a tenant living there must get, no overlap with a live slot.
 */
export async function offerSlots(em: EntityManager, listing: PropertyListing, input: unknown, now: Date): Promise<ViewingSlotView[]> {
  const data = parseInput(viewingSlotsSchema(now), input);
  const timeZone = provinceTimeZone[listing.province];
  const starts = weeklyStarts(data.startsAt, timeZone, data.repeatWeeklyUntil, VIEWING_REPEAT_MAX_SLOTS);
  if (starts === null) {
    throw invalidFields([{ path: 'repeatWeeklyUntil', source: icu('A weekly pattern makes at most {max} viewings; choose an earlier last day.', { max: VIEWING_REPEAT_MAX_SLOTS }) }]);
  }
  if (starts.length === 0) throw invalidFields([{ path: 'repeatWeeklyUntil', source: 'The last day of a weekly pattern cannot be before the first viewing.' }]);
  if (await isWithinNotice(em, listing, starts[0]!, now)) throw noticePeriod(listing);
  // Two overlapping offers at once: the second meets the first's slots (409), never a deadlock.
  await lockListingBookings(em, listing.id);
  const slots = starts.map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + data.durationMinutes * 60_000) }));
  if (slots.some((slot) => slot.endsAt > VIEWING_LATEST_END)) throw invalidFields([{ path: 'startsAt', source: VIEWING_TIME_INVALID_MESSAGE }]);
  const rows = await overlapRefused(() => insertSlots(em, listing.id, slots, data.capacity));
  return rows.map((row) => slotView(row, timeZone, null, []));
}

/** An insert of slots whose overlap with a live slot (the exclusion constraint) is the landlord's 409. */
export async function overlapRefused<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if ((error as { code?: string }).code === EXCLUSION_VIOLATION) throw new DomainError('VIEWING_SLOT_OVERLAP', 'This time overlaps another viewing of this listing.');
    throw error;
  }
}

/** Whether a viewing at `startsAt` is sooner than the notice the tenant living in the listing must get. */
export async function isWithinNotice(em: EntityManager, listing: PropertyListing, startsAt: Date, now: Date): Promise<boolean> {
  const rule = ENTRY_NOTICE_RULES[listing.province];
  return startsAt.getTime() < now.getTime() + rule.noticeHours * HOUR_MS && (await isOccupied(em, listing, now));
}

/** Whether a tenant lives in the listing on `now`'s day in its province. */
function isOccupied(em: EntityManager, listing: PropertyListing, now: Date): Promise<boolean> {
  return hasCurrentLease(em, listing.id, calendarDayIn(provinceTimeZone[listing.province], now));
}

/** 409 NOTICE_PERIOD: the listing's province's rule, naming its law. */
export function noticePeriod(listing: PropertyListing): DomainError {
  const rule = ENTRY_NOTICE_RULES[listing.province];
  return new DomainError('NOTICE_PERIOD', noticeMessage(rule), { noticeHours: rule.noticeHours });
}

export function slotView(
  row: Pick<ViewingSlotView, 'id' | 'propertyId' | 'startsAt' | 'endsAt' | 'capacity' | 'bookedCount'>,
  timeZone: string,
  myBooking: ViewingBookingView | null,
  bookings: ViewingBookingView[] | null,
): ViewingSlotView {
  return {
    ...row,
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    freePlaces: row.capacity - row.bookedCount,
    timeZone,
    myBooking,
    bookings,
  };
}
