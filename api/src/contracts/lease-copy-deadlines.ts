import type { LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * How long a landlord has to give the tenant a copy of the signed lease, by the listing's province
 * (docs/lease-documents.md#copy-deadlines): the lease document prints it, and forms may show it. One table, each
 * value with its source; `days: null` where the act sets no deadline we could find, `verified: false` where the
 * value could not be checked against the act itself (the document then says to check the act).
 */
export interface LeaseCopyDeadline {
  /**
   * Days after the lease is signed (or, where the act says so, after the tenant signs and hands it back); 0 where each
   * party keeps a signed original from the signing; null where we could not confirm the deadline.
   */
  days: number | null;
  /** The act, and its section where we read it. */
  law: LawCitation;
  /** True where the value was read in the act or on the province's own page (docs/lease-documents.md cites it). */
  verified: boolean;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const LEASE_COPY_DEADLINES: Record<Province, LeaseCopyDeadline> = {
  // RTA 2006, s. 12(2): within 21 days after the tenant signs it and gives it to the landlord.
  ON: { days: 21, law: law('Residential Tenancies Act, 2006, s. 12(2)', 'Loi de 2006 sur la location à usage d’habitation, par. 12(2)'), verified: true },
  // Civil Code of Québec, art. 1895: within ten days after the lease is entered into.
  QC: { days: 10, law: law('Civil Code of Québec, art. 1895', 'Code civil du Québec, art. 1895'), verified: true },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, s. 13(3): within 21 days after the agreement is entered into.
  BC: { days: 21, law: law('Residential Tenancy Act, s. 13(3)', 'Residential Tenancy Act (C.-B.), par. 13(3)'), verified: true },
  // Residential Tenancies Act, S.A. 2004, c.: within 21 days after the tenant signs and returns it, as
  // secondary sources say; the section was not read.
  AB: { days: 21, law: law('Residential Tenancies Act (Alberta)', 'Residential Tenancies Act (Alberta)'), verified: false },
  // The Residential Tenancies Act, C.C.S.M. c. R119, ss. 8 and 12 (Residential Tenancies Branch guidebook, 2.12).
  MB: { days: 21, law: law('The Residential Tenancies Act (Manitoba), ss. 8 and 12', 'Loi sur la location à usage d’habitation (Manitoba), art. 8 et 12'), verified: true },
  // The Residential Tenancies Act, 2006 (Saskatchewan): within 20 days of entering into it, or rent is suspended.
  SK: { days: 20, law: law('The Residential Tenancies Act, 2006 (Saskatchewan)', 'The Residential Tenancies Act, 2006 (Saskatchewan)'), verified: true },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401: a copy of the signed lease within 10 days of signing (Service Nova Scotia).
  NS: { days: 10, law: law('Residential Tenancies Act (Nova Scotia)', 'Residential Tenancies Act (Nouvelle-Écosse)'), verified: true },
  // Residential Tenancies Act, S.N.B. 1975, c., s. 9 and the Standard Form of Lease (Form 6): both parties
  // sign two originals and each keeps one.
  NB: { days: 0, law: law('Residential Tenancies Act (New Brunswick), s. 9; Standard Form of Lease (Form 6)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 9, et bail type (formule 6)'), verified: true },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c. R-13.11 (in force 2022): the deadline could not be read (the former
  // Rental of Residential Property Act gave 21 days).
  PE: { days: null, law: law('Residential Tenancy Act (Prince Edward Island)', 'Residential Tenancy Act (Île-du-Prince-Édouard)'), verified: false },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c., s. 7: a duplicate within 10 days after all parties sign.
  NL: { days: 10, law: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 7', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 7'), verified: true },
};
