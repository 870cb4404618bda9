import { addDays, addMonths, format, parseISO } from 'date-fns';
import type { Province } from './provinces.js';
import { RENT_INCREASE_RULES, quebecWindow } from './rent-increase-rules.js';

/**
 * Reminders before a fixed-term lease ends (docs/product.md#renewal-reminders):
 * both parties hear of it in time to offer a renewal or to give notice.
 * - Everywhere but Québec: 90 days before the last day (about the notice most provinces ask before an increase,
 *   Ontario's 90 days among them), then 30 days before.
 * - Québec: a lease renews by itself (Civil Code of Québec, art. 1941); the landlord's notice of a change (the rent)
 *   and the tenant's notice of leaving both fall in a window before the end (arts. 1942 and 1946): 6 to 3 months for
 *   a lease of 12 months or more, 2 to 1 months for a shorter one. Reminded when it opens, and before it closes
 *   (14 days before for a long lease, 7 for a short one).
 */
export type RenewalReminderKey = 'days-90' | 'days-30' | 'quebec-window-opens' | 'quebec-window-closing';

export interface RenewalReminder {
  key: RenewalReminderKey;
  /** The day it is due (YYYY-MM-DD). */
  on: string;
  /** Québec: the notice window [from, until]; null elsewhere. */
  window: { from: string; until: string } | null;
}

/** The longest a reminder comes before the end: the job looks no further ahead. */
export const RENEWAL_REMINDER_HORIZON_DAYS = 200;

const day = (date: Date): string => format(date, 'yyyy-MM-dd');

/** The reminders of a fixed term from `startDate` to `endDate` in `province`, earliest first. */
export function renewalReminders(province: Province, startDate: string | null, endDate: string): RenewalReminder[] {
  const notice = RENT_INCREASE_RULES[province].notice;
  if (notice.kind === 'quebec-window') {
    const { from, until } = quebecWindow(notice, startDate ?? endDate, endDate);
    const long = addMonths(parseISO(startDate ?? endDate), 12) <= addDays(parseISO(endDate), 1);
    const window = { from, until };
    return [
      { key: 'quebec-window-opens', on: from, window },
      { key: 'quebec-window-closing', on: day(addDays(parseISO(until), long ? -14 : -7)), window },
    ];
  }
  return [
    { key: 'days-90', on: day(addDays(parseISO(endDate), -90)), window: null },
    { key: 'days-30', on: day(addDays(parseISO(endDate), -30)), window: null },
  ];
}

/** The reminders due by `today` (on or before it), earliest first: a lease brought in late gets only what is left. */
export const dueRenewalReminders = (province: Province, startDate: string | null, endDate: string, today: string): RenewalReminder[] =>
  endDate < today ? [] : renewalReminders(province, startDate, endDate).filter((reminder) => reminder.on <= today);
