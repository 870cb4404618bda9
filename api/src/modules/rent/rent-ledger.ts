// The ledger's arithmetic, pure: the rent periods of a lease from its start to today, what fell due in each, what was
// paid, and the running balance (docs/rent-ledger.md#the-ledger). Money is integer cents throughout.
import { addDays, addMonths, differenceInCalendarDays, format, getDaysInMonth, parseISO } from 'date-fns';

export interface LedgerTerms {
  startDate: string;
  endDate: string | null;
  /** The lease's monthly rent in cents. */
  monthlyRentCents: number;
  /** Increases of the rent, oldest first: from each effective day on, the new rent (cents). */
  rentChanges?: ReadonlyArray<{ effectiveDate: string; rentCents: number }>;
  /** 1 to 31; in a shorter month, its last day. */
  rentDueDay: number;
  /** The province's calendar day now. */
  today: string;
}

export interface LedgerPayment {
  id: number;
  amountCents: number;
  paidOn: string;
}

export interface LedgerPeriod {
  /** The day this period's rent fell due (its first day). */
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  dueCents: number;
  /** True when the period is shorter than a month (the first before the due day, or the last before the end). */
  prorated: boolean;
  paidCents: number;
  /** Everything due through this period less everything paid through it: positive owed, negative ahead. */
  balanceCents: number;
  /** The balance when owed, else 0. */
  arrearsCents: number;
  /** What was paid ahead, else 0. */
  creditCents: number;
  /** The payments counted in this period (by the day they were paid). */
  paymentIds: number[];
}

export interface Ledger {
  periods: LedgerPeriod[];
  totalDueCents: number;
  totalPaidCents: number;
  balanceCents: number;
  arrearsCents: number;
  creditCents: number;
  /** The next day rent falls due after today, null once the lease has ended. */
  nextDueDate: string | null;
}

const iso = (date: Date): string => format(date, 'yyyy-MM-dd');
const day = (isoDay: string): Date => parseISO(isoDay);

/** The due day in the month of `monthOf`: the lease's day, or the month's last day when the month is shorter. */
function dueDayIn(monthOf: Date, rentDueDay: number): Date {
  const first = new Date(monthOf.getFullYear(), monthOf.getMonth(), 1);
  return new Date(first.getFullYear(), first.getMonth(), Math.min(rentDueDay, getDaysInMonth(first)));
}

/** The first due day on or after `from`. */
function firstDueOnOrAfter(from: Date, rentDueDay: number): Date {
  const sameMonth = dueDayIn(from, rentDueDay);
  return sameMonth >= from ? sameMonth : dueDayIn(addMonths(new Date(from.getFullYear(), from.getMonth(), 1), 1), rentDueDay);
}

/** The due day the month after `due` (day 31 stays 31 where a month has it). */
const nextDue = (due: Date, rentDueDay: number): Date => dueDayIn(addMonths(new Date(due.getFullYear(), due.getMonth(), 1), 1), rentDueDay);

/**
 * Where the ledger of a tenancy brought in from outside begins: the rent period it was brought in during (its due day
 * on or before that day, never before the tenancy began). Hearth knows nothing of the rent paid before, so the years
 * before are not listed as owed; the current period is, as its rent is often paid the day it is brought in.
 */
export function broughtInLedgerStart(startDate: string, broughtInOn: string, rentDueDay: number): string {
  const on = day(broughtInOn);
  const sameMonth = dueDayIn(on, rentDueDay);
  const due = sameMonth <= on ? sameMonth : dueDayIn(addMonths(new Date(on.getFullYear(), on.getMonth(), 1), -1), rentDueDay);
  return iso(due) > startDate ? iso(due) : startDate;
}

/**
 * A short period's rent: a day's rent is a year's rent over 365 days (monthly × 12 ÷ 365, as Ontario's Landlord and
 * Tenant Board counts daily rent), times the days; rounded to the cent.
 */
export const proratedCents = (monthlyRentCents: number, days: number): number => Math.round((monthlyRentCents * 12 * days) / 365);

/** The monthly rent in force on `day`: the latest increase effective by then, else the lease's rent. */
function rentOn(terms: LedgerTerms, day: string): number {
  let cents = terms.monthlyRentCents;
  for (const change of terms.rentChanges ?? []) if (change.effectiveDate <= day) cents = change.rentCents;
  return cents;
}

/**
 * The ledger. Each period's rent is the one in force on its due day (the lease's, or the latest increase's). Periods run from one due day to the day before the next. A lease that starts on a due day has whole
 * months; one that starts between them has a first, shorter period from its start to the day before the first due
 * day, due on the start day and prorated by days; an end day inside a period shortens the last one the same way.
 * Only periods whose due day has come (today or before) are listed. A payment counts in the period its day falls in
 * (one before the first period in the first, one after the last in the last); partial payments leave arrears and
 * overpayments a credit, both carried into the next period's balance.
 */
