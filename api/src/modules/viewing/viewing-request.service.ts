import { requireRole, requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, invalidFields, parseInput } from '../../common/domain-error.js';
import { say } from '../../common/i18n.js';
import { wallClock } from '../../common/time-zone.js';
import {
  provinceTimeZone,
  VIEWING_PROPOSAL_FIRST_HOUR,
  VIEWING_PROPOSAL_HOURS_MESSAGE,
  VIEWING_PROPOSAL_LAST_HOUR,
  VIEWING_PROPOSAL_MINUTES,
  VIEWING_PROPOSAL_NOT_PROPOSED_MESSAGE,
  VIEWING_REQUEST_COOLDOWN_HOURS,
  viewingAcceptSchema,
  viewingDeclineSchema,
  viewingRequestSchema,
  viewingRequestsQuerySchema,
} from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { inReaderLanguage, type Notification } from '../notification/index.js';
import { canViewListing, findListing, isPublicListing, lockListingBookings, type PropertyListing } from '../property/index.js';
import type { ViewingNotices } from './viewing-notices.js';
import type { ViewingRequestNotices } from './viewing-request-notices.js';
import { answerRequest, findRequest, insertRequest, linkBooking, requestedSince, requestsOf, requestView, withdrawRequest, type ViewingRequestRecord } from './viewing-request.queries.js';
import { canAnswerViewingRequest, canWithdrawViewingRequest, requestSide } from './viewing.policy.js';
import { findBooking, insertBooking, insertSlots, takePlace } from './viewing.queries.js';
import { EXCLUSION_VIOLATION, isWithinNotice, noticePeriod, offerSlots, overlapRefused } from './viewing.service.js';
import type { ViewingRequestResult, ViewingRequestView } from './viewing.types.js';

const NOT_FOUND = 'Viewing request not found';
const HOUR_MS = 3600_000;

/** Whether `at` starts within the proposal hours on `timeZone`'s clock (8:00 to 20:00). */
function withinProposalHours(at: Date, timeZone: string): boolean {
  const wall = new Date(wallClock(at.getTime(), timeZone));
  const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
  return minutes >= VIEWING_PROPOSAL_FIRST_HOUR * 60 && minutes <= VIEWING_PROPOSAL_LAST_HOUR * 60;
}

/**
 * Viewing requests (docs/product.md#viewing-requests): a tenant asks to view a listing, proposing up to three times
 * and a message (or none: the spec's plain request); the listing's owner answers once: accepts a time (a booked
 * viewing, told and reminded like a booking), offers slots (the tenant books one) or declines with a reason.
 */
export class ViewingRequestService {
  constructor(
    private readonly notices: ViewingRequestNotices,
    private readonly bookingNotices: ViewingNotices,
    private readonly writeLimits: WriteLimiter,
    /** Injectable clock, so tests can pin "now". */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /api/notifications/viewing-request (the spec's route) and the requestViewing mutation: tenants, once a day per listing. */
  async request(ctx: ServiceContext, input: unknown): Promise<ViewingRequestResult> {
    const viewer = requireRole(ctx, 'tenant');
    await this.writeLimits.consume(viewer, 'viewingRequest');
    const now = this.now();
    const { propertyId, proposedTimes, message } = parseInput(viewingRequestSchema(now), input);
    const listing = await findListing(ctx.em, propertyId);
    // Tenants own no listings (only landlords list), so only public listings can be asked about.
    if (!listing || !isPublicListing(listing)) throw new DomainError('NOT_FOUND', 'Property not found');
    const timeZone = provinceTimeZone[listing.province];
    const outside = proposedTimes.findIndex((time) => !withinProposalHours(time, timeZone));
    if (outside >= 0) throw invalidFields([{ path: `proposedTimes.${outside}`, source: VIEWING_PROPOSAL_HOURS_MESSAGE }]);

    const [request, notification] = await ctx.em.transactional(async (em) => {
      // One request at a time per (tenant, listing), so two quick clicks cannot both pass the 24-hour check.
      await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`viewing:${viewer.id}:${propertyId}`]);
      if (await requestedSince(em, viewer.id, propertyId, new Date(now.getTime() - VIEWING_REQUEST_COOLDOWN_HOURS * HOUR_MS))) {
        throw new DomainError('VIEWING_ALREADY_REQUESTED', 'You already requested a viewing of this property in the last 24 hours. The owner will get back to you.');
      }
      const id = await insertRequest(em, { propertyId, tenantId: viewer.id, proposedTimes, message, createdAt: now });
      const created = (await findRequest(em, id))!;
      return [created, await this.notices.requested(em, created)] as const;
    });
    await this.notices.publish(ctx.em, [notification]);
    return { success: true, message: say(ctx, 'Viewing request sent!'), notification: inReaderLanguage(notification, ctx.locale), viewingRequest: requestView(request) };
  }

  /** GET /api/viewing-requests: the caller's, as the tenant who asked and as the listing's owner, newest first. */
  async list(ctx: ServiceContext, query: unknown): Promise<ViewingRequestView[]> {
    const viewer = requireViewer(ctx);
    const { propertyId } = parseInput(viewingRequestsQuerySchema, query);
    return (await requestsOf(ctx.em, viewer.id, propertyId)).map(requestView);
  }

