import { addDays, format, getISODay, parseISO } from 'date-fns';
import { z } from 'zod';
import { calendarDaySchema } from './calendar-day.js';
import type { BilingualText, LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * The deposit's return at the end of a tenancy, by the listing's province (docs/deposit-return.md): how long the
 * landlord has, counted from what, and whether a damage deduction needs a signed move-in condition report. One table,
 * read by the API's refusals, the statement PDF and the landlord's form alike; each value's source is in the doc.
 * `days: null` where the act sets no deadline we could confirm (the screen then says so). Product guidance, not
 * legal advice.
 */

export const DEDUCTION_KINDS = ['damage', 'cleaning', 'rent', 'other'] as const;
export type DeductionKind = (typeof DEDUCTION_KINDS)[number];

export const DEDUCTION_KIND_NAMES: Record<DeductionKind, BilingualText> = {
  damage: { en: 'Damage', fr: 'Dommages' },
  cleaning: { en: 'Cleaning', fr: 'Nettoyage' },
  rent: { en: 'Unpaid rent', fr: 'Loyer impayé' },
  other: { en: 'Other', fr: 'Autre' },
};

export interface DepositReturnRule {
  /** Days the landlord has to return the deposit (or claim against it); null where we could not confirm it. */
  days: number | null;
  /** 'business': Saturdays, Sundays (and holidays, which Hearth does not know) are not counted. */
  dayCount: 'calendar' | 'business';
  /** What the deadline is counted from, as the act says it (Hearth counts from the move-out day it is given). */
  countedFrom: BilingualText;
  /** True where the landlord may not deduct for damage without a signed move-in condition inspection report. */
  damageNeedsMoveInReport: boolean;
  /** Ontario: the last month's rent deposit is applied to the last month's rent, never returned nor deducted from. */
  lastMonthRentApplied: boolean;
  /** False where the province allows no deposit at all (Québec). */
  depositsAllowed: boolean;
  law: LawCitation;
  /** True where the value was read in the act or on the province's own page (the doc says which). */
  verified: boolean;
  /** What the form and the statement show about the rule, in both languages. */
  summary: BilingualText;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });
const from = (en: string, fr: string): BilingualText => ({ en, fr });
const MOVE_OUT = from('the day the tenant moves out', 'le jour où le locataire quitte le logement');