export function buildLedger(terms: LedgerTerms, payments: readonly LedgerPayment[]): Ledger {
  const start = day(terms.startDate);
  const end = terms.endDate ? day(terms.endDate) : null;
  const today = day(terms.today);
  const periods: LedgerPeriod[] = [];

  const firstDue = firstDueOnOrAfter(start, terms.rentDueDay);
  let periodStart = start;
  let periodNext = firstDue.getTime() === start.getTime() ? nextDue(firstDue, terms.rentDueDay) : firstDue;
  let nextDueDate: string | null = null;
  // A lease's periods are bounded by its end, or by today for one without an end: at most some hundreds.
  while (true) {
    if (end && periodStart > end) break;
    if (periodStart > today) {
      nextDueDate = iso(periodStart);
      break;
    }
    const lastDay = addDays(periodNext, -1);
    const periodEnd = end && end < lastDay ? end : lastDay;
    const fullLength = periodStart.getTime() === dueDayIn(periodStart, terms.rentDueDay).getTime() && periodEnd.getTime() === lastDay.getTime();
    const days = differenceInCalendarDays(periodEnd, periodStart) + 1;
    // What falls due is the rent in force on the period's due day (an increase takes effect on a due day).
    const monthCents = rentOn(terms, iso(periodStart));
    periods.push({
      dueDate: iso(periodStart),
      periodStart: iso(periodStart),
      periodEnd: iso(periodEnd),
      dueCents: fullLength ? monthCents : Math.min(monthCents, proratedCents(monthCents, days)),
      prorated: !fullLength,
      paidCents: 0,
      balanceCents: 0,
      arrearsCents: 0,
      creditCents: 0,
      paymentIds: [],
    });
    periodStart = periodNext;
    periodNext = nextDue(periodNext, terms.rentDueDay);
  }

  let unplaced = 0;
  const sorted = [...payments].sort((a, b) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : a.id - b.id));
  for (const payment of sorted) {
    let at = 0;
    for (let index = 0; index < periods.length; index += 1) if (periods[index]!.periodStart <= payment.paidOn) at = index;
    const period = periods[at];
    if (!period) {
      unplaced += payment.amountCents;
      continue;
    }
    period.paidCents += payment.amountCents;
    period.paymentIds.push(payment.id);
  }

  let balance = -unplaced;
  let totalDue = 0;
  let totalPaid = unplaced;
  for (const period of periods) {
    totalDue += period.dueCents;
    totalPaid += period.paidCents;
    balance += period.dueCents - period.paidCents;
    period.balanceCents = balance;
    period.arrearsCents = Math.max(0, balance);
    period.creditCents = Math.max(0, -balance);
  }
  return {
    periods,
    totalDueCents: totalDue,
    totalPaidCents: totalPaid,
    balanceCents: balance,
    arrearsCents: Math.max(0, balance),
    creditCents: Math.max(0, -balance),
    nextDueDate,
  };
}

/** The period a payment counts in, or null when no period has come yet. */
export function periodOfPayment(ledger: Ledger, paymentId: number): LedgerPeriod | null {
  return ledger.periods.find((period) => period.paymentIds.includes(paymentId)) ?? null;
}

export interface InterestYear {
  /** The anniversary of the tenancy's start on which the interest is owed. */
  anniversary: string;
  /** The guideline's year (the anniversary's). */
  year: number;
  /** The guideline in per cent; null when none is published for the year yet. */
  percent: number | null;
  depositCents: number;
  /** The interest owed, rounded to the cent; null without a guideline. */
  interestCents: number | null;
}

/**
 * Interest on a last month's rent deposit (Ontario RTA s. 106(6)): on each anniversary of the tenancy's start, the
 * deposit times the rent increase guideline of that year. Anniversaries up to today (and the lease's end).
 */
export function depositInterest(
  terms: Pick<LedgerTerms, 'startDate' | 'endDate' | 'today'>,
  depositCents: number,
  guidelines: ReadonlyMap<number, number>,
): InterestYear[] {
  const years: InterestYear[] = [];
  const start = day(terms.startDate);
  for (let n = 1; ; n += 1) {
    const anniversary = iso(addMonths(start, 12 * n));
    if (anniversary > terms.today || (terms.endDate && anniversary > terms.endDate)) break;
    const year = Number(anniversary.slice(0, 4));
    const percent = guidelines.get(year) ?? null;
    years.push({ anniversary, year, percent, depositCents, interestCents: percent === null ? null : Math.round((depositCents * percent) / 100) });
  }
  return years;
}
