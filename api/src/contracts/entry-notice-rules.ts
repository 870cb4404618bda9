import { addDays, format, getDay, nextMonday, previousMonday } from 'date-fns';
import { z } from 'zod';
import type { BilingualText, LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';
import { instantSchema } from './instant.js';

/**
 * When a landlord may enter a tenant's home with written notice, by the listing's province
 * (docs/entry-notices.md): one table, read by the API's refusals (entry notices on repair requests, viewings of an
 * occupied unit) and by the web's forms. Each value names its law; `verified: false` marks a province whose act we
 * could not read: it then gets 24 hours and a daytime window every reading we found allows (9 a.m. to 8 p.m.), and
 * the screen says so. Emergencies need no notice anywhere. Product guidance, not legal advice.
 */

/** How urgent the work behind an entry is (a repair request's urgency). */
export const ENTRY_URGENCIES = ['emergency', 'urgent', 'routine'] as const;
export type EntryUrgency = (typeof ENTRY_URGENCIES)[number];

/** Days on which the act forbids entry with notice, beyond the hours. */
export type EntryExcludedDays = 'none' | 'sundays' | 'sundays-and-alberta-holidays';

export interface EntryNoticeRule {
  /** Minimum written notice before the entry, in hours. */
  noticeHours: number;
  /** Longer notice for routine repairs and redecoration (New Brunswick: 7 days); null where the general notice applies. */
  routineNoticeHours: number | null;
  /** The notice may be given at most this many days before the entry (British Columbia 30, Saskatchewan 7); null: no limit. */
  maxNoticeDays: number | null;
  /** The entry starts at or after `startHour` and ends by `endHour`, on the province's clock (0-24). */
  startHour: number;
  endHour: number;
  /** The longest entry the notice may announce (Saskatchewan: a four-hour period); null: the window is the limit. */
  maxEntryMinutes: number | null;
  excludedDays: EntryExcludedDays;
  /** False everywhere: an emergency needs no notice. */
  emergencyNeedsNotice: false;
  law: LawCitation;
  /** True where the values were read in the act or on a government or public legal education page (docs/entry-notices.md). */
  verified: boolean;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });
const DAYTIME = { startHour: 9, endHour: 20 } as const;
const plain = { routineNoticeHours: null, maxNoticeDays: null, maxEntryMinutes: null, excludedDays: 'none', emergencyNeedsNotice: false } as const;

