import { parseAbsolute, parseDateTime, toCalendarDate, toZoned, type CalendarDate } from '@internationalized/date';
import { isFrench } from './format';

// Times of a place (a listing's province), not of the browser: every formatter takes the place's IANA zone. Made on
// first use and kept, with no call at the top of the module: a page that formats no zoned time (the home page) keeps
// none of this, nor @internationalized/date, in its JavaScript.
const made = new Map<string, Intl.DateTimeFormat>();
function zoned(kind: 'time' | 'day' | 'zone', locale: string, timeZone: string): Intl.DateTimeFormat {
  const lang = isFrench(locale) ? 'fr-CA' : 'en-CA';
  const key = `${kind}|${lang}|${timeZone}`;
  let formatter = made.get(key);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: 'numeric', minute: '2-digit' }
        : kind === 'day'
          ? { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }
          : { timeZoneName: 'longGeneric' };
    made.set(key, (formatter = new Intl.DateTimeFormat(lang, { ...options, timeZone })));
  }
  return formatter;
}

/** The calendar day of an instant ('2026-11-24T15:00:00Z') in `timeZone`. */
export const dayInZone = (instant: string, timeZone: string): CalendarDate => toCalendarDate(parseAbsolute(new Date(instant).toISOString(), timeZone));

/** '10:00 a.m.' (fr-CA '10 h 00') of an instant, in `timeZone`. */
export const formatTimeInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => zoned('time', locale, timeZone).format(new Date(instant));

/** 'Tuesday, November 24, 2026' (fr-CA 'mardi 24 novembre 2026') of an instant, in `timeZone`. */
export const formatDayInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => zoned('day', locale, timeZone).format(new Date(instant));

// IANA ids spell some cities without their accents or punctuation.
const CITY_NAMES: Record<string, string> = { Montreal: 'Montréal', St_Johns: 'St. John’s' };

/** A zone as people say it: Intl's long generic name in the locale ('Eastern Time', 'heure de l’Est') and its city. */
export function timeZoneName(timeZone: string, locale = 'en-CA'): { zone: string; city: string } {
  const zone = zoned('zone', locale, timeZone).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const id = timeZone.split('/').pop() ?? timeZone;
  return { zone, city: CITY_NAMES[id] ?? id.replace(/_/g, ' ') };
}

/** The instant of a wall-clock time in `timeZone`: ('2026-11-24', '10:00', 'America/Toronto') → '2026-11-24T15:00:00.000Z'. */
export const instantInZone = (day: string, time: string, timeZone: string): string =>
  toZoned(parseDateTime(`${day}T${time}`), timeZone).toDate().toISOString();
