import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { icu, translate, zonedInstantValue, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { VIEWING_REMINDER_HOURS, type ViewingCancelledBy } from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findUsers, type User } from '../user/index.js';
import { viewingCalendar } from './viewing-calendar.js';
import { bookingFromJson, claimReminder, findBooking, type BookingRecord } from './viewing.queries.js';

/** The queues of viewings: emails after a booking or a cancellation, and the reminder before a viewing. */
export const VIEWING_QUEUES = { email: 'viewing-email', reminder: 'viewing-reminder' } as const;

type Side = 'tenant' | 'landlord';
/** A cancellation with its listing carries the booking as it was cancelled (JSON): its row is gone when the job runs. */
type EmailJob = { bookingId: number; event: 'booked' | 'cancelled' | 'reminder'; booking?: BookingRecord };
/** What happened: booked, cancelled by one side (`cancelled`, told to the other; `cancelledOwn`, to who cancelled), reminder. */
type ViewingEvent = 'booked' | 'cancelled' | 'cancelledOwn' | 'reminder';
type Names = { tenant: string; landlord: string; listing: string; when: ReturnType<typeof zonedInstantValue> };
interface Text {
  title: MessageSource;
  message: (names: Names) => Message;
}

const TEXTS: Record<ViewingEvent, Record<Side, Text>> = {
  booked: {
    tenant: { title: 'Viewing Booked', message: (n) => icu('Your viewing of {listing} is booked for {when}.', n) },
    landlord: { title: 'New Viewing Booking', message: (n) => icu('{tenant} booked a viewing of {listing} for {when}.', n) },
  },
  cancelled: {
    tenant: { title: 'Viewing Cancelled', message: (n) => icu('{landlord} cancelled your viewing of {listing} on {when}.', n) },
    landlord: { title: 'Viewing Cancelled', message: (n) => icu('{tenant} cancelled the viewing of {listing} on {when}.', n) },
  },
  cancelledOwn: {
    tenant: { title: 'Viewing Cancelled', message: (n) => icu('Your viewing of {listing} on {when} is cancelled.', n) },
    landlord: { title: 'Viewing Cancelled', message: (n) => icu('The viewing of {listing} on {when} with {tenant} is cancelled.', n) },
  },
  reminder: {
    tenant: { title: 'Viewing Reminder', message: (n) => icu('Reminder: your viewing of {listing} is on {when}.', n) },
    landlord: { title: 'Viewing Reminder', message: (n) => icu('Reminder: {tenant} is coming to view {listing} on {when}.', n) },
  },
};

const otherSide = (side: Side): Side => (side === 'tenant' ? 'landlord' : 'tenant');

interface People {
  tenant: User;
  landlord: User;
  names: Names;
}

/**
 * Tells both sides of a viewing, in-app (live) and by email with a calendar invitation, each in their language,
 * through the notices; reminds them 24 hours before. Emails and reminders are jobs enqueued in the change's
 * transaction; a reminder is claimed (`reminded_at`) in the transaction that records its notices and queues its
 * emails, so it goes out once however often its job runs.
 */