export const ENTRY_NOTICE_RULES: Record<Province, EntryNoticeRule> = {
  // Residential Tenancies Act, 2006, S.O. 2006, c. 17, ss. 26-27: 24 hours' written notice naming the reason, the day
  // and a time between 8 a.m. and 8 p.m. (s. 27(3)); emergencies without notice (s. 26(1)(a)).
  ON: { ...plain, noticeHours: 24, startHour: 8, endHour: 20, law: law("Ontario's Residential Tenancies Act, 2006 (s. 27)", 'la Loi de 2006 sur la location à usage d’habitation de l’Ontario (art. 27)'), verified: true },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, s. 29(1)(b): written notice at least 24 hours and at most 30 days
  // before, entry between 8 a.m. and 9 p.m.; s. 29(1)(f) emergencies.
  BC: { ...plain, noticeHours: 24, maxNoticeDays: 30, startHour: 8, endHour: 21, law: law("British Columbia's Residential Tenancy Act (s. 29)", 'la Residential Tenancy Act de la Colombie-Britannique (art. 29)'), verified: true },
  // Residential Tenancies Act, S.A. 2004, c. R-17.1, s. 23: 24 hours' written notice, entry between 8 a.m. and 8 p.m.,
  // not on a holiday nor the tenant's day of religious worship (Sunday unless the tenant named another day).
  AB: { ...plain, noticeHours: 24, startHour: 8, endHour: 20, excludedDays: 'sundays-and-alberta-holidays', law: law("Alberta's Residential Tenancies Act (s. 23)", 'la Residential Tenancies Act de l’Alberta (art. 23)'), verified: true },
  // Civil Code of Québec, arts. 1931-1933: 24 hours' notice to do work or check the dwelling; work between 7 a.m. and
  // 7 p.m.; urgent work without notice. (Major non-urgent work needs 10 days' written notice, art. 1922: not this form.)
  QC: { ...plain, noticeHours: 24, startHour: 7, endHour: 19, law: law('the Civil Code of Québec (arts. 1931–1933)', 'le Code civil du Québec (art. 1931 à 1933)'), verified: true },
  // The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001, s. 23: 24 hours' written notice given at most 7 days
  // before, naming a period of at most four hours between 8 a.m. and 8 p.m.
  SK: { ...plain, noticeHours: 24, maxNoticeDays: 7, startHour: 8, endHour: 20, maxEntryMinutes: 240, law: law("Saskatchewan's Residential Tenancies Act, 2006 (s. 23)", 'la Residential Tenancies Act, 2006 de la Saskatchewan (art. 23)'), verified: true },
  // Residential Tenancies Act, S.N.B. 1975, c. R-10.2, s. 16: 24 hours' written notice to inspect, 7 days for routine
  // repairs; on a working day (not Sunday), 8 a.m. to 8 p.m. Holidays are not computed here (docs/entry-notices.md).
  NB: { ...plain, noticeHours: 24, routineNoticeHours: 7 * 24, startHour: 8, endHour: 20, excludedDays: 'sundays', law: law("New Brunswick's Residential Tenancies Act (s. 16)", 'la Loi sur la location de locaux d’habitation du Nouveau-Brunswick (art. 16)'), verified: true },
  // The Residential Tenancies Act, C.C.S.M. c. R119: 24 hours' written notice; the hours could not be read (sources
  // say 8 to 8 and 8 to 9): daytime.
  MB: { ...plain, noticeHours: 24, ...DAYTIME, law: law("Manitoba's Residential Tenancies Act", 'la Loi sur la location à usage d’habitation du Manitoba'), verified: false },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401, s. 9(1), statutory condition 4: 24 hours' written notice; the
  // hours could not be read (sources say 8 to 8 and 9 to 9): daytime.
  NS: { ...plain, noticeHours: 24, ...DAYTIME, law: law("Nova Scotia's Residential Tenancies Act (s. 9)", 'la Residential Tenancies Act de la Nouvelle-Écosse (art. 9)'), verified: false },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c. R-13.11: 24 hours' written notice; section and hours not read: daytime.
  PE: { ...plain, noticeHours: 24, ...DAYTIME, law: law("Prince Edward Island's Residential Tenancy Act", 'la Residential Tenancy Act de l’Île-du-Prince-Édouard'), verified: false },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c. R-14.2, s. 10 (statutory conditions): 24 hours' written notice;
  // hours not read (sources say 8 to 8 and 9 to 9): daytime.
  NL: { ...plain, noticeHours: 24, ...DAYTIME, law: law("Newfoundland and Labrador's Residential Tenancies Act, 2018", 'la Residential Tenancies Act, 2018 de Terre-Neuve-et-Labrador'), verified: false },
};

/** The notice, in hours, an entry for work of `urgency` needs in `province` (0 for an emergency). */
export function entryNoticeHours(province: Province, urgency: EntryUrgency): number {
  const rule = ENTRY_NOTICE_RULES[province];
  if (urgency === 'emergency') return 0;
  return urgency === 'routine' && rule.routineNoticeHours !== null ? rule.routineNoticeHours : rule.noticeHours;
}

// Alberta's holidays ---------------------------------------------------------------------------------------------

/** Easter Sunday of `year` (Gregorian computus, Meeus/Jones/Butcher), as a local noon Date. */
function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(year, month - 1, day, 12);
}

/** The `n`th Monday of `month` (0-11) of `year`. */
const nthMonday = (year: number, month: number, n: number): Date => {
  const first = new Date(year, month, 1, 12);
  const firstMonday = getDay(first) === 1 ? first : nextMonday(first);
  return addDays(firstMonday, 7 * (n - 1));
};

/**
 * Alberta's general holidays of `year` (Employment Standards Code, s. 25), with Easter Monday, which the
 * Interpretation Act's "holiday" adds, as 'YYYY-MM-DD' with their names. Sundays are excluded apart (the presumed day
 * of worship, and a holiday under the Interpretation Act).
 */
export function albertaHolidays(year: number): { day: string; name: BilingualText }[] {
  const at = (date: Date, en: string, fr: string) => ({ day: format(date, 'yyyy-MM-dd'), name: { en, fr } });
  const easter = easterSunday(year);
  const canadaDay = new Date(year, 6, 1, 12);
  return [
    at(new Date(year, 0, 1, 12), "New Year's Day", 'le jour de l’An'),
    at(nthMonday(year, 1, 3), 'Alberta Family Day', 'la fête de la Famille'),
    at(addDays(easter, -2), 'Good Friday', 'le Vendredi saint'),
    at(addDays(easter, 1), 'Easter Monday', 'le lundi de Pâques'),
    at(previousMonday(new Date(year, 4, 25, 12)), 'Victoria Day', 'la fête de la Reine'),
    // Canada Day moves to July 2 when July 1 is a Sunday (Holidays Act, R.S.C. 1985, c. H-5, s. 2).
    at(getDay(canadaDay) === 0 ? addDays(canadaDay, 1) : canadaDay, 'Canada Day', 'la fête du Canada'),
    at(nthMonday(year, 8, 1), 'Labour Day', 'la fête du Travail'),
    at(nthMonday(year, 9, 2), 'Thanksgiving Day', 'l’Action de grâce'),
    at(new Date(year, 10, 11, 12), 'Remembrance Day', 'le jour du Souvenir'),
    at(new Date(year, 11, 25, 12), 'Christmas Day', 'le jour de Noël'),
  ];
}

