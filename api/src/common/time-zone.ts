// The clock of a place (a listing's province), for everything the server computes or writes in local time: viewing
// repeats, today's date, the times in emails. Node's ICU lags the IANA time zone database (Node 20 carries 2025c,
// which still has British Columbia, Alberta and Manitoba falling back on 1 November 2026, though they kept daylight
// time), so the rules come from moment-timezone: it ships the IANA data within days of each release and says which
// (`TZDATA_VERSION`, tested), which keeps the server's local times equal to a current browser's. Intl still writes
// the words, in UTC. The web app ships the same release's offsets (design-system's zone-rules.generated.ts).
import moment from 'moment-timezone';
import type { Locale } from '../contracts/index.js';

/** The IANA release the server's zone rules come from ('2026f'). */
export const TZDATA_VERSION: string = moment.tz.dataVersion;

function zone(timeZone: string): moment.MomentZone {
  const found = moment.tz.zone(timeZone);
  if (!found) throw new Error(`Unknown time zone '${timeZone}'`);
  return found;
}

/** How far `timeZone`'s clock is ahead of UTC at the instant `at` (ms; negative across Canada). */
export const zoneOffset = (at: number, timeZone: string): number => -zone(timeZone).utcOffset(at) * 60_000;

/** The wall time `timeZone`'s clock shows at `at`, written as if it were UTC. */
export const wallClock = (at: number, timeZone: string): number => at + zoneOffset(at, timeZone);

/** The instant `timeZone`'s clock shows the wall time `wall` (a wall time written as if it were UTC). */
export function fromWallClock(wall: number, timeZone: string): number {
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** The calendar day of `instant` in `timeZone`, as 'YYYY-MM-DD'. */
export const calendarDayIn = (timeZone: string, instant: Date): string => new Date(wallClock(instant.getTime(), timeZone)).toISOString().slice(0, 10);

// Canada's zones by the name people and browsers (CLDR) give them: the standard offset of each family, and its short
// names in English and French for standard and daylight time. A clock ahead of the standard offset is on daylight
// time: the year-round daylight time British Columbia, Alberta and Manitoba keep since 2026 is 'PDT', 'MDT', 'CDT'
// ('HAP', 'HAR', 'HAC'), as a current browser writes it.
const ZONE_FAMILIES = {
  pacific: { standardMinutes: -480, en: ['PST', 'PDT'], fr: ['HNP', 'HAP'] },
  mountain: { standardMinutes: -420, en: ['MST', 'MDT'], fr: ['HNR', 'HAR'] },
  central: { standardMinutes: -360, en: ['CST', 'CDT'], fr: ['HNC', 'HAC'] },
  eastern: { standardMinutes: -300, en: ['EST', 'EDT'], fr: ['HNE', 'HAE'] },
  atlantic: { standardMinutes: -240, en: ['AST', 'ADT'], fr: ['HNA', 'HAA'] },
  newfoundland: { standardMinutes: -210, en: ['NST', 'NDT'], fr: ['HNT', 'HAT'] },
} as const;
const ZONE_FAMILY: Record<string, keyof typeof ZONE_FAMILIES> = {
  'America/Vancouver': 'pacific',
  'America/Edmonton': 'mountain',
  'America/Regina': 'central',
  'America/Winnipeg': 'central',
  'America/Toronto': 'eastern',
  'America/Halifax': 'atlantic',
  'America/Moncton': 'atlantic',
  'America/St_Johns': 'newfoundland',
};

/** The short name of `timeZone`'s time at `at` in `locale` ('PDT', 'HNE'); its offset ('UTC+1') outside Canada. */
export function zoneAbbreviation(at: number, timeZone: string, locale: Locale): string {
  const minutes = zoneOffset(at, timeZone) / 60_000;
  const familyName = ZONE_FAMILY[timeZone];
  if (familyName) {
    const family = ZONE_FAMILIES[familyName];
    return family[locale === 'fr-CA' ? 'fr' : 'en'][minutes > family.standardMinutes ? 1 : 0];
  }
  const sign = minutes < 0 ? '−' : '+';
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${Math.floor(Math.abs(minutes) / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/** `at` as `locale` writes a date and time in `timeZone`, with the zone's short name: 'Thu, Nov 26, 2026, 3:00 p.m. PDT'. */
export function formatInZone(at: Date, timeZone: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions = { weekday: 'short', year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' };
  const wall = new Date(wallClock(at.getTime(), timeZone));
  // The time and its zone never split across lines ('10 h 00 HNE'): from the hour on, spaces are no-break ones.
  const parts = new Intl.DateTimeFormat(locale, options).formatToParts(wall);
  const hour = parts.findIndex((part) => part.type === 'hour');
  const date = parts.slice(0, hour).map((part) => part.value).join('');
  const time = parts.slice(hour).map((part) => part.value).join('').replace(/[ \u202f]/g, '\u00a0');
  return `${date}${time}\u00a0${zoneAbbreviation(at.getTime(), timeZone, locale)}`;
}
