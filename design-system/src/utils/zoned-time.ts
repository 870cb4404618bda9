import { parseAbsolute, parseDateTime, toCalendarDate, toZoned, type CalendarDate } from '@internationalized/date';
import { isFrench, memoByLocale } from './format';

// Times of a place (a listing's province), not of the browser: every formatter takes the place's IANA zone.
const intlLocale = (locale: string) => (isFrench(locale) ? 'fr-CA' : 'en-CA');
const memoByZone = <F,>(make: (locale: string, timeZone: string) => F) => {
  const byKey = memoByLocale((key) => {
    const [locale, timeZone] = key.split('|') as [string, string];
    return make(locale, timeZone);
  });
  return (locale: string, timeZone: string) => byKey(`${intlLocale(locale)}|${timeZone}`);
};

const timeFormatter = memoByZone((locale, timeZone) => new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }));
const dayFormatter = memoByZone(
  (locale, timeZone) => new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
);
const zoneFormatter = memoByZone((locale, timeZone) => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' }));

/** The calendar day of an instant ('2026-11-24T15:00:00Z') in `timeZone`. */
export const dayInZone = (instant: string, timeZone: string): CalendarDate => toCalendarDate(parseAbsolute(new Date(instant).toISOString(), timeZone));

/** '10:00 a.m.' (fr-CA '10 h 00') of an instant, in `timeZone`. */
export const formatTimeInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => timeFormatter(locale, timeZone).format(new Date(instant));

/** 'Tuesday, November 24, 2026' (fr-CA 'mardi 24 novembre 2026') of an instant, in `timeZone`. */
export const formatDayInZone = (instant: string, timeZone: string, locale = 'en-CA'): string => dayFormatter(locale, timeZone).format(new Date(instant));

// IANA ids spell some cities without their accents or punctuation.
const CITY_NAMES: Record<string, string> = { Montreal: 'Montréal', St_Johns: 'St. John’s' };

/** A zone as people say it: Intl's long generic name in the locale ('Eastern Time', 'heure de l’Est') and its city. */
export function timeZoneName(timeZone: string, locale = 'en-CA'): { zone: string; city: string } {
  const zone = zoneFormatter(locale, timeZone).formatToParts(new Date()).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  const id = timeZone.split('/').pop() ?? timeZone;
  return { zone, city: CITY_NAMES[id] ?? id.replace(/_/g, ' ') };
}

/** The instant of a wall-clock time in `timeZone`: ('2026-11-24', '10:00', 'America/Toronto') → '2026-11-24T15:00:00.000Z'. */
export const instantInZone = (day: string, time: string, timeZone: string): string =>
  toZoned(parseDateTime(`${day}T${time}`), timeZone).toDate().toISOString();
