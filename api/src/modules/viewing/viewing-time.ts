import { fromWallClock, wallClock } from '../../common/time-zone.js';

const WEEK_MS = 7 * 24 * 3600_000;

/**
 * `first` and its weekly repeats at the same local time in `timeZone` (10:00 stays 10:00 across a DST change),
 * through the calendar day `untilDay` in that zone. Null when that takes more than `max` slots; empty when
 * `untilDay` is before `first`'s day.
 */
export function weeklyStarts(first: Date, timeZone: string, untilDay: string | undefined, max: number): Date[] | null {
  if (untilDay === undefined) return [first];
  const firstWall = wallClock(first.getTime(), timeZone);
  const lastWall = Date.parse(`${untilDay}T23:59:59.999Z`);
  const starts: Date[] = [];
  for (let wall = firstWall; wall <= lastWall; wall += WEEK_MS) {
    if (starts.length === max) return null;
    starts.push(new Date(fromWallClock(wall, timeZone)));
  }
  return starts;
}
