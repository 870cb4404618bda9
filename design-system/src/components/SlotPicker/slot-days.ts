import type { CalendarDate } from '@internationalized/date';
import { dayInZone } from '../../utils/zoned-time';

/** One viewing time: a start instant and how many places are still free (0 = full). */
export interface TimeSlot {
  id: string;
  startsAt: string;
  freePlaces: number;
}

/** The slots of each day in `timeZone` ('2026-11-24' → its slots by start), days in order. */
export function slotsByDay<S extends TimeSlot>(slots: readonly S[], timeZone: string): Map<string, S[]> {
  const days = new Map<string, S[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  for (const slot of sorted) {
    const day = dayInZone(slot.startsAt, timeZone).toString();
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return days;
}

/** The day to show first: the selected slot's, else the first with a free place, else the first. */
export function firstDay(days: Map<string, TimeSlot[]>, selectedId?: string | null): string | undefined {
  const entries = [...days.entries()];
  const holding = (test: (slot: TimeSlot) => boolean) => entries.find(([, slots]) => slots.some(test))?.[0];
  return (selectedId != null ? holding((slot) => slot.id === selectedId) : undefined) ?? holding((slot) => slot.freePlaces > 0) ?? entries[0]?.[0];
}

export const dayKey = (date: CalendarDate) => date.toString();
