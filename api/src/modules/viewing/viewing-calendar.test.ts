import { describe, expect, it } from 'vitest';
import { viewingCalendar } from './viewing-calendar.js';

describe('viewingCalendar', () => {
  it("stamps the invitation with the clock it is given (DTSTAMP), not the machine's", () => {
    const text = viewingCalendar({
      uid: 'viewing-1@hearth.test',
      method: 'REQUEST',
      startsAt: new Date('2031-05-06T14:00:00Z'),
      endsAt: new Date('2031-05-06T14:30:00Z'),
      summary: 'Viewing: Sunny condo',
      description: 'Booked.',
      location: '1 King St W',
      url: 'https://hearth.test/property/1',
      organizer: { name: 'Hearth', email: 'hello@hearth.test' },
      attendee: { name: 'Tia Tenant', email: 'tia@example.ca' },
      stamp: new Date('2031-05-05T12:00:00Z'),
    });
    expect(text).toContain('DTSTAMP:20310505T120000Z');
    expect(text).toContain('DTSTART:20310506T140000Z');
  });
});
