import { describe, expect, it } from 'vitest';
import { firstSlotStart } from './viewing-time';

describe('firstSlotStart: where the add-times form starts, in the listing zone', () => {
  const now = new Date('2026-11-24T15:07:00Z'); // 10:07 in Toronto

  it('starts today when any future time will do', () => {
    expect(firstSlotStart('America/Toronto', null, now)).toEqual({ firstDay: '2026-11-24', firstTime: null });
  });

  it("starts at the day and time an occupied unit's notice allows, in the listing's zone", () => {
    expect(firstSlotStart('America/Toronto', '2026-11-25T15:07:00Z', now)).toEqual({ firstDay: '2026-11-25', firstTime: '10:07' });
    // Late in the evening in Vancouver (UTC−7 all year since 2026): the day before there, whatever the day is in UTC.
    expect(firstSlotStart('America/Vancouver', '2026-11-27T06:30:00Z', now)).toEqual({ firstDay: '2026-11-26', firstTime: '23:30' });
  });

  it('starts today when the earliest start is already past', () => {
    expect(firstSlotStart('America/Toronto', '2026-11-20T15:00:00Z', now)).toEqual({ firstDay: '2026-11-24', firstTime: null });
  });
});
