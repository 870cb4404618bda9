import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatCad } from '@hearth/design-system';
import type { Province } from '@hearth/api/contracts/provinces';
import { DEPOSIT_KIND_NAMES, PROVINCIAL_DEPOSIT_RULES, depositRefusal, IN_PROVINCE, inLanguage, type Deposit, type DepositKind } from '@hearth/api/contracts/provincial-deposit-rules';

/** Each kind as the deposit select names it. */
export const DEPOSIT_KIND_LABELS: Record<DepositKind, MessageDescriptor> = {
  'last-month-rent': msg`Last month's rent`,
  security: msg`Security deposit`,
  pet: msg`Pet damage deposit`,
  key: msg`Key deposit`,
};

/** PROVINCIAL_DEPOSIT_RULES[province].summary, read in the locale (a test keeps the English equal to the table's). */
export const RULE_SUMMARIES: Record<Province, MessageDescriptor> = {
  ON: msg`Ontario: only a last month's rent deposit (at most one month's rent) and a refundable key deposit; no security or pet damage deposit (Residential Tenancies Act, 2006, ss. 105–106).`,
  BC: msg`British Columbia: a security deposit of at most half a month's rent (last month's rent paid ahead counts toward it), a pet damage deposit of at most half a month's rent (Residential Tenancy Act, s. 19), and a refundable key deposit.`,
  QC: msg`Quebec: no deposit of any kind (Civil Code of Québec, art. 1904).`,
  AB: msg`Alberta: deposits together at most one month's rent (Residential Tenancies Act, s. 43).`,
  MB: msg`Manitoba: a security deposit of at most half a month's rent, and a pet damage deposit of at most half a month's rent more (The Residential Tenancies Act, s. 29).`,
  SK: msg`Saskatchewan: a security deposit of at most one month's rent (The Residential Tenancies Act, 2006, s. 31); the pet deposit's limit is not checked.`,
  NS: msg`Nova Scotia: deposits together at most half a month's rent (Residential Tenancies Act, s. 12).`,
  NB: msg`New Brunswick: deposits together at most one month's rent (Residential Tenancies Act, s. 5).`,
  PE: msg`Prince Edward Island: deposits together at most one month's rent (Residential Tenancy Act, 2022).`,
  NL: msg`Newfoundland and Labrador: deposits together at most three quarters of a month's rent (Residential Tenancies Act, 2018, s. 14).`,
};

/**
 * Why the province refuses these deposits, in the API's words (DEPOSIT_NOT_ALLOWED, DEPOSIT_TOO_HIGH), or null when
 * they are lawful. The shared table decides; this only words it.
 */
export function depositProblem(province: Province, monthlyRent: number, deposits: readonly Deposit[], i18n: I18n): string | null {
  const refusal = depositRefusal(province, monthlyRent, deposits);
  if (!refusal) return null;
  // The names are the API's (one bilingual table in the contracts); the sentences are this catalog's.
  const where = inLanguage(IN_PROVINCE[province], i18n.locale);
  const law = inLanguage(refusal.law, i18n.locale);
  if (refusal.code === 'DEPOSIT_NOT_ALLOWED') {
    const kind = inLanguage(DEPOSIT_KIND_NAMES[refusal.kind], i18n.locale);
    return i18n._(msg`A ${kind} is not allowed ${where} (${law}).`);
  }
  const kinds = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(refusal.kinds.map((k) => inLanguage(DEPOSIT_KIND_NAMES[k], i18n.locale)));
  const limit = formatCad(refusal.limit, i18n.locale);
  return i18n._(msg`These deposits (${kinds}) may total at most ${limit} ${where} (${law}).`);
}

/** The order the form offers kinds in: the usual deposit first (Ontario's is last month's rent, as it allows no other). */
const KIND_ORDER: readonly DepositKind[] = ['security', 'last-month-rent', 'pet', 'key'];

/** The kinds a lease in `province` may hold, in the form's order; none until a listing (and so a province) is chosen. */
export function allowedDepositKinds(province: Province | null): DepositKind[] {
  if (!province) return [];
  const { allowed } = PROVINCIAL_DEPOSIT_RULES[province];
  return KIND_ORDER.filter((kind) => allowed.includes(kind));
}

/**
 * What 'Add deposit' adds: the first allowed kind not yet taken whose cap still has room, for as much as that cap
 * leaves of the monthly rent (the application's rent when the lease comes from one); no amount where no cap applies
 * or the rent is not known yet. Null when nothing more may be added.
 */
export function nextDeposit(province: Province | null, monthlyRent: number, deposits: readonly { kind: DepositKind; amount: number }[]): { kind: DepositKind; amount: number } | null {
  if (!province) return null;
  const rentKnown = Number.isFinite(monthlyRent) && monthlyRent > 0;
  for (const kind of allowedDepositKinds(province)) {
    if (deposits.some((d) => d.kind === kind)) continue;
    const cap = PROVINCIAL_DEPOSIT_RULES[province].caps.find((c) => c.kinds.includes(kind));
    if (!cap || !rentKnown) return { kind, amount: Number.NaN };
    const taken = deposits.filter((d) => cap.kinds.includes(d.kind)).reduce((sum, d) => sum + (Number.isFinite(d.amount) ? d.amount : 0), 0);
    const left = Math.floor(monthlyRent * cap.maxMonths) - taken;
    if (left > 0) return { kind, amount: left };
  }
  return null;
}
