import { DomainError } from '../../common/domain-error.js';
import { icu, type LocalizedValue } from '../../common/i18n.js';
import { DEPOSIT_KIND_NAMES, depositRefusal, IN_PROVINCE, inLanguage, type BilingualText, type Deposit, type DepositKind, type Province } from '../../contracts/index.js';

const inLocale =
  (text: BilingualText): LocalizedValue =>
  (locale) =>
    inLanguage(text, locale);

const kindList =
  (kinds: readonly DepositKind[]): LocalizedValue =>
  (locale) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => inLanguage(DEPOSIT_KIND_NAMES[kind], locale)));

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
      icu('A {kind} is not allowed {province} ({law}).', { kind: inLocale(DEPOSIT_KIND_NAMES[refusal.kind]), province: where, law: inLocale(refusal.law) }),
      { province, kind: refusal.kind },
    );
  }
  throw new DomainError(
    'DEPOSIT_TOO_HIGH',
    icu('These deposits ({kinds}) may total at most {limit, number, cad} {province} ({law}).', {
      kinds: kindList(refusal.kinds),
      limit: refusal.limit,
      province: where,
      law: inLocale(refusal.law),
    }),
    { province, kinds: [...refusal.kinds], limit: refusal.limit },
  );
}
