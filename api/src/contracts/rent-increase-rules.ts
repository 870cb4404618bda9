import { addDays, addMonths, addYears, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.js';
import type { BilingualText, LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * Rent increases by the listing's province (docs/rent-increases.md): the cap, the time since the tenancy began or the
 * last increase, the written notice, and the exemptions. One table, each value with its source in the doc, read by
 * the API's refusals and the increase form's live check alike (`checkRentIncrease`). Where a value could not be read
 * in the act or on the province's own page it says `verified: false`, and the form says so.
 * Product guidance, not legal advice: each row names the law to read.
 */

/** The four refusals of a proposed increase (400, api/src/contracts/error-codes.ts). */
export const RENT_INCREASE_REFUSALS = ['RENT_INCREASE_TOO_SOON', 'RENT_INCREASE_NOTICE_TOO_SHORT', 'RENT_INCREASE_ABOVE_GUIDELINE', 'GUIDELINE_NOT_PUBLISHED'] as const;
export type RentIncreaseRefusalCode = (typeof RENT_INCREASE_REFUSALS)[number];

/**
 * How the province caps an increase: the yearly guideline admins keep (`rent_guidelines`, the year the increase takes
 * effect), a percentage the act itself fixes for a period, or no cap.
 */
export type RentIncreaseCap =
  | { kind: 'guideline' }
  | { kind: 'fixed'; percent: number; /** First and last day the statutory cap applies (inclusive); outside, no figure is known. */ from: string; until: string | null }
  | { kind: 'none' };

/**
 * The written notice before the increase takes effect:
 * - `days`: at least that many days before (Ontario 90);
 * - `months`: at least that many calendar months before (Manitoba 3, Nova Scotia 4, New Brunswick 6);
 * - `full-months`: that many whole rent periods between the notice and the increase: a notice given on or after a
 *   rent day counts from the next one (British Columbia 3; Alberta's 3 tenancy months for monthly tenancies);
 * - `quebec-window`: Québec's Civil Code art. 1942: the increase takes effect when the lease renews, and the notice is
 *   given 3 to 6 months before the end of a lease of 12 months or more (1 to 2 months for a shorter lease).
 */
export type RentIncreaseNotice =
  | { kind: 'days'; days: number }
  | { kind: 'months'; months: number }
  | { kind: 'full-months'; months: number }
  | { kind: 'quebec-window'; earliestMonths: number; latestMonths: number; shortLeaseEarliestMonths: number; shortLeaseLatestMonths: number };

export interface RentIncreaseRules {
  cap: RentIncreaseCap;
  /** Months since the tenancy began or since the last increase took effect; null where the increase comes with the lease's renewal (Québec). */
  minimumMonths: number | null;
  notice: RentIncreaseNotice;
  /** Ontario: a unit first occupied for residential purposes after this day is not under the guideline (RTA 2006, s. 6.1). */
  exemptFirstOccupiedAfter?: string;
  /** Manitoba: a unit whose rent is at least this, by the year the increase takes effect, is not under the guideline. */
  exemptRentFrom?: Readonly<Record<number, number>>;
  /** Manitoba: a building first occupied after this day is not under the guideline for `years` years. */
  exemptNewBuilding?: { firstOccupiedAfter: string; years: number };
  law: LawCitation;
  /** False where a value could not be read in the act or on the province's page (the form says so). */
  verified: boolean;
  /** What the form shows under the increase fields (English; the web catalog translates it). */
  summary: string;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const RENT_INCREASE_RULES: Record<Province, RentIncreaseRules> = {
  // Residential Tenancies Act, 2006, S.O. 2006, c. 17: s. 116 (90 days' written notice), s. 119 (12 months since the
  // last increase or since the tenancy began), s. 120 (the guideline; at most 2.5 %), s. 6.1 (units first occupied
  // after 15 November 2018 are not under the guideline).
  ON: {
    cap: { kind: 'guideline' },
    minimumMonths: 12,
    notice: { kind: 'days', days: 90 },
    exemptFirstOccupiedAfter: '2018-11-15',
    law: law('Residential Tenancies Act, 2006, ss. 116, 119 and 120', 'Loi de 2006 sur la location à usage d’habitation, art. 116, 119 et 120'),
    verified: true,
    summary: 'Ontario: at most the yearly guideline, 12 months after the tenancy began or the last increase, with 90 days’ written notice (Form N1). Units first occupied after November 15, 2018 are not under the guideline.',
  },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, ss. 42 (12 months; 3 full months' notice) and 43 (the yearly maximum
  // set by regulation).
  BC: {
    cap: { kind: 'guideline' },
    minimumMonths: 12,
    notice: { kind: 'full-months', months: 3 },
    law: law('Residential Tenancy Act, ss. 42–43', 'Residential Tenancy Act (C.-B.), art. 42 et 43'),
    verified: true,
    summary: 'British Columbia: at most the yearly allowable increase, 12 months after the tenancy began or the last increase, with 3 full months’ notice (form RTB-7).',
  },
  // Residential Tenancies Act, S.A. 2004, c., ss. 14–15: no cap; 365 days since the tenancy began or the last
  // increase; a monthly periodic tenancy needs 3 full tenancy months' notice (a fixed term cannot be raised during it).
  AB: {
    cap: { kind: 'none' },
    minimumMonths: 12,
    notice: { kind: 'full-months', months: 3 },
    law: law('Residential Tenancies Act (Alberta), ss. 14–15', 'Residential Tenancies Act (Alberta), art. 14 et 15'),
    verified: true,
    summary: 'Alberta: no cap; 365 days after the tenancy began or the last increase, with 3 full tenancy months’ notice for a monthly tenancy.',
  },
  // Civil Code of Québec, arts. 1942–1945: the increase is a change of the lease at renewal; notice 3 to 6 months
  // before the end of a lease of 12 months or more (1 to 2 months for a shorter one); the tenant may refuse within one
  // month, and the lessor may then apply to the Tribunal administratif du logement within one month. No cap.
  QC: {
    cap: { kind: 'none' },
    minimumMonths: null,
    notice: { kind: 'quebec-window', earliestMonths: 6, latestMonths: 3, shortLeaseEarliestMonths: 2, shortLeaseLatestMonths: 1 },
    law: law('Civil Code of Québec, arts. 1942–1945', 'Code civil du Québec, art. 1942 à 1945'),
    verified: true,
    summary: 'Quebec: no cap; the increase takes effect when the lease renews, with notice 3 to 6 months before a 12-month lease ends. The tenant may refuse within one month; the landlord may then apply to the TAL.',
  },
  // The Residential Tenancies Act, C.C.S.M. c. R119, ss. 123–126 and the Residential Rent Regulation: the yearly
  // guideline; 12 months; 3 months' written notice. Not under the guideline: rent at or above the yearly threshold,
  // and buildings first occupied after March 7, 2005 for 20 years.
  MB: {
    cap: { kind: 'guideline' },
    minimumMonths: 12,
    notice: { kind: 'months', months: 3 },
    exemptRentFrom: { 2026: 1670 },
    exemptNewBuilding: { firstOccupiedAfter: '2005-03-07', years: 20 },
    law: law('The Residential Tenancies Act (Manitoba), ss. 123–126', 'Loi sur la location à usage d’habitation (Manitoba), art. 123 à 126'),
    verified: true,
    summary: 'Manitoba: at most the yearly guideline, 12 months after the tenancy began or the last increase, with 3 months’ written notice. Rents at or above the year’s threshold and newer buildings are not under the guideline.',
  },
  // The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001, s. 27: no cap; once in 12 months; 12 months'
  // notice (6 months for a landlord in an approved association, which Hearth cannot know). Not read in the act itself.
  SK: {
    cap: { kind: 'none' },
    minimumMonths: 12,
    notice: { kind: 'months', months: 12 },
    law: law('The Residential Tenancies Act, 2006 (Saskatchewan), s. 27', 'The Residential Tenancies Act, 2006 (Saskatchewan), art. 27'),
    verified: false,
    summary: 'Saskatchewan: no cap; 12 months after the tenancy began or the last increase, with 12 months’ notice (6 for members of an approved landlord association). Not verified in the act: check it.',
  },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401, s. 11 (4 months' notice before the anniversary, once in 12
  // months) and the Interim Residential Rental Increase Cap Act: 5 % from January 1, 2024 to December 31, 2027.
  NS: {
    cap: { kind: 'fixed', percent: 5, from: '2024-01-01', until: '2027-12-31' },
    minimumMonths: 12,
    notice: { kind: 'months', months: 4 },
    law: law('Residential Tenancies Act (Nova Scotia), s. 11; Interim Residential Rental Increase Cap Act', 'Residential Tenancies Act (Nouvelle-Écosse), art. 11; Interim Residential Rental Increase Cap Act'),
    verified: true,
    summary: 'Nova Scotia: at most 5 % through December 31, 2027, 12 months after the tenancy began or the last increase, with 4 months’ written notice.',
  },
  // Residential Tenancies Act, S.N.B. 1975, c., s. 24 (as amended in force February 1, 2025): at most 3 % in
  // 12 months, never in the first 12 months, 6 months' written notice in a separate document.
  NB: {
    cap: { kind: 'fixed', percent: 3, from: '2025-02-01', until: null },
    minimumMonths: 12,
    notice: { kind: 'months', months: 6 },
    law: law('Residential Tenancies Act (New Brunswick), s. 24', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 24'),
    verified: true,
    summary: 'New Brunswick: at most 3 % (since February 1, 2025), 12 months after the tenancy began or the last increase, with 6 months’ written notice in a separate document.',
  },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c.: the allowable increase the Director sets each year (at most
  // 3 %), once in 12 months, 3 months' notice on the approved form.
  PE: {
    cap: { kind: 'guideline' },
    minimumMonths: 12,
    notice: { kind: 'months', months: 3 },
    law: law('Residential Tenancy Act (Prince Edward Island)', 'Residential Tenancy Act (Île-du-Prince-Édouard)'),
    verified: true,
    summary: 'Prince Edward Island: at most the yearly allowable increase, 12 months after the tenancy began or the last increase, with 3 months’ notice on the approved form.',
  },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c., s. 16: no cap; not in the first 12 months, then once in
  // 12 months; 6 months' written notice for a monthly tenancy.
  NL: {
    cap: { kind: 'none' },
    minimumMonths: 12,
    notice: { kind: 'months', months: 6 },
    law: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 16', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 16'),
    verified: true,
    summary: 'Newfoundland and Labrador: no cap; 12 months after the tenancy began or the last increase, with 6 months’ written notice.',
  },
};

/** What the check needs to know of the lease (the API reads it from the lease; the form from its query). */
export interface RentIncreaseLeaseFacts {
  province: Province;
  /** First day of the tenancy (a brought-in tenancy's real start, else the lease's). */
  tenancyStart: string;
  /** Last day of a fixed term; null for a periodic tenancy. */
  leaseEnd: string | null;
  /** The day the last increase took effect; null without one. */
  lastIncreaseOn: string | null;
  /** The monthly rent in force before this increase, in cents. */
  currentRentCents: number;
  /** Day of the month the rent is due (1–31). */
  rentDueDay: number;
  /** When the unit was first occupied for residential purposes; null when unknown (then no exemption is assumed). */
  firstOccupiedOn: string | null;
}

export interface RentIncreaseProposal {
  newRentCents: number;
  effectiveDate: string;
}

/** The lawful limits for the form, whatever the proposal: earliest day, and the cap of the chosen year. */
export interface RentIncreaseLimits {
  /** The earliest day an increase given today may take effect (Québec: the renewal day, when the window is open). */
  earliestDate: string | null;
  /** For Québec: the notice window for the renewal [first, last day to give notice]. */
  noticeWindow: { from: string; until: string; renewalDate: string } | null;
  /** The cap applying on the proposed date: a percentage, null when uncapped (`exempt` says why) or not known. */
  capPercent: number | null;
  /** The highest lawful rent in cents on the proposed date; null when uncapped. */
  highestRentCents: number | null;
  /** Why no cap applies: the province has none, or the unit is exempt. */
  uncapped: 'no-cap' | 'exempt-new-unit' | 'exempt-rent-threshold' | 'exempt-new-building' | null;
}

export type RentIncreaseCheck =
  | { ok: true; limits: RentIncreaseLimits }
  | { ok: false; code: RentIncreaseRefusalCode; limits: RentIncreaseLimits; /** For GUIDELINE_NOT_PUBLISHED: the year with no figure. */ year?: number };

/** The guideline percentage for `year`, or null when none is published (the API reads `rent_guidelines`). */
export type GuidelineLookup = (year: number) => number | null;

const day = (date: Date): string => format(date, 'yyyy-MM-dd');
const parse = (value: string): Date => parseISO(value);
const later = (a: string, b: string): string => (a > b ? a : b);

/** The first rent day strictly after `after` (a due day past the month's end falls on its last day). */
export function nextRentDay(after: string, rentDueDay: number): string {
  const start = parse(after);
  for (let offset = 0; offset < 3; offset += 1) {
    const month = addMonths(new Date(start.getFullYear(), start.getMonth(), 1), offset);
    const last = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
    const candidate = day(new Date(month.getFullYear(), month.getMonth(), Math.min(rentDueDay, last)));
    if (candidate > after) return candidate;
  }
  throw new Error('unreachable');
}

/** The earliest day an increase noticed on `today` may take effect by the province's notice rule (not Québec's). */
export function noticeEarliest(notice: RentIncreaseNotice, today: string, rentDueDay: number): string | null {
  switch (notice.kind) {
    case 'days':
      return day(addDays(parse(today), notice.days));
    case 'months':
      return day(addMonths(parse(today), notice.months));
    case 'full-months': {
      // Whole rent periods: they start at the next rent day after the notice; the increase starts when N have passed.
      const first = nextRentDay(today, rentDueDay);
      return day(addMonths(parse(first), notice.months));
    }
    case 'quebec-window':
      return null;
  }
}

/** Québec: the renewal day and the notice window of the lease ending `leaseEnd`, begun `tenancyStart`. */
export function quebecWindow(notice: Extract<RentIncreaseNotice, { kind: 'quebec-window' }>, tenancyStart: string, leaseEnd: string) {
  const long = addMonths(parse(tenancyStart), 12) <= addDays(parse(leaseEnd), 1);
  const [earliest, latest] = long ? [notice.earliestMonths, notice.latestMonths] : [notice.shortLeaseEarliestMonths, notice.shortLeaseLatestMonths];
  const renewalDate = day(addDays(parse(leaseEnd), 1));
  return { from: day(addMonths(parse(renewalDate), -earliest)), until: day(addMonths(parse(renewalDate), -latest)), renewalDate };
}

/** The highest rent in cents a cap of `percent` allows above `currentCents` (rounded down to the cent). */
export const highestRentCents = (currentCents: number, percent: number): number =>
  Math.floor((currentCents * (1000 + Math.round(percent * 10))) / 1000);

/** The cap on `effectiveDate`: a percentage, 'none', or 'unpublished' for a year with no figure. */
function capOn(rules: RentIncreaseRules, facts: RentIncreaseLeaseFacts, effectiveDate: string, guideline: GuidelineLookup): { percent: number | null; uncapped: RentIncreaseLimits['uncapped']; unpublished: number | null } {
  const year = parse(effectiveDate).getFullYear();
  if (rules.cap.kind === 'none') return { percent: null, uncapped: 'no-cap', unpublished: null };
  if (rules.exemptFirstOccupiedAfter && facts.firstOccupiedOn && facts.firstOccupiedOn > rules.exemptFirstOccupiedAfter) {
    return { percent: null, uncapped: 'exempt-new-unit', unpublished: null };
  }
  if (rules.exemptNewBuilding && facts.firstOccupiedOn && facts.firstOccupiedOn > rules.exemptNewBuilding.firstOccupiedAfter) {
    const until = day(addYears(parse(facts.firstOccupiedOn), rules.exemptNewBuilding.years));
    if (effectiveDate < until) return { percent: null, uncapped: 'exempt-new-building', unpublished: null };
  }
  const threshold = rules.exemptRentFrom?.[year];
  if (threshold !== undefined && facts.currentRentCents >= threshold * 100) return { percent: null, uncapped: 'exempt-rent-threshold', unpublished: null };
  if (rules.cap.kind === 'fixed') {
    const { percent, from, until } = rules.cap;
    if (effectiveDate < from) return { percent: null, uncapped: 'no-cap', unpublished: null };
    if (until !== null && effectiveDate > until) return { percent: null, uncapped: null, unpublished: year };
    return { percent, uncapped: null, unpublished: null };
  }
  const percent = guideline(year);
  return percent === null ? { percent: null, uncapped: null, unpublished: year } : { percent, uncapped: null, unpublished: null };
}

/**
 * Checks a proposed increase against the province's rules on `today`: the time since the tenancy began or the last
 * increase, the notice, then the cap of the year it takes effect. Returns the limits the form shows, and the first
 * rule broken. Pure: the API passes the guideline it read and its clock's day; the form the same from its query.
 */
export function checkRentIncrease(facts: RentIncreaseLeaseFacts, proposal: RentIncreaseProposal, today: string, guideline: GuidelineLookup): RentIncreaseCheck {
  const rules = RENT_INCREASE_RULES[facts.province];
  const { notice } = rules;
  let earliestDate: string | null;
  let noticeWindow: RentIncreaseLimits['noticeWindow'] = null;
  let tooSoon = false;
  let noticeShort = false;
  if (notice.kind === 'quebec-window') {
    if (!facts.leaseEnd) {
      // An indeterminate lease: 1 to 2 months before the change (art. 1942); the window is the months before the day.
      earliestDate = day(addMonths(parse(today), notice.shortLeaseLatestMonths));
      noticeShort = proposal.effectiveDate < earliestDate;
      tooSoon = !noticeShort && proposal.effectiveDate > day(addMonths(parse(today), notice.shortLeaseEarliestMonths));
    } else {
      noticeWindow = quebecWindow(notice, facts.tenancyStart, facts.leaseEnd);
      earliestDate = today <= noticeWindow.until ? noticeWindow.renewalDate : null;
      // The increase comes with the renewal only; notice before the window opens is too soon, after it closes too late.
      tooSoon = proposal.effectiveDate !== noticeWindow.renewalDate || today < noticeWindow.from;
      noticeShort = !tooSoon && today > noticeWindow.until;
      if (proposal.effectiveDate === noticeWindow.renewalDate && today > noticeWindow.until) {
        tooSoon = false;
        noticeShort = true;
      }
    }
  } else {
    const since = facts.lastIncreaseOn ? later(facts.lastIncreaseOn, facts.tenancyStart) : facts.tenancyStart;
    const minimum = rules.minimumMonths === null ? since : day(addMonths(parse(since), rules.minimumMonths));
    const byNotice = noticeEarliest(notice, today, facts.rentDueDay)!;
    earliestDate = later(minimum, byNotice);
    tooSoon = proposal.effectiveDate < minimum;
    noticeShort = !tooSoon && proposal.effectiveDate < byNotice;
  }
  const cap = capOn(rules, facts, proposal.effectiveDate, guideline);
  const limits: RentIncreaseLimits = {
    earliestDate,
    noticeWindow,
    capPercent: cap.percent,
    highestRentCents: cap.percent === null ? null : highestRentCents(facts.currentRentCents, cap.percent),
    uncapped: cap.uncapped,
  };
  if (tooSoon) return { ok: false, code: 'RENT_INCREASE_TOO_SOON', limits };
  if (noticeShort) return { ok: false, code: 'RENT_INCREASE_NOTICE_TOO_SHORT', limits };
  if (cap.unpublished !== null) return { ok: false, code: 'GUIDELINE_NOT_PUBLISHED', limits, year: cap.unpublished };
  if (limits.highestRentCents !== null && proposal.newRentCents > limits.highestRentCents) return { ok: false, code: 'RENT_INCREASE_ABOVE_GUIDELINE', limits };
  return { ok: true, limits };
}

/** The notice a rule asks for, as a refusal names it: "90 days’ written notice", « un avis écrit de 90 jours ». */
export function noticeText(notice: RentIncreaseNotice): BilingualText {
  switch (notice.kind) {
    case 'days':
      return { en: `${notice.days} days’ written notice`, fr: `un avis écrit de ${notice.days}\u00a0jours` };
    case 'months':
      return { en: `${notice.months} months’ written notice`, fr: `un avis écrit de ${notice.months}\u00a0mois` };
    case 'full-months':
      return { en: `${notice.months} full months’ notice`, fr: `un avis de ${notice.months}\u00a0mois complets` };
    case 'quebec-window':
      return {
        en: `notice ${notice.latestMonths} to ${notice.earliestMonths} months before the lease ends`,
        fr: `un avis de ${notice.latestMonths} à ${notice.earliestMonths}\u00a0mois avant la fin du bail`,
      };
  }
}

/** The answers a tenant may give (Québec: accept or refuse within one month of the notice, Civil Code art. 1945). */
export const RENT_INCREASE_STATUSES = ['notified', 'accepted', 'refused', 'cancelled'] as const;
export type RentIncreaseStatus = (typeof RENT_INCREASE_STATUSES)[number];

/** Provinces where the tenant answers the notice in Hearth (Québec only: elsewhere the increase needs no consent). */
export const TENANT_ANSWERS: readonly Province[] = ['QC'];
/** Québec: the tenant has one month from the notice to refuse (art. 1945). */
export const QUEBEC_REFUSAL_MONTHS = 1;

/** The last day to answer a Québec notice given on `noticeDate`. */
export const answerDeadline = (noticeDate: string): string => day(addMonths(parse(noticeDate), QUEBEC_REFUSAL_MONTHS));

/** Proposal body: POST /api/leases/{id}/rent-increases, the form and GraphQL. */

export const RENT_MAX_DOLLARS = 1_000_000;
export const proposeRentIncreaseSchema = z
  .object({
    newRent: z
      .number({ error: 'The new rent must be an amount in dollars.' })
      .positive('The new rent must be more than $0.')
      .max(RENT_MAX_DOLLARS, 'The new rent is too high.')
      .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, 'The new rent has at most two decimals (cents).'),
    effectiveDate: calendarDaySchema,
  })
  .strict();
export type ProposeRentIncreaseInput = z.infer<typeof proposeRentIncreaseSchema>;

export const rentIncreaseResponseSchema = z.object({ accept: z.boolean({ error: 'accept must be true or false.' }) }).strict();

export const GUIDELINE_PERCENT_MAX = 25;
export const rentGuidelineSchema = z
  .object({
    percent: z.number({ error: 'The percentage must be a number.' }).min(0, 'The percentage cannot be negative.').max(GUIDELINE_PERCENT_MAX, 'The percentage is at most 25.')
      .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, 'The percentage has at most one decimal.'),
    source: z.string({ error: 'Name the source of the figure.' }).trim().min(1, 'Name the source of the figure.').max(500, 'The source is at most 500 characters.'),
  })
  .strict();
export const GUIDELINE_YEAR_MIN = 2000;
export const GUIDELINE_YEAR_MAX = 2100;
