import { describe, expect, it } from 'vitest';
import { weeklyStarts } from './viewing-time.js';

const iso = (dates: Date[] | null) => dates?.map((d) => d.toISOString());

describe('weeklyStarts: a viewing time repeated weekly at the same local time', () => {
  it('keeps 10:00 at 10:00 in Toronto across the end of daylight time', () => {
    expect(iso(weeklyStarts(new Date('2026-10-27T14:00:00Z'), 'America/Toronto', '2026-11-10', 10))).toEqual([
      '2026-10-27T14:00:00.000Z',
      '2026-11-03T15:00:00.000Z',
      '2026-11-10T15:00:00.000Z',
    ]);
  });

  it('keeps British Columbia on UTC−7 after 1 November 2026, where its clocks no longer change', () => {
    expect(iso(weeklyStarts(new Date('2026-10-27T17:00:00Z'), 'America/Vancouver', '2026-11-10', 10))).toEqual([
      '2026-10-27T17:00:00.000Z',
      '2026-11-03T17:00:00.000Z',
      '2026-11-10T17:00:00.000Z',
    ]);
  });

  it('stops at the limit and at the last day', () => {
    expect(weeklyStarts(new Date('2026-10-27T14:00:00Z'), 'America/Toronto', '2027-10-27', 10)).toBeNull();
    expect(weeklyStarts(new Date('2026-10-27T14:00:00Z'), 'America/Toronto', '2026-10-26', 10)).toEqual([]);
  });
});
