import type { LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * Interest a landlord owes on a deposit, where the rent ledger computes it (docs/rent-ledger.md#deposit-interest).
 * `guideline`: each year at the province's rent increase guideline of that year, on the tenancy's anniversary.
 * `null`: the ledger does not compute it (the province has no such rule, forbids the deposit, or sets interest by a
 * formula of its own that Hearth does not keep yet: British Columbia's and Manitoba's security deposit interest).
 */
export interface DepositInterestRule {
  rate: 'guideline' | null;
  law: LawCitation | null;
  verified: boolean;
}

const none: DepositInterestRule = { rate: null, law: null, verified: false };

export const DEPOSIT_INTEREST_RULES: Record<Province, DepositInterestRule> = {
  // RTA 2006, s. 106(6): interest on the last month's rent deposit every year, at the guideline in effect when it is due.
  ON: { rate: 'guideline', law: { en: 'Residential Tenancies Act, 2006, s. 106(6)', fr: 'Loi de 2006 sur la location à usage d’habitation, par. 106(6)' }, verified: true },
  QC: none,
  BC: none,
  AB: none,
  MB: none,
  SK: none,
  NS: none,
  NB: none,
  PE: none,
  NL: none,
};
