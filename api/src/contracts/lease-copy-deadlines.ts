import type { LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * How long a landlord has to give the tenant a copy of the signed lease, by the listing's province
 * (docs/lease-documents.md#copy-deadlines): the lease document prints it, and forms may show it. One table, each
 * value with its source; `days: null` where the act sets no deadline we could find, `verified: false` where the
 * value could not be checked against the act itself (the document then says to check the act).
 */
export interface LeaseCopyDeadline {
  /** Days after the lease is signed (or, where the act says so, after the tenant signs and hands it back). */
  days: number | null;
  law: LawCitation;
  verified: boolean;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const LEASE_COPY_DEADLINES: Record<Province, LeaseCopyDeadline> = {
  // Residential Tenancies Act, 2006, s. 12(1): within 21 days after the tenant signs and delivers it.
  ON: { days: 21, law: law('Residential Tenancies Act, 2006, s. 12', 'Loi de 2006 sur la location à usage d’habitation, art. 12'), verified: true },
  // Civil Code of Québec, art. 1895: within ten days after the lease is entered into.
  QC: { days: 10, law: law('Civil Code of Québec, art. 1895', 'Code civil du Québec, art. 1895'), verified: true },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, s. 13(3): within 21 days after the agreement is entered into.
  BC: { days: 21, law: law('Residential Tenancy Act, s. 13(3)', 'Residential Tenancy Act (C.-B.), par. 13(3)'), verified: true },
  // Residential Tenancies Act, S.A. 2004, c., s. 17: within 21 days after the tenant signs and returns it.
  AB: { days: 21, law: law('Residential Tenancies Act (Alberta), s. 17', 'Residential Tenancies Act (Alberta), art. 17'), verified: false },
  // The Residential Tenancies Act, C.C.S.M. c. R119, s. 12(3): within 21 days after it is signed.
  MB: { days: 21, law: law('The Residential Tenancies Act (Manitoba), s. 12', 'Loi sur la location à usage d’habitation (Manitoba), art. 12'), verified: false },
  // The Residential Tenancies Act, 2006 (Saskatchewan), s. 13: within 20 days.
  SK: { days: 20, law: law('The Residential Tenancies Act, 2006 (Saskatchewan), s. 13', 'The Residential Tenancies Act, 2006 (Saskatchewan), art. 13'), verified: false },
  // Residential Tenancies Act (Nova Scotia), s. 9: within ten days after it is signed.
  NS: { days: 10, law: law('Residential Tenancies Act (Nova Scotia), s. 9', 'Residential Tenancies Act (Nouvelle-Écosse), art. 9'), verified: false },
  // Residential Tenancies Act (New Brunswick), s. 9: within 21 days.
  NB: { days: 21, law: law('Residential Tenancies Act (New Brunswick), s. 9', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 9'), verified: false },
  // Residential Tenancy Act (Prince Edward Island, 2022): within ten days.
  PE: { days: 10, law: law('Residential Tenancy Act (Prince Edward Island, 2022)', 'Residential Tenancy Act (Île-du-Prince-Édouard, 2022)'), verified: false },
  // Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 12: within ten days.
  NL: { days: 10, law: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 12', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 12'), verified: false },
};
