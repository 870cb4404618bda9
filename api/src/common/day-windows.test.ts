import { describe, expect, it } from 'vitest';
import { countPerDaySql, dayWindows, perDay } from './day-windows.js';

describe('dayWindows', () => {
  it("gives the last days of a place, today last, bounded by that place's midnights (a fall-back day is 25 hours)", () => {
    // 02:30 UTC on 3 November is still 2 November in Toronto (21:30 EST).
    const windows = dayWindows('America/Toronto', new Date('2026-11-03T02:30:00Z'), 3);
    expect(windows.days).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(windows.bounds.map((bound) => bound.toISOString())).toEqual([
      '2026-10-31T04:00:00.000Z', // EDT midnight
      '2026-11-01T04:00:00.000Z',
      '2026-11-02T05:00:00.000Z', // EST midnight: 1 November lasted 25 hours
      '2026-11-03T05:00:00.000Z',
    ]);
  });

  it('counts per day from bucket rows, zeros included, ignoring rows outside', () => {
    const windows = dayWindows('America/Vancouver', new Date('2026-06-15T12:00:00Z'), 4);
    expect(perDay([{ bucket: 2, n: 3 }, { bucket: 4, n: 1 }, { bucket: 0, n: 9 }, { bucket: 5, n: 9 }], windows)).toEqual([0, 3, 0, 1]);
    const query = countPerDaySql('created_at', 'from saved_properties where property_id = ?', [7], windows);
    expect(query.params).toEqual([`{${windows.bounds.map((bound) => bound.toISOString()).join(',')}}`, 7, windows.bounds[0]!.toISOString(), windows.bounds[4]!.toISOString()]);
  });
});