const SUNDAY: BilingualText = { en: 'a Sunday', fr: 'un dimanche' };

/** Why entry with notice is not allowed on `day` ('YYYY-MM-DD', the province's calendar) in `province`, or null. */
export function excludedEntryDay(province: Province, day: string): BilingualText | null {
  const kind = ENTRY_NOTICE_RULES[province].excludedDays;
  if (kind === 'none') return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (new Date(Date.UTC(year, month - 1, date)).getUTCDay() === 0) return SUNDAY;
  if (kind === 'sundays-and-alberta-holidays') return albertaHolidays(year).find((holiday) => holiday.day === day)?.name ?? null;
  return null;
}

// The check ------------------------------------------------------------------------------------------------------

/** How far a zone's clock is ahead of UTC at an instant (ms): the API's `common/time-zone.ts`, the design system's `zoned-time.ts`. */
export type ZoneOffset = (at: number, timeZone: string) => number;

export const ENTRY_REFUSAL_CODES = ['ENTRY_NOTICE_TOO_SHORT', 'ENTRY_NOTICE_TOO_EARLY', 'ENTRY_OUTSIDE_HOURS', 'ENTRY_DAY_EXCLUDED', 'ENTRY_TOO_LONG'] as const;
export type EntryRefusalCode = (typeof ENTRY_REFUSAL_CODES)[number];

export interface EntryNoticeQuestion {
  province: Province;
  /** The province's zone (`provinceTimeZone[province]`). */
  timeZone: string;
  enterAt: Date;
  durationMinutes: number;
  urgency: EntryUrgency;
  now: Date;
  zoneOffset: ZoneOffset;
}

export type EntryNoticeAnswer =
  | { ok: true }
  | {
      ok: false;
      code: EntryRefusalCode;
      rule: EntryNoticeRule;
      /** The notice this entry needs, in hours. */
      noticeHours: number;
      /** The earliest lawful start for an entry of this length, or null when none fits (too long for the window). */
      earliest: Date | null;
      /** The day the act excludes (ENTRY_DAY_EXCLUDED): 'a Sunday', 'Good Friday'. */
      excludedDay: BilingualText | null;
    };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** An emergency entry may be recorded up to this long after it began. */
export const EMERGENCY_ENTRY_GRACE_MINUTES = 60;

const wallOf = (at: number, timeZone: string, offset: ZoneOffset) => at + offset(at, timeZone);
const fromWall = (wall: number, timeZone: string, offset: ZoneOffset) => wall - offset(wall - offset(wall, timeZone), timeZone);
const dayOf = (wall: number) => new Date(Math.floor(wall / DAY) * DAY).toISOString().slice(0, 10);

/** Whether an entry of `durationMinutes` may last as long as `rule` allows at all. */
const fitsAtAll = (rule: EntryNoticeRule, durationMinutes: number) =>
  durationMinutes <= (rule.endHour - rule.startHour) * 60 && (rule.maxEntryMinutes === null || durationMinutes <= rule.maxEntryMinutes);

/**
 * The earliest instant at or after `from` at which an entry of `durationMinutes` may start in `province`: inside the
 * hours, ending by their end, on a day the act allows. Whole minutes; null when the entry cannot fit a day.
 */
export function earliestEntryStart(province: Province, timeZone: string, from: Date, durationMinutes: number, zoneOffset: ZoneOffset): Date | null {
  const rule = ENTRY_NOTICE_RULES[province];
  if (!fitsAtAll(rule, durationMinutes)) return null;
  let at = Math.ceil(from.getTime() / MINUTE) * MINUTE;
  // A few weeks at most: Sundays and holidays never chain longer than a handful of days.
  for (let step = 0; step < 60; step += 1) {
    const wall = wallOf(at, timeZone, zoneOffset);
    const midnight = Math.floor(wall / DAY) * DAY;
    const opens = midnight + rule.startHour * HOUR;
    const closes = midnight + rule.endHour * HOUR;
    if (excludedEntryDay(province, dayOf(wall)) || wall + durationMinutes * MINUTE > closes) {
      at = fromWall(midnight + DAY + rule.startHour * HOUR, timeZone, zoneOffset);
      continue;
    }
    if (wall < opens) {
      at = fromWall(opens, timeZone, zoneOffset);
      continue;
    }
    return new Date(at);
  }
  return null;
}

