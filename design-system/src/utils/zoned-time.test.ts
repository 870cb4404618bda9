import { describe, expect, it } from 'vitest';
import { dayInZone, formatDayInZone, formatTimeInZone, instantInZone, timeZoneName } from './zoned-time';

describe('zoned times', () => {
  const instant = '2026-11-25T02:30:00Z'; // 9:30 p.m. on the 24th in Toronto
  it('reads an instant in the place’s zone, not the browser’s', () => {
    expect(dayInZone(instant, 'America/Toronto').toString()).toBe('2026-11-24');
    expect(formatTimeInZone(instant, 'America/Toronto')).toBe('9:30 p.m.');
    expect(formatTimeInZone(instant, 'America/Toronto', 'fr-CA')).toBe('21 h 30');
    expect(formatTimeInZone(instant, 'America/St_Johns')).toBe('11:00 p.m.');
    expect(formatDayInZone(instant, 'America/Toronto')).toBe('Tuesday, November 24, 2026');
    expect(formatDayInZone(instant, 'America/Toronto', 'fr-CA')).toBe('mardi 24 novembre 2026');
  });
  it('turns a wall-clock time of the zone into its instant', () => {
    expect(instantInZone('2026-11-24', '10:00', 'America/Toronto')).toBe('2026-11-24T15:00:00.000Z');
    expect(instantInZone('2026-07-01', '10:00', 'America/Toronto')).toBe('2026-07-01T14:00:00.000Z');
    expect(instantInZone('2026-11-24', '09:30', 'America/Edmonton')).toBe('2026-11-24T16:30:00.000Z');
  });
  it('names the zone and its city in the locale', () => {
    expect(timeZoneName('America/Toronto')).toEqual({ zone: 'Eastern Time', city: 'Toronto' });
    expect(timeZoneName('America/Toronto', 'fr-CA')).toEqual({ zone: 'heure de l’Est', city: 'Toronto' });
    expect(timeZoneName('America/St_Johns').city).toBe('St. John’s');
    expect(timeZoneName('America/Montreal', 'fr-CA').city).toBe('Montréal');
  });
});