  /** POST /api/viewing-requests/{id}/accept: one of the proposed times becomes a booked viewing (a slot for one, booked). */
  async accept(ctx: ServiceContext, id: number, input: unknown): Promise<ViewingRequestView> {
    const { request, listing } = await this.toAnswer(ctx, id);
    const { time } = parseInput(viewingAcceptSchema, input);
    if (!request.proposedTimes.some((proposed) => proposed.getTime() === time.getTime())) throw invalidFields([{ path: 'time', source: VIEWING_PROPOSAL_NOT_PROPOSED_MESSAGE }]);
    const now = this.now();
    if (time.getTime() <= now.getTime()) throw new DomainError('VIEWING_NOT_BOOKABLE', 'This viewing time has passed.');
    let notifications: Notification[];
    try {
      notifications = await ctx.em.transactional(async (em) => {
        // Claimed first: a second answer waits on this row, then finds it answered.
        if (!(await answerRequest(em, id, { status: 'accepted', at: now }))) throw answered();
        if (await isWithinNotice(em, listing, time, now)) throw noticePeriod(listing);
        await lockListingBookings(em, listing.id);
        const endsAt = new Date(time.getTime() + VIEWING_PROPOSAL_MINUTES * 60_000);
        const [slot] = await overlapRefused(() => insertSlots(em, listing.id, [{ startsAt: time, endsAt }], 1));
        if (!(await takePlace(em, slot!.id))) throw new DomainError('VIEWING_NOT_BOOKABLE', 'This viewing time has passed.');
        const bookingId = await insertBooking(em, { slotId: slot!.id, tenantId: request.tenantId, message: request.message });
        await linkBooking(em, id, bookingId);
        return this.bookingNotices.booked(em, (await findBooking(em, bookingId))!);
      });
    } catch (error) {
      if ((error as { code?: string }).code === EXCLUSION_VIOLATION) {
        throw new DomainError('VIEWING_ALREADY_BOOKED', 'This tenant already has a viewing booked for this listing.');
      }
      throw error;
    }
    await this.bookingNotices.publish(ctx.em, notifications);
    return requestView((await findRequest(ctx.em, id))!);
  }

  /** POST /api/viewing-requests/{id}/offer-slots: the owner adds viewing times (the slot form's input); the tenant books one. */
  async offerSlots(ctx: ServiceContext, id: number, input: unknown): Promise<ViewingRequestView> {
    const { listing } = await this.toAnswer(ctx, id);
    const now = this.now();
    const notification = await ctx.em.transactional(async (em) => {
      if (!(await answerRequest(em, id, { status: 'slots_offered', at: now }))) throw answered();
      await offerSlots(em, listing, input, now);
      return this.notices.slotsOffered(em, (await findRequest(em, id))!);
    });
    await this.notices.publish(ctx.em, [notification]);
    return requestView((await findRequest(ctx.em, id))!);
  }

  /** POST /api/viewing-requests/{id}/decline: with the reason the tenant is told. */
  async decline(ctx: ServiceContext, id: number, input: unknown): Promise<ViewingRequestView> {
    await this.toAnswer(ctx, id);
    const { reason } = parseInput(viewingDeclineSchema, input);
    const now = this.now();
    const notification = await ctx.em.transactional(async (em) => {
      if (!(await answerRequest(em, id, { status: 'declined', declineReason: reason, at: now }))) throw answered();
      return this.notices.declined(em, (await findRequest(em, id))!);
    });
    await this.notices.publish(ctx.em, [notification]);
    return requestView((await findRequest(ctx.em, id))!);
  }

  /** POST /api/viewing-requests/{id}/withdraw: its tenant takes it back while no time is booked; the owner is told. */
  async withdraw(ctx: ServiceContext, id: number): Promise<ViewingRequestView> {
    const viewer: Actor = requireViewer(ctx);
    const request = await findRequest(ctx.em, id);
    if (!request || !requestSide(viewer, request)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (!canWithdrawViewingRequest(viewer, request)) throw new DomainError('FORBIDDEN', 'Only the tenant who asked can withdraw a viewing request.');
    const notification = await ctx.em.transactional(async (em) => {
      if (!(await withdrawRequest(em, id, this.now()))) throw notWithdrawable();
      return this.notices.withdrawn(em, (await findRequest(em, id))!);
    });
    await this.notices.publish(ctx.em, [notification]);
    return requestView((await findRequest(ctx.em, id))!);
  }

  /** A request its listing's owner may answer: 404 to anyone who cannot see it, 403 to its tenant, 409 once answered. */
  private async toAnswer(ctx: ServiceContext, id: number): Promise<{ request: ViewingRequestRecord; listing: PropertyListing }> {
    const viewer: Actor = requireViewer(ctx);
    const request = await findRequest(ctx.em, id);
    const listing = request && (await findListing(ctx.em, request.propertyId));
    if (!request || !listing || !requestSide(viewer, request) || !canViewListing(viewer, listing)) throw new DomainError('NOT_FOUND', NOT_FOUND);
    if (!canAnswerViewingRequest(viewer, request)) throw new DomainError('FORBIDDEN', "Only the listing's owner can answer a viewing request.");
    if (request.status !== 'pending') throw answered();
    return { request, listing };
  }
}

const notWithdrawable = () =>
  new DomainError('VIEWING_REQUEST_NOT_WITHDRAWABLE', 'This viewing request can no longer be withdrawn: a time is booked, or it was declined or withdrawn.');
const answered = () => new DomainError('VIEWING_REQUEST_ANSWERED', 'This viewing request is already answered.');
