import { parseDate, type DateValue } from '@internationalized/date';

/** Inclusive range of ISO dates ('2025-03-10'), e.g. a pending or active lease. */
export interface IsoDateRange {
  start: string;
  end: string;
}

/** Accepts '2025-03-10' or a full ISO timestamp; only the date part counts. */
const toDate = (iso: string) => parseDate(iso.slice(0, 10));

/**
 * Builds RAC's `isDateUnavailable` from booked ranges: a day is unavailable when it falls inside any range
 * (bounds included). Malformed ranges are ignored rather than blocking the whole calendar.
 */
export function isDateUnavailableFromRanges(ranges: readonly IsoDateRange[] = []): (date: DateValue) => boolean {
  const parsed = ranges.flatMap((r) => {
    try {
      return [{ start: toDate(r.start), end: toDate(r.end) }];
    } catch {
      return [];
    }
  });
  return (date) => parsed.some((r) => date.compare(r.start) >= 0 && date.compare(r.end) <= 0);
}
