import { describe, expect, it } from 'vitest';
import { START_TIMES, addSlotsErrors, emptyAddSlots, toAddSlotsInput } from './add-slots-form';

const m = { dateRequired: 'date', duration: 'duration', capacity: 'capacity', repeatBefore: 'repeat' };

describe('add slots form', () => {
  it('offers quarter hours from 7:00 to 21:00', () => {
    expect(START_TIMES[0]).toBe('07:00');
    expect(START_TIMES.at(-1)).toBe('21:00');
    expect(START_TIMES).toHaveLength(57);
  });
  it('needs a day, a 15-120 minute duration, a capacity of 1-50 and a repeat end not before the day', () => {
    expect(addSlotsErrors(emptyAddSlots(), m)).toEqual({ date: 'date' });
    const ok = { ...emptyAddSlots(), date: '2026-11-24' };
    expect(addSlotsErrors(ok, m)).toEqual({});
    expect(addSlotsErrors({ ...ok, durationMinutes: 10, capacity: 0, repeatWeeklyUntil: '2026-11-23' }, m)).toEqual({ durationMinutes: 'duration', capacity: 'capacity', repeatWeeklyUntil: 'repeat' });
    expect(addSlotsErrors({ ...ok, durationMinutes: 121 }, m)).toEqual({ durationMinutes: 'duration' });
  });
  it('sends the start as the instant of the listing’s wall clock', () => {
    expect(toAddSlotsInput({ date: '2026-11-24', time: '10:00', durationMinutes: 30, capacity: 2, repeatWeeklyUntil: '' }, 'America/Toronto')).toEqual({
      startsAt: '2026-11-24T15:00:00.000Z',
      durationMinutes: 30,
      capacity: 2,
      repeatWeeklyUntil: null,
    });
    expect(toAddSlotsInput({ date: '2026-11-24', time: '10:00', durationMinutes: 30, capacity: 1, repeatWeeklyUntil: '2026-12-22' }, 'America/Vancouver').startsAt).toBe('2026-11-24T17:00:00.000Z');
  });
});
