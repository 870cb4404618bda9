import { describe, expect, it } from 'vitest';
import { calendarDayIn, formatInZone, fromWallClock, TZDATA_VERSION, wallClock, zoneAbbreviation } from './time-zone.js';

// 22:00 UTC on 26 November 2026: British Columbia kept UTC−7 after 8 March 2026 (the IANA database from 2026a on),
// so it is 3:00 p.m. in Vancouver, Pacific daylight time as a current browser writes it; Toronto is on EST.
const AFTER_BC_KEPT_DAYLIGHT_TIME = new Date('2026-11-26T22:00:00Z');

describe('zone rules of the server', () => {
  it('come from an IANA release that knows British Columbia kept UTC−7', () => {
    expect(TZDATA_VERSION >= '2026a').toBe(true);
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Vancouver', 'en-CA')).toBe('Thu, Nov 26, 2026, 3:00\u00a0p.m.\u00a0PDT');
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Toronto', 'en-CA')).toBe('Thu, Nov 26, 2026, 5:00\u00a0p.m.\u00a0EST');
    // Alberta and Manitoba kept daylight time too (IANA 2026d on), as today's browsers show.
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Edmonton', 'en-CA')).toBe('Thu, Nov 26, 2026, 4:00\u00a0p.m.\u00a0MDT');
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Winnipeg', 'fr-CA')).toBe('jeu. 26 nov. 2026, 17\u00a0h\u00a000\u00a0HAC');
  });

  it('write the time as each language does, with the zone as each says it', () => {
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Vancouver', 'fr-CA')).toBe('jeu. 26 nov. 2026, 15\u00a0h\u00a000\u00a0HAP');
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/Toronto', 'fr-CA')).toBe('jeu. 26 nov. 2026, 17\u00a0h\u00a000\u00a0HNE');
    expect(formatInZone(AFTER_BC_KEPT_DAYLIGHT_TIME, 'America/St_Johns', 'en-CA')).toBe('Thu, Nov 26, 2026, 6:30\u00a0p.m.\u00a0NST');
    expect(formatInZone(new Date('2026-07-01T14:00:00Z'), 'America/Halifax', 'fr-CA')).toBe('mer. 1 juill. 2026, 11\u00a0h\u00a000\u00a0HAA');
    expect(zoneAbbreviation(AFTER_BC_KEPT_DAYLIGHT_TIME.getTime(), 'America/Regina', 'fr-CA')).toBe('HNC');
    expect(zoneAbbreviation(Date.parse('2026-07-01T14:00:00Z'), 'America/Regina', 'en-CA')).toBe('CST');
    expect(zoneAbbreviation(Date.parse('2026-07-01T14:00:00Z'), 'Europe/Paris', 'en-CA')).toBe('UTC+2');
    expect(zoneAbbreviation(Date.parse('2026-07-01T14:00:00Z'), 'Asia/Kolkata', 'fr-CA')).toBe('UTC+5:30');
  });

  it('find the calendar day of an instant in a zone', () => {
    const instant = new Date('2027-01-02T04:30:00Z'); // 23:30 on Jan 1 in Toronto, 20:30 in Vancouver
    expect(calendarDayIn('America/Toronto', instant)).toBe('2027-01-01');
    expect(calendarDayIn('UTC', instant)).toBe('2027-01-02');
    expect(calendarDayIn('America/Vancouver', instant)).toBe('2027-01-01');
    // 06:30 UTC on 27 November 2026: 11:30 p.m. the day before in Vancouver on UTC−7 (on UTC−8 it would be 10:30).
    expect(calendarDayIn('America/Vancouver', new Date('2026-11-27T06:30:00Z'))).toBe('2026-11-26');
    expect(calendarDayIn('America/Vancouver', new Date('2026-11-27T07:30:00Z'))).toBe('2026-11-27');
  });

  it('turn wall-clock times of a zone into instants and back, across a change of clocks', () => {
    const tenAm = (day: string) => Date.parse(`${day}T10:00:00Z`);
    expect(new Date(fromWallClock(tenAm('2026-11-24'), 'America/Toronto')).toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(new Date(fromWallClock(tenAm('2026-10-27'), 'America/Toronto')).toISOString()).toBe('2026-10-27T14:00:00.000Z');
    expect(new Date(fromWallClock(tenAm('2026-11-24'), 'America/Vancouver')).toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(wallClock(Date.parse('2026-11-24T17:00:00Z'), 'America/Vancouver')).toBe(tenAm('2026-11-24'));
  });

  it('refuse a zone that does not exist', () => {
    expect(() => calendarDayIn('America/Atlantis', AFTER_BC_KEPT_DAYLIGHT_TIME)).toThrow("Unknown time zone 'America/Atlantis'");
  });
});
