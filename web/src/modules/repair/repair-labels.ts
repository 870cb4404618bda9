import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { RepairCategory, RepairStatus, RepairUrgency } from '@hearth/api/contracts/repair.schema';

export const REPAIR_CATEGORY_LABELS: Record<RepairCategory, MessageDescriptor> = {
  plumbing: msg`Plumbing`,
  heating: msg`Heating`,
  electrical: msg`Electrical`,
  appliance: msg`Appliance`,
  'doors-and-locks': msg`Doors and locks`,
  pests: msg`Pests`,
  mould: msg`Mould`,
  structure: msg`Walls, floors, roof`,
  other: msg({ message: 'Other', context: 'repair category' }),
};

export const REPAIR_URGENCY_LABELS: Record<RepairUrgency, MessageDescriptor> = {
  emergency: msg`Emergency`,
  urgent: msg`Urgent`,
  routine: msg`Routine`,
};

/** What each urgency means, said plainly beside the choice. */
export const REPAIR_URGENCY_HINTS: Record<RepairUrgency, MessageDescriptor> = {
  emergency: msg`Health, safety or the home at risk now: no heat in winter, flooding, no water, a gas smell, a door lock that does not close. If there is fire or a gas smell, leave and call 911 first.`,
  urgent: msg`Needs fixing within a few days: a broken appliance, a leak under control, no hot water.`,
  routine: msg`Can wait for a convenient time: a dripping tap, a sticking drawer, a loose handle.`,
};

export const REPAIR_STATUS_LABELS: Record<RepairStatus, MessageDescriptor> = {
  open: msg({ message: 'Open', context: 'repair status' }),
  acknowledged: msg`Acknowledged`,
  scheduled: msg`Scheduled`,
  in_progress: msg`In progress`,
  resolved: msg`Resolved`,
  closed: msg({ message: 'Closed', context: 'repair status' }),
};

/** The button that makes a move, as its side sees it. */
export const REPAIR_MOVE_LABELS: Record<RepairStatus, MessageDescriptor> = {
  open: msg`Reopen: not fixed`,
  acknowledged: msg`Acknowledge`,
  scheduled: msg`Mark scheduled`,
  in_progress: msg`Mark in progress`,
  resolved: msg`Mark resolved`,
  closed: msg`Confirm fixed and close`,
};

/** How long a request has waited (or, once resolved, how long it took): hours under two days, then days. */
export function waitedText(hours: number, done: boolean, i18n: I18n): string {
  if (hours < 1) return done ? i18n._(msg`Fixed within the hour`) : i18n._(msg`Waiting less than an hour`);
  if (hours < 48) {
    const whole = Math.floor(hours);
    return done ? i18n._(msg`Fixed in ${plural(whole, { one: '# hour', other: '# hours' })}`) : i18n._(msg`Waiting ${plural(whole, { one: '# hour', other: '# hours' })}`);
  }
  const days = Math.floor(hours / 24);
  return done ? i18n._(msg`Fixed in ${plural(days, { one: '# day', other: '# days' })}`) : i18n._(msg`Waiting ${plural(days, { one: '# day', other: '# days' })}`);
}
