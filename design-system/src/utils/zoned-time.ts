import { CalendarDate } from '@internationalized/date';
import { isFrench, noBreak } from './format';
import { ZONE_RULES } from './zone-rules.generated';

// Times of a place (a listing's province), not of the browser. The offsets come from the rules shipped with the app
// (Canada's zones, the same IANA release as the API's), not from the browser's own copy, which may be older; Intl
// only writes the words, of a wall time in UTC. Formatters are made on first use and kept, with no call at the top
// of the module: a page that formats no zoned time (the home page) keeps none of this in its JavaScript.
const MINUTE = 60_000;

/** How far `timeZone`'s clock is ahead of UTC at the instant `at` (ms): shipped rules, the browser's outside Canada. */
export function zoneOffset(at: number, timeZone: string): number {
  const rules = ZONE_RULES[timeZone];
  if (!rules) return browserZoneOffset(at, timeZone);
  const [offsets, untils] = rules;
  const minutes = at / MINUTE;
  let low = 0;
  let high = untils.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (untils[middle]! <= minutes) low = middle + 1;
    else high = middle;
  }
  return offsets[low]! * MINUTE;
}

function browserZoneOffset(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(new Date(at))
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!) - Math.floor(at / MINUTE) * MINUTE;
}

/** The wall time `timeZone`'s clock shows at an instant, as a Date whose UTC fields are that wall time. */
const wallClock = (instant: string, timeZone: string): Date => {
  const at = Date.parse(instant);
  return new Date(at + zoneOffset(at, timeZone));
};

const made = new Map<string, Intl.DateTimeFormat>();
function wallFormat(kind: 'time' | 'day' | 'hm', locale: string): Intl.DateTimeFormat {
  const lang = isFrench(locale) ? 'fr-CA' : 'en-CA';
  const key = `${kind}|${lang}`;
  let formatter = made.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'day'
          ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
          : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    made.set(key, (formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' })));
  }
  return formatter;
}

/** The calendar day of an instant ('2026-11-24T15:00:00Z') in `timeZone`. */
export function dayInZone(instant: string, timeZone: string): CalendarDate {
  const wall = wallClock(instant, timeZone);
  return new CalendarDate(wall.getUTCFullYear(), wall.getUTCMonth() + 1, wall.getUTCDate());
}

/** '10:00 a.m.' (fr-CA '10 h 00') of an instant, in `timeZone`; its spaces no-break, so it never splits across lines. */
export const formatTimeInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => noBreak(wallFormat('time', locale).format(wallClock(instant, timeZone)));

/** '09:05', '23:30': the 24-hour wall time of an instant in `timeZone`, as a time field holds it. */
export const timeOfDayInZone = (instant: string, timeZone: string): string => wallFormat('hm', 'en-CA').format(wallClock(instant, timeZone));

/** 'Tuesday, November 24, 2026' (fr-CA 'mardi 24 novembre 2026') of an instant, in `timeZone`. */
export const formatDayInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => wallFormat('day', locale).format(wallClock(instant, timeZone));

// IANA ids spell some cities without their accents or punctuation.
const CITY_NAMES: Record<string, string> = { Montreal: 'Montréal', St_Johns: 'St. John’s' };
const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** A zone as people say it: Intl's long generic name in the locale ('Eastern Time', 'heure de l’Est') and its city. */
export function timeZoneName(timeZone: string, locale = 'en-CA'): { zone: string; city: string } {
  const lang = isFrench(locale) ? 'fr-CA' : 'en-CA';
  let names = zoneNames.get(`${lang}|${timeZone}`);
  if (!names) zoneNames.set(`${lang}|${timeZone}`, (names = new Intl.DateTimeFormat(lang, { timeZoneName: 'longGeneric', timeZone })));
  const zone = names.formatToParts(Date.now()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const id = timeZone.split('/').pop() ?? timeZone;
  return { zone, city: CITY_NAMES[id] ?? id.replace(/_/g, ' ') };
}

/** The instant of a wall-clock time in `timeZone`: ('2026-11-24', '10:00', 'America/Toronto') → '2026-11-24T15:00:00.000Z'. */
export function instantInZone(day: string, time: string, timeZone: string): string {
  const wall = Date.parse(`${day}T${time}:00Z`);
  const guess = wall - zoneOffset(wall, timeZone);
  return new Date(wall - zoneOffset(guess, timeZone)).toISOString();
}