export const DEPOSIT_RETURN_RULES: Record<Province, DepositReturnRule> = {
  // RTA 2006, s. 106(10): the last month's rent deposit is applied to the rent of the last period; s. 106(6): the
  // landlord pays the interest on it yearly at the rent-increase guideline. No security deposit exists (s. 105).
  ON: {
    days: null,
    dayCount: 'calendar',
    countedFrom: from("the lease's last month", 'le dernier mois du bail'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: true,
    depositsAllowed: true,
    law: law('Residential Tenancies Act, 2006, s. 106', 'Loi de 2006 sur la location à usage d’habitation, art. 106'),
    verified: true,
    summary: from(
      "Ontario: the last month's rent deposit pays the last month's rent, and the landlord owes its interest every year at the rent increase guideline (Residential Tenancies Act, 2006, s. 106). A key deposit is refunded when the keys are returned.",
      'Ontario : le dépôt du dernier mois de loyer paie le loyer du dernier mois, et le locateur en doit les intérêts chaque année au taux légal d’augmentation des loyers (Loi de 2006 sur la location à usage d’habitation, art. 106). Un dépôt pour les clés est remboursé au retour des clés.',
    ),
  },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, s. 38(1): 15 days after the later of the tenancy's end and the
  // tenant's forwarding address in writing; s. 24(2): without the move-in inspection report the landlord's right to
  // claim against the deposit for damage is extinguished.
  BC: {
    days: 15,
    dayCount: 'calendar',
    countedFrom: from(
      "the later of the tenancy's end and the day the tenant gives a forwarding address in writing",
      'la plus tardive de la fin de la location et de la date où le locataire donne par écrit sa nouvelle adresse',
    ),
    damageNeedsMoveInReport: true,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancy Act, ss. 24 and 38', 'Residential Tenancy Act (C.-B.), art. 24 et 38'),
    verified: true,
    summary: from(
      'British Columbia: return the deposits with interest, or claim against them, within 15 days of the tenancy ending and the forwarding address in writing; no damage deduction without a signed move-in condition inspection report (Residential Tenancy Act, ss. 24 and 38).',
      'Colombie-Britannique : rendre les dépôts avec intérêts, ou les réclamer, dans les 15 jours de la fin de la location et de la réception de la nouvelle adresse écrite ; aucune retenue pour dommages sans rapport d’inspection d’entrée signé (Residential Tenancy Act, art. 24 et 38).',
    ),
  },
  // Civil Code of Québec, art. 1904: no deposit may be exacted, so there is none to return.
  QC: {
    days: null,
    dayCount: 'calendar',
    countedFrom: MOVE_OUT,
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: false,
    law: law('Civil Code of Québec, art. 1904', 'Code civil du Québec, art. 1904'),
    verified: true,
    summary: from('Quebec: no deposit may be taken, so there is none to return (Civil Code of Québec, art. 1904).', 'Québec : aucun dépôt ne peut être exigé, il n’y a donc rien à rendre (Code civil du Québec, art. 1904).'),
  },
  // Residential Tenancies Act, S.A. 2004, c., s. 46: within 10 days after the tenant gives up possession, with
  // a statement of account; no deduction for damage unless the inspection reports (s. 19) were completed.
  AB: {
    days: 10,
    dayCount: 'calendar',
    countedFrom: from('the day the tenant gives up possession', 'le jour où le locataire rend la possession du logement'),
    damageNeedsMoveInReport: true,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancies Act (Alberta), ss. 19 and 46', 'Residential Tenancies Act (Alberta), art. 19 et 46'),
    verified: true,
    summary: from(
      'Alberta: return the deposit with a statement of account within 10 days after the tenant gives up possession; no damage deduction without the move-in inspection report (Residential Tenancies Act, ss. 19 and 46).',
      'Alberta : rendre le dépôt avec un relevé de compte dans les 10 jours après que le locataire a rendu le logement ; aucune retenue pour dommages sans rapport d’inspection d’entrée (Residential Tenancies Act, art. 19 et 46).',
    ),
  },
  // The Residential Tenancies Act, C.C.S.M. c. R119: within 14 days of the tenancy's end (Residential Tenancies Branch).
  MB: {
    days: 14,
    dayCount: 'calendar',
    countedFrom: from("the tenancy's end", 'la fin de la location'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('The Residential Tenancies Act (Manitoba)', 'Loi sur la location à usage d’habitation (Manitoba)'),
    verified: true,
    summary: from(
      'Manitoba: return the deposit with interest within 14 days of the tenancy ending, or claim against it (The Residential Tenancies Act).',
      'Manitoba : rendre le dépôt avec intérêts dans les 14 jours de la fin de la location, ou le réclamer (Loi sur la location à usage d’habitation).',
    ),
  },
  // The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001: seven business days (s. 32(1): Saturdays, Sundays
  // and holidays not counted) after the landlord knew the tenant moved out.
  SK: {
    days: 7,
    dayCount: 'business',
    countedFrom: from('the day the tenant moves out', 'le jour où le locataire quitte le logement'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('The Residential Tenancies Act, 2006 (Saskatchewan), s. 32', 'The Residential Tenancies Act, 2006 (Saskatchewan), art. 32'),
    verified: true,
    summary: from(
      'Saskatchewan: return the deposit, or claim against it, within 7 business days of the tenant moving out; weekends and holidays are not counted, and Hearth does not know the holidays (The Residential Tenancies Act, 2006, s. 32).',
      'Saskatchewan : rendre le dépôt, ou le réclamer, dans les 7 jours ouvrables suivant le départ du locataire ; les fins de semaine et jours fériés ne comptent pas, et Hearth ne connaît pas les jours fériés (The Residential Tenancies Act, 2006, art. 32).',
    ),
  },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401, s. 12: within 10 days of the tenancy's end, or apply to the Director.
  NS: {
    days: 10,
    dayCount: 'calendar',
    countedFrom: from("the tenancy's end", 'la fin de la location'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancies Act (Nova Scotia), s. 12', 'Residential Tenancies Act (Nouvelle-Écosse), art. 12'),
    verified: true,
    summary: from(
      'Nova Scotia: return the deposit within 10 days of the tenancy ending, or apply to the Director to keep part of it (Residential Tenancies Act, s. 12).',
      'Nouvelle-Écosse : rendre le dépôt dans les 10 jours de la fin de la location, ou demander au directeur d’en garder une partie (Residential Tenancies Act, art. 12).',
    ),
  },
  // Residential Tenancies Act, S.N.B. 1975, c.: the deposit is held by the Residential Tenancies Tribunal,
  // which returns it; the landlord's claim period could not be confirmed.
  NB: {
    days: null,
    dayCount: 'calendar',
    countedFrom: from("the tenancy's end", 'la fin de la location'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancies Act (New Brunswick)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick)'),
    verified: false,
    summary: from(
      "New Brunswick: the deposit is held by the Residential Tenancies Tribunal; Hearth could not confirm the landlord's deadline to claim against it: check with the Tribunal.",
      'Nouveau-Brunswick : le dépôt est détenu par le Tribunal sur la location de locaux d’habitation ; Hearth n’a pas pu confirmer le délai du locateur pour le réclamer : vérifiez auprès du Tribunal.',
    ),
  },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c. R-13.11 (2022): the deadline could not be confirmed.
  PE: {
    days: null,
    dayCount: 'calendar',
    countedFrom: from("the tenancy's end", 'la fin de la location'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancy Act (Prince Edward Island)', 'Residential Tenancy Act (Île-du-Prince-Édouard)'),
    verified: false,
    summary: from(
      "Prince Edward Island: Hearth could not confirm the deadline to return the deposit: check the Residential Tenancy Act or the Residential Tenancy Office.",
      'Île-du-Prince-Édouard : Hearth n’a pas pu confirmer le délai pour rendre le dépôt : vérifiez la Residential Tenancy Act ou le Residential Tenancy Office.',
    ),
  },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c., s. 14: within 10 days after the tenant vacates, or apply
  // to the Director (secondary sources also say 15 days: the section was not read).
  NL: {
    days: 10,
    dayCount: 'calendar',
    countedFrom: from('the day the tenant moves out', 'le jour où le locataire quitte le logement'),
    damageNeedsMoveInReport: false,
    lastMonthRentApplied: false,
    depositsAllowed: true,
    law: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 14', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 14'),
    verified: false,
    summary: from(
      'Newfoundland and Labrador: return the deposit within 10 days after the tenant moves out, or apply to the Director to keep part of it (Residential Tenancies Act, 2018, s. 14; check the act).',
      'Terre-Neuve-et-Labrador : rendre le dépôt dans les 10 jours suivant le départ du locataire, ou demander au directeur d’en garder une partie (Residential Tenancies Act, 2018, art. 14 ; vérifiez la loi).',
    ),
  },
};

const SATURDAY = 6;

/** `count` business days after `day` (Saturdays and Sundays skipped; holidays are not known). */
export function addBusinessDays(day: string, count: number): string {
  let date = parseISO(day);
  let left = count;
  while (left > 0) {
    date = addDays(date, 1);
    if (getISODay(date) < SATURDAY) left -= 1;
  }
  return format(date, 'yyyy-MM-dd');
}

/** The last day to return the deposit in `province` for a tenant who moved out on `movedOutOn`; null where unknown. */
export function depositReturnDeadline(province: Province, movedOutOn: string): string | null {
  const rule = DEPOSIT_RETURN_RULES[province];
  if (rule.days === null) return null;
  return rule.dayCount === 'business' ? addBusinessDays(movedOutOn, rule.days) : format(addDays(parseISO(movedOutOn), rule.days), 'yyyy-MM-dd');
}

export const DEDUCTION_REASON_MAX = 200;
export const DEDUCTIONS_MAX = 50;
/** Whole CAD, as the lease's deposits are. */
export const DEDUCTION_AMOUNT_MAX = 100_000;

export const DEDUCTION_REASON_MESSAGE = 'Please say what each deduction is for.';
export const DEDUCTION_AMOUNT_MESSAGE = 'Each deduction must be a whole amount in dollars above zero.';
export const DEDUCTION_KIND_MESSAGE = "A deduction's kind is damage, cleaning, rent or other.";

export const depositDeductionSchema = z
  .object({
    reason: z.string({ error: DEDUCTION_REASON_MESSAGE }).trim().min(1, DEDUCTION_REASON_MESSAGE).max(DEDUCTION_REASON_MAX, 'Reason is too long'),
    amount: z.number({ error: DEDUCTION_AMOUNT_MESSAGE }).int(DEDUCTION_AMOUNT_MESSAGE).positive(DEDUCTION_AMOUNT_MESSAGE).max(DEDUCTION_AMOUNT_MAX, DEDUCTION_AMOUNT_MESSAGE),
    kind: z.enum(DEDUCTION_KINDS, { error: DEDUCTION_KIND_MESSAGE }).default('other'),
  })
  .strict();
export type DepositDeductionInput = z.infer<typeof depositDeductionSchema>;

/** POST /api/leases/{id}/deposit-return: the deductions (none: the whole deposit returned) and the move-out day. */
export const depositReturnSchema = z
  .object({
    deductions: z.array(depositDeductionSchema).max(DEDUCTIONS_MAX, 'Too many deductions').default([]),
    movedOutOn: calendarDaySchema.optional(),
  })
  .strict();
export type DepositReturnInput = z.infer<typeof depositReturnSchema>;

/** What the deductions may come from: every deposit held, but Ontario's last month's rent deposit, which pays the last month. */
export function returnableHeld(province: Province, deposits: ReadonlyArray<{ kind: string; amount: number }>): { held: number; applied: number } {
  const applies = DEPOSIT_RETURN_RULES[province].lastMonthRentApplied;
  const applied = applies ? deposits.filter((deposit) => deposit.kind === 'last-month-rent').reduce((sum, deposit) => sum + deposit.amount, 0) : 0;
  const held = deposits.reduce((sum, deposit) => sum + deposit.amount, 0) - applied;
  return { held, applied };
}