export class ViewingNotices {
  constructor(
    private readonly deps: {
      orm: MikroORM;
      jobs: JobQueue;
      notices: Notices;
      publicUrl: string;
      mailFrom: string;
      logger: Pick<Logger, 'error' | 'info'>;
      /** Injectable clock, so tests can pin "now". */
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  register(): void {
    const { jobs, notices } = this.deps;
    notices.defineEmail<EmailJob>(VIEWING_QUEUES.email, (em, job) => this.emails(em, job), { batchSize: 20 });
    // Many reminders fall due together (a popular open house): fetch them in batches; one waiting job per booking.
    jobs.register<{ bookingId: number }>(VIEWING_QUEUES.reminder, ({ bookingId }) => this.remind(bookingId), undefined, { batchSize: 50, policy: 'short' });
  }

  /** In the booking's transaction: both sides' notifications, the emails' job and the reminder 24 hours before. */
  async booked(em: EntityManager, booking: BookingRecord): Promise<Notification[]> {
    const people = await this.people(em, booking);
    const notifications = (['tenant', 'landlord'] as const).map((side) => this.notification(em, 'booked', side, booking, people));
    await this.deps.notices.queueEmail(em, VIEWING_QUEUES.email, { bookingId: booking.id, event: 'booked' });
    const remindAt = new Date(booking.startsAt.getTime() - VIEWING_REMINDER_HOURS * 3600_000);
    // Booked less than 24 hours ahead: the confirmation just sent is the reminder.
    if (remindAt.getTime() > this.now().getTime()) {
      await this.deps.jobs.send(VIEWING_QUEUES.reminder, { bookingId: booking.id }, { em, startAfter: remindAt, singletonKey: `viewing-reminder:${booking.id}` });
    }
    await em.flush();
    return notifications;
  }

  /** In the cancellation's transaction: the other side's notification and both sides' emails (CANCEL invitations). */
  async cancelled(em: EntityManager, booking: BookingRecord, by: ViewingCancelledBy, { listingDeleted = false } = {}): Promise<Notification[]> {
    const people = await this.people(em, booking);
    // A notice about a listing being deleted has no link (the delete would null it in the row, but the live copy is
    // published from this entity): it names the listing in its text and metadata.
    const notification = this.notification(em, 'cancelled', otherSide(by), booking, people, listingDeleted ? null : booking.propertyId);
    // A viewing cancelled with its listing is deleted with it at the commit: only then does the job carry the booking
    // (the job table keeps payloads for days; the tenant's name and message need not be copied there otherwise).
    const job: EmailJob = { bookingId: booking.id, event: 'cancelled', ...(listingDeleted ? { booking } : {}) };
    await this.deps.notices.queueEmail(em, VIEWING_QUEUES.email, job);
    await em.flush();
    return [notification];
  }

  /** Live delivery once the change committed. */
  publish(em: EntityManager, notifications: readonly Notification[]): Promise<void> {
    return this.deps.notices.publish(em, notifications);
  }

  /** The job's emails (a booking, a cancellation, a reminder), to each side with a verified address. */
  private async emails(em: EntityManager, { bookingId, event, booking: cancelled }: EmailJob): Promise<MailMessage[]> {
    const booking = (await findBooking(em, bookingId)) ?? (cancelled ? bookingFromJson(cancelled) : null);
    // A reminder whose viewing was cancelled before its email went: the cancellation's email says it all.
    if (!booking || (event === 'reminder' && booking.status !== 'active')) return [];
    const people = await this.people(em, booking);
    return (['tenant', 'landlord'] as const).flatMap((side) => {
      const told: ViewingEvent = event === 'cancelled' ? (booking.cancelledBy === side ? 'cancelledOwn' : 'cancelled') : event;
      return this.email(told, side, booking, people) ?? [];
    });
  }

  /** The reminder of one booking: claimed, both sides notified and their emails queued, in one transaction. */
  async remind(bookingId: number): Promise<void> {
    const em = this.deps.orm.em.fork();
    const notifications = await em.transactional(async (tx) => {
      if (!(await claimReminder(tx, bookingId))) return [];
      const booking = (await findBooking(tx, bookingId))!;
      const people = await this.people(tx, booking);
      const created = (['tenant', 'landlord'] as const).map((side) => this.notification(tx, 'reminder', side, booking, people));
      await this.deps.notices.queueEmail(tx, VIEWING_QUEUES.email, { bookingId, event: 'reminder' });
      await tx.flush();
      return created;
    });
    await this.publish(em, notifications);
  }

  private async people(em: EntityManager, booking: BookingRecord): Promise<People> {
    const users = await findUsers(em, [booking.tenantId, booking.propertyOwnerId]);
    const tenant = users.find((user) => user.id === booking.tenantId)!;
    const landlord = users.find((user) => user.id === booking.propertyOwnerId)!;
    const names: Names = {
      tenant: tenant.name ?? `Tenant #${tenant.id}`,
      landlord: landlord.name ?? `Landlord #${landlord.id}`,
      listing: booking.propertyTitle,
      when: zonedInstantValue(booking.startsAt, booking.timeZone),
    };
    return { tenant, landlord, names };
  }

  private notification(
    em: EntityManager,
    event: ViewingEvent,
    side: Side,
    booking: BookingRecord,
    { tenant, landlord, names }: People,
    propertyId: number | null = booking.propertyId,
  ): Notification {
    const text = TEXTS[event][side];
    const recipient = side === 'tenant' ? tenant : landlord;
    const sender = event === 'reminder' ? null : side === 'tenant' ? landlord : tenant;
    return this.deps.notices.record(em, {
      type: 'viewing',
      title: text.title,
      message: text.message(names),
      recipientId: recipient.id,
      senderId: sender?.id ?? null,
      propertyId,
      metadata: { tenantName: tenant.name, propertyTitle: booking.propertyTitle, viewingBookingId: booking.id, viewingStartsAt: booking.startsAt.toISOString() },
    });
  }

  /** One side's email in their language, with the invitation (or its cancellation); null without a verified address. */
  private email(event: ViewingEvent, side: Side, booking: BookingRecord, { tenant, landlord, names }: People): MailMessage | null {
    const reader = side === 'tenant' ? tenant : landlord;
    if (!reader.emailVerifiedAt) return null;
    const locale = localeFor(reader.preferredLanguage);
    const text = TEXTS[event][side];
    const url = `${this.deps.publicUrl}/property/${booking.propertyId}`;
    const details: MessageSource[] = [];
    if (event === 'booked' && side === 'landlord' && booking.message) details.push(icu('Their message: {message}', { message: booking.message }));
    if (event.startsWith('cancelled') && booking.cancelReason) details.push(icu('Reason: {reason}', { reason: booking.cancelReason }));
    const message = mailIn(locale, reader.email, text.title, [
      greeting(reader.name),
      text.message(names),
      ...details,
      icu('Address: {address}', { address: booking.propertyAddress }),
      icu('See your viewings on Hearth: {url}', { url: `${this.deps.publicUrl}/dashboard` }),
    ]);
    if (event === 'reminder') return message;
    const content = viewingCalendar({
      uid: `viewing-${booking.id}@${new URL(this.deps.publicUrl).hostname}`,
      method: event === 'booked' ? 'REQUEST' : 'CANCEL',
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      summary: translate(locale, icu('Viewing: {listing}', { listing: booking.propertyTitle })),
      description: translate(locale, text.message(names)),
      location: booking.propertyAddress,
      url,
      stamp: this.now(),
      organizer: this.organizer(),
      attendee: { name: side === 'tenant' ? names.tenant : names.landlord, email: reader.email },
    });
    return { ...message, calendar: { method: event === 'booked' ? 'REQUEST' : 'CANCEL', content } };
  }

  /** Hearth sends the invitations (MAIL_FROM), so replies never go to an address the other side did not share. */
  private organizer(): { name: string; email: string } {
    const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(this.deps.mailFrom);
    return match ? { name: match[1] || 'Hearth', email: match[2]! } : { name: 'Hearth', email: this.deps.mailFrom.trim() };
  }
}
