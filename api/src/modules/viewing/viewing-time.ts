const WEEK_MS = 7 * 24 * 3600_000;

/** How far `timeZone`'s clock is ahead of UTC at the instant `at` (ms; negative across Canada). */
function zoneOffset(at: number, timeZone: string): number {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - (at - (at % 1000));
}

/** The instant `timeZone`'s clock shows the wall time `wall` (a wall time written as if it were UTC). */
function fromWallClock(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/**
 * `first` and its weekly repeats at the same local time in `timeZone` (10:00 stays 10:00 across a DST change),
 * through the calendar day `untilDay` in that zone. Null when that takes more than `max` slots; empty when
 * `untilDay` is before `first`'s day.
 */
export function weeklyStarts(first: Date, timeZone: string, untilDay: string | undefined, max: number): Date[] | null {
  if (untilDay === undefined) return [first];
  const firstWall = first.getTime() + zoneOffset(first.getTime(), timeZone);
  const lastWall = Date.parse(`${untilDay}T23:59:59.999Z`);
  const starts: Date[] = [];
  for (let wall = firstWall; wall <= lastWall; wall += WEEK_MS) {
    if (starts.length === max) return null;
    starts.push(new Date(fromWallClock(wall, timeZone)));
  }
  return starts;
}