/**
 * Whether a landlord may enter at `enterAt` for `durationMinutes` with written notice given `now`, in `province`:
 * emergencies need no notice; otherwise the notice (longer for routine repairs where the act says so), its upper
 * bound, the hours (the entry also ends inside them) and the days the act excludes. A refusal carries the rule and
 * the earliest lawful start, for the message.
 */
export function checkEntryNotice(question: EntryNoticeQuestion): EntryNoticeAnswer {
  const { province, timeZone, enterAt, durationMinutes, urgency, now, zoneOffset } = question;
  const rule = ENTRY_NOTICE_RULES[province];
  const noticeHours = entryNoticeHours(province, urgency);
  const start = enterAt.getTime();
  const earliest = () => earliestEntryStart(province, timeZone, new Date(now.getTime() + noticeHours * HOUR), durationMinutes, zoneOffset);
  const refuse = (code: EntryRefusalCode, excludedDay: BilingualText | null = null): EntryNoticeAnswer => ({ ok: false, code, rule, noticeHours, earliest: earliest(), excludedDay });
  if (urgency === 'emergency') {
    return start >= now.getTime() - EMERGENCY_ENTRY_GRACE_MINUTES * MINUTE ? { ok: true } : refuse('ENTRY_NOTICE_TOO_SHORT');
  }
  if (!fitsAtAll(rule, durationMinutes)) return refuse('ENTRY_TOO_LONG');
  if (start < now.getTime() + noticeHours * HOUR) return refuse('ENTRY_NOTICE_TOO_SHORT');
  if (rule.maxNoticeDays !== null && start > now.getTime() + rule.maxNoticeDays * DAY) return refuse('ENTRY_NOTICE_TOO_EARLY');
  const wall = wallOf(start, timeZone, zoneOffset);
  const excluded = excludedEntryDay(province, dayOf(wall));
  if (excluded) return refuse('ENTRY_DAY_EXCLUDED', excluded);
  const midnight = Math.floor(wall / DAY) * DAY;
  if (wall < midnight + rule.startHour * HOUR || wall + durationMinutes * MINUTE > midnight + rule.endHour * HOUR) return refuse('ENTRY_OUTSIDE_HOURS');
  return { ok: true };
}

/** '8 a.m. to 8 p.m.' / '8 h à 20 h': a rule's hours as its sentences write them. */
export function entryHours(rule: Pick<EntryNoticeRule, 'startHour' | 'endHour'>, locale: string): string {
  if (locale.startsWith('fr')) return `${rule.startHour}\u00a0h à ${rule.endHour}\u00a0h`;
  const hour = (h: number) => `${h % 12 === 0 ? 12 : h % 12}\u00a0${h < 12 || h === 24 ? 'a.m.' : 'p.m.'}`;
  return `${hour(rule.startHour)} to ${hour(rule.endHour)}`;
}

// The form -------------------------------------------------------------------------------------------------------

export const ENTRY_DURATION_MIN = 15;
export const ENTRY_DURATION_MAX = 12 * 60;
export const ENTRY_REASON_MAX = 1000;
export const ENTRY_TIME_INVALID_MESSAGE = 'Please enter a valid date and time (ISO 8601 with a time zone).';
export const ENTRY_DURATION_MESSAGE = `An entry lasts ${ENTRY_DURATION_MIN} minutes to ${ENTRY_DURATION_MAX / 60} hours.`;
export const ENTRY_REASON_MESSAGE = 'Please say why you need to enter.';
export const ENTRY_REASON_TOO_LONG_MESSAGE = `Reason is too long (max ${ENTRY_REASON_MAX} characters)`;

/** POST /api/repair-requests/{id}/entry-notices: when, how long, why (the province's rule is the service's check). */
export const entryNoticeSchema = z
  .object({
    enterAt: instantSchema(ENTRY_TIME_INVALID_MESSAGE),
    durationMinutes: z
      .number({ error: ENTRY_DURATION_MESSAGE })
      .int(ENTRY_DURATION_MESSAGE)
      .min(ENTRY_DURATION_MIN, ENTRY_DURATION_MESSAGE)
      .max(ENTRY_DURATION_MAX, ENTRY_DURATION_MESSAGE),
    reason: z.string({ error: ENTRY_REASON_MESSAGE }).trim().min(1, ENTRY_REASON_MESSAGE).max(ENTRY_REASON_MAX, ENTRY_REASON_TOO_LONG_MESSAGE),
  })
  .strict();
export type EntryNoticeInput = z.infer<typeof entryNoticeSchema>;
