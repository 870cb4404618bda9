import { describe, expect, it } from 'vitest';
import { dayInZone, formatDayInZone, formatTimeInZone, instantInZone, timeOfDayInZone, timeZoneName, zoneOffset } from './zoned-time';

describe('zoned times', () => {
  const instant = '2026-11-25T02:30:00Z'; // 9:30 p.m. on the 24th in Toronto
  it('reads an instant in the place’s zone, not the browser’s', () => {
    expect(dayInZone(instant, 'America/Toronto').toString()).toBe('2026-11-24');
    expect(formatTimeInZone(instant, 'America/Toronto')).toBe('9:30\u00a0p.m.');
    expect(formatTimeInZone(instant, 'America/Toronto', 'fr-CA')).toBe('21\u00a0h\u00a030');
    expect(formatTimeInZone(instant, 'America/St_Johns')).toBe('11:00\u00a0p.m.');
    expect(formatDayInZone(instant, 'America/Toronto')).toBe('Tuesday, November 24, 2026');
    expect(formatDayInZone(instant, 'America/Toronto', 'fr-CA')).toBe('mardi 24 novembre 2026');
  });
  it('turns a wall-clock time of the zone into its instant', () => {
    expect(instantInZone('2026-11-24', '10:00', 'America/Toronto')).toBe('2026-11-24T15:00:00.000Z');
    expect(instantInZone('2026-07-01', '10:00', 'America/Toronto')).toBe('2026-07-01T14:00:00.000Z');
    expect(instantInZone('2026-11-24', '09:30', 'America/Halifax')).toBe('2026-11-24T13:30:00.000Z');
    expect(instantInZone('2026-11-24', '09:30', 'America/Vancouver')).toBe('2026-11-24T16:30:00.000Z');
  });
  // The app's own rules, whatever the runtime's copy says (Node 20's and older browsers' still have British Columbia,
  // Alberta and Manitoba falling back on 1 November 2026): 22:00 UTC on the 26th is 3:00 p.m. in Vancouver, 4:00 p.m.
  // in Edmonton, 5:00 p.m. in Winnipeg and Toronto, as a current browser shows it.
  it('knows British Columbia, Alberta and Manitoba kept daylight time after 1 November 2026', () => {
    const afterTheChange = '2026-11-26T22:00:00Z';
    expect(formatTimeInZone(afterTheChange, 'America/Vancouver')).toBe('3:00\u00a0p.m.');
    expect(formatTimeInZone(afterTheChange, 'America/Vancouver', 'fr-CA')).toBe('15\u00a0h\u00a000');
    expect(formatTimeInZone(afterTheChange, 'America/Edmonton')).toBe('4:00\u00a0p.m.');
    expect(formatTimeInZone(afterTheChange, 'America/Winnipeg')).toBe('5:00\u00a0p.m.');
    expect(formatTimeInZone(afterTheChange, 'America/Toronto')).toBe('5:00\u00a0p.m.');
    expect(timeOfDayInZone('2026-11-27T06:30:00Z', 'America/Vancouver')).toBe('23:30');
    expect(dayInZone('2026-11-27T06:30:00Z', 'America/Vancouver').toString()).toBe('2026-11-26');
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'America/Vancouver')).toBe(-7 * 3600_000);
    expect(zoneOffset(Date.parse('2026-01-15T12:00:00Z'), 'America/Vancouver')).toBe(-8 * 3600_000);
  });
  it('follows daylight time where clocks still change, and the browser outside Canada', () => {
    expect(zoneOffset(Date.parse('2027-03-14T06:59:00Z'), 'America/Toronto')).toBe(-5 * 3600_000);
    expect(zoneOffset(Date.parse('2027-03-14T07:00:00Z'), 'America/Toronto')).toBe(-4 * 3600_000);
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'America/Regina')).toBe(-6 * 3600_000);
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Paris')).toBe(2 * 3600_000);
  });
  it('names the zone and its city in the locale', () => {
    expect(timeZoneName('America/Toronto')).toEqual({ zone: 'Eastern Time', city: 'Toronto' });
    expect(timeZoneName('America/Toronto', 'fr-CA')).toEqual({ zone: 'heure de l’Est', city: 'Toronto' });
    expect(timeZoneName('America/St_Johns').city).toBe('St. John’s');
    expect(timeZoneName('America/Montreal', 'fr-CA').city).toBe('Montréal');
  });
});
