import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** What a calendar invitation of a viewing says (texts already in the recipient's language). */
export interface ViewingInvite {
  /** Stable per booking, so a cancellation replaces the invitation in the recipient's calendar. */
  uid: string;
  method: 'REQUEST' | 'CANCEL';
  startsAt: Date;
  endsAt: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** When the invitation is written (DTSTAMP). */
  stamp: Date;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

/**
 * The iCalendar text of a viewing (RFC 5546 iTIP): REQUEST with SEQUENCE 0 when booked, CANCEL with the same UID
 * and SEQUENCE 1 when cancelled. Times are written in UTC (`DTSTART:...Z`), which every calendar shows on its own
 * clock; the listing's zone is in the text. ical-generator: maintained, typed, and folds and escapes lines per RFC 5545.
 */
export function viewingCalendar(invite: ViewingInvite): string {
  const cancelled = invite.method === 'CANCEL';
  const calendar = ical({
    prodId: { company: 'Hearth', product: 'Viewings', language: 'EN' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: invite.uid,
    sequence: cancelled ? 1 : 0,
    start: invite.startsAt,
    end: invite.endsAt,
    stamp: invite.stamp,
    summary: invite.summary,
    description: invite.description,
    location: invite.location,
    url: invite.url,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: invite.organizer,
    attendees: [{ ...invite.attendee, rsvp: false }],
  });
  return calendar.toString();
}
