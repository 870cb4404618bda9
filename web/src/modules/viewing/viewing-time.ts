import { dayInZone, formatDayInZone, formatTimeInZone, timeOfDayInZone, timeZoneName, useSlotPickerStrings } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';

interface Timed {
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

/** 'Tuesday, November 24, 2026 · 10:00 a.m. – 10:30 a.m.', in the listing's zone. */
export function viewingWhen({ startsAt, endsAt, timeZone }: Timed, locale: string): string {
  return `${formatDayInZone(startsAt, timeZone, locale)} · ${formatTimeInZone(startsAt, timeZone, locale)} – ${formatTimeInZone(endsAt, timeZone, locale)}`;
}

/** 'Times in Eastern Time (Toronto)' in the render's locale (the design system's words, as its slot picker says it). */
export function useZoneText(): (timeZone: string) => string {
  const strings = useSlotPickerStrings();
  const { i18n } = useLingui();
  return (timeZone) => {
    const { zone, city } = timeZoneName(timeZone, i18n.locale);
    return strings.timesInZone(zone, city);
  };
}

/** Not over yet: still to come, or under way. */
export const isUpcoming = ({ endsAt }: { endsAt: string }, now: number) => Date.parse(endsAt) > now;

/** A tenant's message in the locale's quotation marks (“…”, « … »). */
export const quoted = (text: string, i18n: I18n) => i18n._(msg`“${text}”`);

/**
 * Where the add-times form starts, in the listing's zone: today, or for an occupied unit the day and time its
 * notice allows (`earliestStart`), so the form offers no day or time the API would refuse.
 */
export function firstSlotStart(timeZone: string, earliestStart: string | null | undefined, now: Date): { firstDay: string; firstTime: string | null } {
  const today = dayInZone(now.toISOString(), timeZone).toString();
  if (!earliestStart) return { firstDay: today, firstTime: null };
  const day = dayInZone(earliestStart, timeZone).toString();
  if (day < today) return { firstDay: today, firstTime: null };
  return { firstDay: day, firstTime: timeOfDayInZone(earliestStart, timeZone) };
}
