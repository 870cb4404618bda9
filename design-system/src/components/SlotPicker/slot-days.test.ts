import { describe, expect, it } from 'vitest';
import { firstDay, slotsByDay } from './slot-days';

const slot = (id: string, startsAt: string, freePlaces = 1) => ({ id, startsAt, freePlaces });

describe('slotsByDay', () => {
  it('groups by the day in the zone, not in UTC', () => {
    // 02:00 UTC on the 25th is 9 p.m. on the 24th in Toronto and 6 p.m. in Vancouver.
    const late = slot('a', '2026-11-25T02:00:00Z');
    expect([...slotsByDay([late], 'America/Toronto').keys()]).toEqual(['2026-11-24']);
    expect([...slotsByDay([late], 'America/Vancouver').keys()]).toEqual(['2026-11-24']);
    expect([...slotsByDay([late], 'America/Halifax').keys()]).toEqual(['2026-11-24']);
    expect([...slotsByDay([late], 'America/St_Johns').keys()]).toEqual(['2026-11-24']);
    expect([...slotsByDay([slot('b', '2026-11-25T04:00:00Z')], 'America/Halifax').keys()]).toEqual(['2026-11-25']);
  });
  it('orders the days and each day by start time', () => {
    const days = slotsByDay([slot('c', '2026-11-26T15:00:00Z'), slot('b', '2026-11-24T18:00:00Z'), slot('a', '2026-11-24T15:00:00Z')], 'America/Toronto');
    expect([...days.entries()].map(([day, slots]) => [day, slots.map((s) => s.id)])).toEqual([
      ['2026-11-24', ['a', 'b']],
      ['2026-11-26', ['c']],
    ]);
  });
});

describe('firstDay', () => {
  const days = slotsByDay([slot('full', '2026-11-24T15:00:00Z', 0), slot('free', '2026-11-26T15:00:00Z'), slot('later', '2026-11-28T15:00:00Z')], 'America/Toronto');
  it('opens on the selected slot, else the first day with a free place', () => {
    expect(firstDay(days, 'later')).toBe('2026-11-28');
    expect(firstDay(days)).toBe('2026-11-26');
    expect(firstDay(slotsByDay([slot('full', '2026-11-24T15:00:00Z', 0)], 'America/Toronto'))).toBe('2026-11-24');
    expect(firstDay(new Map())).toBeUndefined();
  });
});
