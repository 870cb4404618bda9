import { dayInZone, formatDayInZone, formatTimeInZone, instantInZone, timeOfDayInZone, zoneOffset } from '@hearth/design-system';
import {
  checkEntryNotice,
  earliestEntryStart,
  ENTRY_NOTICE_RULES,
  entryHours,
  entryNoticeHours,
  type EntryNoticeAnswer,
  type EntryUrgency,
} from '@hearth/api/contracts/entry-notice-rules';
import { inLanguage } from '@hearth/api/contracts/provincial-deposit-rules';
import type { Province } from '@hearth/api/contracts/provinces';
import { provinceTimeZone } from '@hearth/api/contracts/viewing.schema';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// The landlord's form checks an entry with the contract's own function and table (the API refuses with the same),
// on the province's clock from the design system's zone rules (the same IANA release as the API's).

const HOUR = 3600_000;

/** 'Thursday, December 3, 2026 at 10:00 a.m.' of an instant, on the province's clock. */
export const entryWhen = (instant: string, timeZone: string, locale: string): string =>
  `${formatDayInZone(instant, timeZone, locale)}, ${formatTimeInZone(instant, timeZone, locale)}`;

/** The province's rule as the form states it: notice, hours, days, the law; and, where unclear, that it is. */
export function entryRuleText(province: Province, urgency: EntryUrgency, i18n: I18n): string[] {
  const rule = ENTRY_NOTICE_RULES[province];
  const law = inLanguage(rule.law, i18n.locale);
  const hours = entryHours(rule, i18n.locale);
  if (urgency === 'emergency') return [i18n._(msg`This is an emergency: no notice is needed (${law}). The tenant is told at once.`)];
  const notice = entryNoticeHours(province, urgency);
  const lines = [
    notice > rule.noticeHours
      ? i18n._(msg`Routine repairs: ${notice / 24} days’ written notice; entry from ${hours}, local time, ending by then (${law}).`)
      : i18n._(msg`${notice} hours’ written notice; entry from ${hours}, local time, ending by then (${law}).`),
  ];
  if (rule.maxNoticeDays !== null) lines.push(i18n._(msg`The notice may be given at most ${rule.maxNoticeDays} days ahead.`));
  if (rule.maxEntryMinutes !== null) lines.push(i18n._(msg`An entry lasts at most ${rule.maxEntryMinutes / 60} hours.`));
  if (rule.excludedDays === 'sundays-and-alberta-holidays') lines.push(i18n._(msg`Not on a Sunday (or the tenant’s day of worship) nor on a holiday.`));
  if (rule.excludedDays === 'sundays') lines.push(i18n._(msg`Not on a Sunday; avoid holidays too.`));
  if (!rule.verified) lines.push(i18n._(msg`We could not confirm this province’s hours in the act: Hearth keeps to daytime. Check the act.`));
  return lines;
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * The form's first proposal: the earliest lawful start for an entry of `durationMinutes` given now, at least a quarter
 * hour later, as the form's day and time; null if none fits.
 */
export function earliestEntryFields(province: Province, urgency: EntryUrgency, durationMinutes: number, now: Date): { date: string; time: string } | null {
  const timeZone = provinceTimeZone[province];
  const from = new Date(now.getTime() + entryNoticeHours(province, urgency) * HOUR);
  // Quarter hours in the form, a whole one to spare: the earliest lawful moment moves on with the clock while the
  // landlord fills the form in, and a time seconds past it would be refused on sending.
  const earliest = earliestEntryStart(province, timeZone, new Date(Math.ceil((from.getTime() + QUARTER_HOUR) / QUARTER_HOUR) * QUARTER_HOUR), durationMinutes, zoneOffset);
  if (!earliest) return null;
  const instant = earliest.toISOString();
  return { date: dayInZone(instant, timeZone).toString(), time: timeOfDayInZone(instant, timeZone) };
}

/** The form's day and time on the province's clock, as the instant the API takes. */
export const entryInstant = (date: string, time: string, province: Province): string => instantInZone(date, time, provinceTimeZone[province]);

/** The live check: null when the API will accept it, else the refusal in the reader's words. */
export function entryProblem(province: Province, urgency: EntryUrgency, enterAt: string, durationMinutes: number, now: Date, i18n: I18n): string | null {
  const timeZone = provinceTimeZone[province];
  const answer = checkEntryNotice({ province, timeZone, enterAt: new Date(enterAt), durationMinutes, urgency, now, zoneOffset });
  return answer.ok ? null : refusalText(answer, timeZone, i18n);
}

function refusalText(refusal: Extract<EntryNoticeAnswer, { ok: false }>, timeZone: string, i18n: I18n): string {
  const law = inLanguage(refusal.rule.law, i18n.locale);
  const hours = entryHours(refusal.rule, i18n.locale);
  const earliest = refusal.earliest ? entryWhen(refusal.earliest.toISOString(), timeZone, i18n.locale) : '';
  switch (refusal.code) {
    case 'ENTRY_NOTICE_TOO_SHORT':
      return i18n._(msg`Too soon: ${law} needs ${refusal.noticeHours} hours’ written notice. The earliest lawful time is ${earliest}.`);
    case 'ENTRY_NOTICE_TOO_EARLY':
      return i18n._(msg`Too far ahead: under ${law}, the notice may be given at most ${refusal.rule.maxNoticeDays ?? 0} days before.`);
    case 'ENTRY_DAY_EXCLUDED': {
      const day = refusal.excludedDay ? inLanguage(refusal.excludedDay, i18n.locale) : '';
      return i18n._(msg`Not allowed on ${day} (${law}). The earliest lawful time is ${earliest}.`);
    }
    case 'ENTRY_OUTSIDE_HOURS':
      return i18n._(msg`Outside the hours: ${law} allows entry from ${hours}, local time, ending by then. The earliest lawful time is ${earliest}.`);
    case 'ENTRY_TOO_LONG':
      return i18n._(msg`Too long for one entry under ${law}: shorten it.`);
  }
}

/** The day an entry notice is about, for lists: 'Thursday, December 3, 2026 · 10:00 a.m. – 11:00 a.m.'. */
export const entrySpan = (enterAt: string, endsAt: string, timeZone: string, locale: string): string =>
  `${formatDayInZone(enterAt, timeZone, locale)} · ${formatTimeInZone(enterAt, timeZone, locale)} – ${formatTimeInZone(endsAt, timeZone, locale)}`;

/** Whether an entry is over (for lists: past notices apart). */
export const isPastEntry = (endsAt: string, now: number) => Date.parse(endsAt) <= now;

/** 'YYYY-MM-DD' of today in the province (the day picker's first day). */
export const todayIn = (province: Province, now: Date): string => dayInZone(now.toISOString(), provinceTimeZone[province]).toString();
