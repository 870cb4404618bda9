import { instantInZone } from '@hearth/design-system';
import { VIEWING_CAPACITY_MAX, VIEWING_DURATION_MAX, VIEWING_DURATION_MIN } from '@hearth/api/contracts/viewing.schema';
import type { AddViewingSlotsValues } from '../viewing.model';

/** The form as typed: days 'YYYY-MM-DD' and a time 'HH:MM' on the listing's wall clock. */
export interface AddSlotsFields {
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number;
  repeatWeeklyUntil: string;
}

export type AddSlotsErrors = Partial<Record<keyof AddSlotsFields, string>>;

export const DURATION_RANGE = { min: VIEWING_DURATION_MIN, max: VIEWING_DURATION_MAX } as const;
export const CAPACITY_RANGE = { min: 1, max: VIEWING_CAPACITY_MAX } as const;

/** Start times offered in the form: every quarter hour from 7:00 to 21:00. */
export const START_TIMES: string[] = Array.from({ length: (21 - 7) * 4 + 1 }, (_, i) => {
  const minutes = 7 * 60 + i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

export const emptyAddSlots = (): AddSlotsFields => ({ date: '', time: '10:00', durationMinutes: 30, capacity: 1, repeatWeeklyUntil: '' });

type Messages = Record<'dateRequired' | 'duration' | 'capacity' | 'repeatBefore', string>;

/** The fields' errors (none when the form can be sent), in the caller's words. */
export function addSlotsErrors(f: AddSlotsFields, m: Messages): AddSlotsErrors {
  const errors: AddSlotsErrors = {};
  if (!f.date || !f.time) errors.date = m.dateRequired;
  if (!Number.isInteger(f.durationMinutes) || f.durationMinutes < DURATION_RANGE.min || f.durationMinutes > DURATION_RANGE.max) errors.durationMinutes = m.duration;
  if (!Number.isInteger(f.capacity) || f.capacity < CAPACITY_RANGE.min || f.capacity > CAPACITY_RANGE.max) errors.capacity = m.capacity;
  if (f.repeatWeeklyUntil && f.date && f.repeatWeeklyUntil < f.date) errors.repeatWeeklyUntil = m.repeatBefore;
  return errors;
}

/** What the API takes: the start as an instant of the listing's zone. */
export const toAddSlotsInput = (f: AddSlotsFields, timeZone: string): AddViewingSlotsValues => ({
  startsAt: instantInZone(f.date, f.time, timeZone),
  durationMinutes: f.durationMinutes,
  capacity: f.capacity,
  repeatWeeklyUntil: f.repeatWeeklyUntil || null,
});
