import { DomainError } from '../../common/domain-error.js';
import { icu, type LocalizedValue } from '../../common/i18n.js';
import { depositRefusal, type Deposit, type DepositKind, type LawCitation, type Province } from '../../contracts/index.js';

/** Names of the deposit kinds as the refusals write them, in both languages. */
const KIND_NAMES: Record<DepositKind, { en: string; fr: string }> = {
  'last-month-rent': { en: "last month's rent deposit", fr: 'dépôt du dernier mois de loyer' },
  security: { en: 'security deposit', fr: 'dépôt de garantie' },
  pet: { en: 'pet damage deposit', fr: 'dépôt pour dommages causés par un animal' },
  key: { en: 'key deposit', fr: 'dépôt pour les clés' },
};

/** "in Ontario" / "en Ontario": the province with its preposition, as each language needs it. */
const IN_PROVINCE: Record<Province, { en: string; fr: string }> = {
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

const inLocale =
  (text: { en: string; fr: string }): LocalizedValue =>
  (locale) =>
    locale === 'fr-CA' ? text.fr : text.en;

const kindList =
  (kinds: readonly DepositKind[]): LocalizedValue =>
  (locale) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => inLocale(KIND_NAMES[kind])(locale)));

const lawValue = (law: LawCitation): LocalizedValue => inLocale(law);

/**
 * Refuses deposits the listing's province does not allow (provincial-deposit-rules.ts), with a message naming the
 * rule and its law in the reader's language.
 */
export function checkDeposits(province: Province, monthlyRent: number, deposits: readonly Deposit[]): void {
  const refusal = depositRefusal(province, monthlyRent, deposits);
  if (!refusal) return;
  const where = inLocale(IN_PROVINCE[province]);
  if (refusal.code === 'DEPOSIT_NOT_ALLOWED') {
    throw new DomainError(
      'DEPOSIT_NOT_ALLOWED',
      icu('A {kind} is not allowed {province} ({law}).', { kind: inLocale(KIND_NAMES[refusal.kind]), province: where, law: lawValue(refusal.law) }),
      { province, kind: refusal.kind },
    );
  }
  throw new DomainError(
    'DEPOSIT_TOO_HIGH',
    icu('These deposits ({kinds}) may total at most {limit, number, cad} {province} ({law}).', {
      kinds: kindList(refusal.kinds),
      limit: refusal.limit,
      province: where,
      law: lawValue(refusal.law),
    }),
    { province, kinds: [...refusal.kinds], limit: refusal.limit },
  );
}
