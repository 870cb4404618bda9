import type { BilingualText, LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * Condition inspections by the listing's province (docs/inspections.md): whether the act requires move-in and move-out
 * reports, the official form, the deadline, who completes the report, and whether a landlord without a move-in
 * report loses the right to claim damage against the deposit. One table, read by the API's refusals, the deposit's
 * return and the inspection form alike; `verified: false` where we could not read the value in the act or on the
 * province's own page (the screen then says to check).
 */
export interface InspectionRule {
  /** mandatory: the act requires move-in and move-out reports; recommended: no report is required, one is wise. */
  requirement: 'mandatory' | 'recommended';
  /** The province's form, where it prescribes one. */
  form: BilingualText | null;
  /** Reports within this many days before or after the move-in (and the move-out) day; null where the act sets none. */
  deadlineDays: number | null;
  /**
   * Whether the tenant may record a report in Hearth. Where the act makes the report the landlord's duty (on its
   * form), only the landlord does; where nothing is required, either party may document the unit's condition.
   */
  tenantMayCreate: boolean;
  /** True where, without the move-in report, the landlord may not claim damage against the deposit. */
  moveInReportRequiredForDamageClaims: boolean;
  law: LawCitation;
  verified: boolean;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

const recommended = (citation: LawCitation): InspectionRule => ({
  requirement: 'recommended',
  form: null,
  deadlineDays: null,
  tenantMayCreate: true,
  moveInReportRequiredForDamageClaims: false,
  law: citation,
  verified: false,
});

export const INSPECTION_RULES: Record<Province, InspectionRule> = {
  // Residential Tenancy Act, S.B.C. 2002, c. 78, ss. 23-24 (move-in) and 35-36 (move-out); Residential Tenancy
  // Regulation s. 20; form RTB-27. Without the report the landlord's right to claim against the deposit for damage is
  // extinguished (s. 24(2)).
  BC: {
    requirement: 'mandatory',
    form: { en: 'Condition Inspection Report (RTB-27)', fr: 'Condition Inspection Report (RTB-27)' },
    deadlineDays: null,
    tenantMayCreate: false,
    moveInReportRequiredForDamageClaims: true,
    law: law('Residential Tenancy Act, ss. 23, 24, 35 and 36', 'Residential Tenancy Act (C.-B.), art. 23, 24, 35 et 36'),
    verified: true,
  },
  // Residential Tenancies Act, S.A. 2004, c., s. 19: inspection reports within one week before or after the
  // tenant takes possession and gives it up; without them no deduction from the deposit for damage (CPLEA).
  AB: {
    requirement: 'mandatory',
    form: null,
    deadlineDays: 7,
    tenantMayCreate: false,
    moveInReportRequiredForDamageClaims: true,
    law: law('Residential Tenancies Act (Alberta), s. 19', 'Residential Tenancies Act (Alberta), art. 19'),
    verified: true,
  },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c. R-13.11 (in force 2022): landlord and tenant inspect together and the
  // landlord completes Form 5 (Landlord Condition Inspection Report), both sign (IRAC Rental Office FAQ). Whether a
  // missing report bars damage claims could not be read in the act.
  PE: {
    requirement: 'mandatory',
    form: { en: 'Form 5 – Landlord Condition Inspection Report', fr: 'Formule 5 – Landlord Condition Inspection Report' },
    deadlineDays: null,
    tenantMayCreate: false,
    moveInReportRequiredForDamageClaims: false,
    law: law('Residential Tenancy Act (Prince Edward Island)', 'Residential Tenancy Act (Île-du-Prince-Édouard)'),
    verified: true,
  },
  ON: recommended(law('Residential Tenancies Act, 2006 (no inspection report required)', 'Loi de 2006 sur la location à usage d’habitation (aucun rapport exigé)')),
  QC: recommended(law('Civil Code of Québec, art. 1890 (no report required)', 'Code civil du Québec, art. 1890 (aucun état des lieux exigé)')),
  MB: recommended(law('The Residential Tenancies Act (Manitoba)', 'Loi sur la location à usage d’habitation (Manitoba)')),
  SK: recommended(law('The Residential Tenancies Act, 2006 (Saskatchewan)', 'The Residential Tenancies Act, 2006 (Saskatchewan)')),
  NS: recommended(law('Residential Tenancies Act (Nova Scotia)', 'Residential Tenancies Act (Nouvelle-Écosse)')),
  NB: recommended(law('Residential Tenancies Act (New Brunswick)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick)')),
  NL: recommended(law('Residential Tenancies Act, 2018 (Newfoundland and Labrador)', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador)')),
};
