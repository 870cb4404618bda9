import type { Province } from './provinces.js';

/**
 * Deposits a landlord may take, by the listing's province (docs/product.md#leases-and-deposits), shared by the Create Lease form and the API.
 * One table, each rule with its source. Limits are written from the tenancy acts as we read them; a limit we could
 * not verify is left unrestricted and marked `verified: false`, so Hearth never refuses what a province allows.
 * This is product guidance, not legal advice: each row names the section to read.
 */

export const DEPOSIT_KINDS = ['last-month-rent', 'security', 'pet', 'key'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export interface Deposit {
  kind: DepositKind;
  amount: number;
}

/** A name in both languages: what the API's refusals and the form's check both write (one table, two readers). */
export interface BilingualText {
  en: string;
  fr: string;
}

/** `text` in `locale` ('fr-CA' or 'fr' read French, anything else English). */
export const inLanguage = (text: BilingualText, locale: string): string => (locale.startsWith('fr') ? text.fr : text.en);

/** A cited law, in both languages (the API's messages name it in the reader's). */
export type LawCitation = BilingualText;

/** Each kind as a refusal names it, in both languages. */
export const DEPOSIT_KIND_NAMES: Record<DepositKind, BilingualText> = {
  'last-month-rent': { en: "last month's rent deposit", fr: 'dépôt du dernier mois de loyer' },
  security: { en: 'security deposit', fr: 'dépôt de garantie' },
  pet: { en: 'pet damage deposit', fr: 'dépôt pour dommages causés par un animal' },
  key: { en: 'key deposit', fr: 'dépôt pour les clés' },
};

/** "in Ontario" / « en Ontario »: the province with the preposition each language needs, as a refusal writes it. */
export const IN_PROVINCE: Record<Province, BilingualText> = {
  ON: { en: 'in Ontario', fr: 'en Ontario' },
  BC: { en: 'in British Columbia', fr: 'en Colombie-Britannique' },
  QC: { en: 'in Quebec', fr: 'au Québec' },
  AB: { en: 'in Alberta', fr: 'en Alberta' },
  MB: { en: 'in Manitoba', fr: 'au Manitoba' },
  SK: { en: 'in Saskatchewan', fr: 'en Saskatchewan' },
  NS: { en: 'in Nova Scotia', fr: 'en Nouvelle-Écosse' },
  NB: { en: 'in New Brunswick', fr: 'au Nouveau-Brunswick' },
  PE: { en: 'in Prince Edward Island', fr: 'à l’Île-du-Prince-Édouard' },
  NL: { en: 'in Newfoundland and Labrador', fr: 'à Terre-Neuve-et-Labrador' },
};

/** The kinds in `kinds` may together hold at most `maxMonths` of the monthly rent. */
export interface DepositCap {
  kinds: readonly DepositKind[];
  maxMonths: number;
  law: LawCitation;
}

export interface ProvinceDepositRules {
  /** Kinds the province allows; any other kind is refused with `refusedBy`. */
  allowed: readonly DepositKind[];
  /** Limits on allowed kinds; an allowed kind under no cap has no amount limit. */
  caps: readonly DepositCap[];
  /** The law that refuses the kinds not allowed. */
  refusedBy: LawCitation;
  /** False where a limit could not be verified (then left unrestricted). */
  verified: boolean;
  /** What the form shows under the deposit fields (English; the web catalog translates it). */
  summary: string;
}

const SECURITY_LIKE: readonly DepositKind[] = ['security', 'last-month-rent'];
const ALL_BUT_KEY: readonly DepositKind[] = ['security', 'last-month-rent', 'pet'];

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const PROVINCIAL_DEPOSIT_RULES: Record<Province, ProvinceDepositRules> = {
  // Residential Tenancies Act, 2006, S.O. 2006, c. 17, s. 105 (rent deposit <= one month / one period), s. 106
  // (interest; applied to the last rental period), s. 134 (no other charge); O. Reg. 516/06 s. 17 (refundable key
  // deposit up to the expected replacement cost, which Hearth cannot know: no amount limit here).
  ON: {
    allowed: ['last-month-rent', 'key'],
    caps: [{ kinds: ['last-month-rent'], maxMonths: 1, law: law('Residential Tenancies Act, 2006, s. 105', 'Loi de 2006 sur la location à usage d’habitation, art. 105') }],
    refusedBy: law('Residential Tenancies Act, 2006, ss. 105–106', 'Loi de 2006 sur la location à usage d’habitation, art. 105 et 106'),
    verified: true,
    summary: "Ontario: only a last month's rent deposit (at most one month's rent) and a refundable key deposit; no security or pet damage deposit (Residential Tenancies Act, 2006, ss. 105–106).",
  },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, s. 19(1): security deposit <= 1/2 month, pet damage deposit <= 1/2
  // month. Money held against the last month is a security deposit by s. 1's definition, so it shares that cap.
  BC: {
    allowed: ['security', 'last-month-rent', 'pet', 'key'],
    caps: [
      { kinds: SECURITY_LIKE, maxMonths: 0.5, law: law('Residential Tenancy Act, s. 19', 'Residential Tenancy Act (C.-B.), art. 19') },
      { kinds: ['pet'], maxMonths: 0.5, law: law('Residential Tenancy Act, s. 19', 'Residential Tenancy Act (C.-B.), art. 19') },
    ],
    refusedBy: law('Residential Tenancy Act, s. 19', 'Residential Tenancy Act (C.-B.), art. 19'),
    verified: true,
    summary: "British Columbia: a security deposit of at most half a month's rent (last month's rent paid ahead counts toward it), a pet damage deposit of at most half a month's rent (Residential Tenancy Act, s. 19), and a refundable key deposit.",
  },
  // Civil Code of Québec, art. 1904: the lessor may not exact any amount other than the first month's rent in advance.
  QC: {
    allowed: [],
    caps: [],
    refusedBy: law('Civil Code of Québec, art. 1904', 'Code civil du Québec, art. 1904'),
    verified: true,
    summary: 'Quebec: no deposit of any kind (Civil Code of Québec, art. 1904).',
  },
  // Residential Tenancies Act, S.A. 2004, c., s. 43: a security deposit (any money held as security,
  // pets included) <= one month's rent.
  AB: {
    allowed: [...ALL_BUT_KEY, 'key'],
    caps: [{ kinds: ALL_BUT_KEY, maxMonths: 1, law: law('Residential Tenancies Act (Alberta), s. 43', 'Residential Tenancies Act (Alberta), art. 43') }],
    refusedBy: law('Residential Tenancies Act (Alberta), s. 43', 'Residential Tenancies Act (Alberta), art. 43'),
    verified: true,
    summary: "Alberta: deposits together at most one month's rent (Residential Tenancies Act, s. 43).",
  },
  // The Residential Tenancies Act, C.C.S.M. c. R119, s. 29: security deposit <= 1/2 month; a pet damage deposit of
  // at most 1/2 month more.
  MB: {
    allowed: ['security', 'last-month-rent', 'pet', 'key'],
    caps: [
      { kinds: SECURITY_LIKE, maxMonths: 0.5, law: law('The Residential Tenancies Act (Manitoba), s. 29', 'Loi sur la location à usage d’habitation (Manitoba), art. 29') },
      { kinds: ['pet'], maxMonths: 0.5, law: law('The Residential Tenancies Act (Manitoba), s. 29', 'Loi sur la location à usage d’habitation (Manitoba), art. 29') },
    ],
    refusedBy: law('The Residential Tenancies Act (Manitoba), s. 29', 'Loi sur la location à usage d’habitation (Manitoba), art. 29'),
    verified: true,
    summary: "Manitoba: a security deposit of at most half a month's rent, and a pet damage deposit of at most half a month's rent more (The Residential Tenancies Act, s. 29).",
  },
  // The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001, s. 31: security deposit <= one month's rent. A
  // separate pet deposit is allowed by regulation; its limit could not be verified, so it is left unrestricted.
  SK: {
    allowed: ['security', 'last-month-rent', 'pet', 'key'],
    caps: [{ kinds: SECURITY_LIKE, maxMonths: 1, law: law('The Residential Tenancies Act, 2006 (Saskatchewan), s. 31', 'The Residential Tenancies Act, 2006 (Saskatchewan), art. 31') }],
    refusedBy: law('The Residential Tenancies Act, 2006 (Saskatchewan), s. 31', 'The Residential Tenancies Act, 2006 (Saskatchewan), art. 31'),
    verified: false,
    summary: "Saskatchewan: a security deposit of at most one month's rent (The Residential Tenancies Act, 2006, s. 31); the pet deposit's limit is not checked.",
  },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401, s. 12: a security deposit (pets included) <= 1/2 month.
  NS: {
    allowed: [...ALL_BUT_KEY, 'key'],
    caps: [{ kinds: ALL_BUT_KEY, maxMonths: 0.5, law: law('Residential Tenancies Act (Nova Scotia), s. 12', 'Residential Tenancies Act (Nouvelle-Écosse), art. 12') }],
    refusedBy: law('Residential Tenancies Act (Nova Scotia), s. 12', 'Residential Tenancies Act (Nouvelle-Écosse), art. 12'),
    verified: true,
    summary: "Nova Scotia: deposits together at most half a month's rent (Residential Tenancies Act, s. 12).",
  },
  // Residential Tenancies Act, S.N.B. 1975, c., s. 5: a security deposit <= one month's rent.
  NB: {
    allowed: [...ALL_BUT_KEY, 'key'],
    caps: [{ kinds: ALL_BUT_KEY, maxMonths: 1, law: law('Residential Tenancies Act (New Brunswick), s. 5', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 5') }],
    refusedBy: law('Residential Tenancies Act (New Brunswick), s. 5', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 5'),
    verified: true,
    summary: "New Brunswick: deposits together at most one month's rent (Residential Tenancies Act, s. 5).",
  },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c. R-13.11 (2022): a security deposit <= one month's rent. The
  // section number could not be verified; the limit is the act's.
  PE: {
    allowed: [...ALL_BUT_KEY, 'key'],
    caps: [{ kinds: ALL_BUT_KEY, maxMonths: 1, law: law('Residential Tenancy Act (Prince Edward Island, 2022)', 'Residential Tenancy Act (Île-du-Prince-Édouard, 2022)') }],
    refusedBy: law('Residential Tenancy Act (Prince Edward Island, 2022)', 'Residential Tenancy Act (Île-du-Prince-Édouard, 2022)'),
    verified: true,
    summary: "Prince Edward Island: deposits together at most one month's rent (Residential Tenancy Act, 2022).",
  },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c., s. 14: a security deposit (pets included) <= 3/4 month.
  NL: {
    allowed: [...ALL_BUT_KEY, 'key'],
    caps: [{ kinds: ALL_BUT_KEY, maxMonths: 0.75, law: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 14', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 14') }],
    refusedBy: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 14', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 14'),
    verified: true,
    summary: "Newfoundland and Labrador: deposits together at most three quarters of a month's rent (Residential Tenancies Act, 2018, s. 14).",
  },
};

/** Why a set of deposits is refused: a kind the province forbids, or a cap exceeded (with the largest total allowed). */
export type DepositRefusal =
  | { code: 'DEPOSIT_NOT_ALLOWED'; kind: DepositKind; law: LawCitation }
  | { code: 'DEPOSIT_TOO_HIGH'; kinds: readonly DepositKind[]; limit: number; law: LawCitation };

/** The first rule `deposits` break for a lease of `monthlyRent` in `province`, or null when they are lawful. */
export function depositRefusal(province: Province, monthlyRent: number, deposits: readonly Deposit[]): DepositRefusal | null {
  const rules = PROVINCIAL_DEPOSIT_RULES[province];
  const refused = deposits.find((deposit) => !rules.allowed.includes(deposit.kind));
  if (refused) return { code: 'DEPOSIT_NOT_ALLOWED', kind: refused.kind, law: rules.refusedBy };
  for (const cap of rules.caps) {
    const total = deposits.filter((deposit) => cap.kinds.includes(deposit.kind)).reduce((sum, deposit) => sum + deposit.amount, 0);
    const limit = Math.floor(monthlyRent * cap.maxMonths);
    if (total > limit) return { code: 'DEPOSIT_TOO_HIGH', kinds: cap.kinds, limit, law: cap.law };
  }
  return null;
}

/**
 * Notes a lease of the province carries (docs/product.md#leases-and-deposits): Ontario's Standard Form of Lease, Quebec's mandatory TAL form
 * (French first, as the form itself is). Empty for the other provinces.
 */
export interface ProvinceNote {
  locale: 'en-CA' | 'fr-CA';
  text: string;
}
export const PROVINCE_LEASE_NOTES: Partial<Record<Province, readonly ProvinceNote[]>> = {
  ON: [
    { locale: 'en-CA', text: 'Ontario residential leases must use the Standard Form of Lease (Form 2229E), which Hearth does not replace.' },
    { locale: 'fr-CA', text: 'En Ontario, les baux d’habitation doivent être rédigés sur le bail type (formulaire 2229F), que Hearth ne remplace pas.' },
  ],
  QC: [
    { locale: 'fr-CA', text: 'Au Québec, le bail doit être fait sur le formulaire obligatoire du Tribunal administratif du logement, que Hearth ne remplace pas.' },
    { locale: 'en-CA', text: 'In Quebec, the lease must be made on the mandatory form of the Tribunal administratif du logement, which Hearth does not replace.' },
  ],
};
