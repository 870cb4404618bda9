import { dayInZone } from '@hearth/design-system';
import type { ViewingDay, ViewingSlotRow } from './viewing.model';

/** Slots by day of the listing's zone, days and times in order. */
export function byDay(slots: readonly ViewingSlotRow[]): ViewingDay[] {
  const days = new Map<string, ViewingSlotRow[]>();
  for (const slot of [...slots].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))) {
    const day = dayInZone(slot.startsAt, slot.timeZone).toString();
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days].map(([day, daySlots]) => ({ day, slots: daySlots }));
}
