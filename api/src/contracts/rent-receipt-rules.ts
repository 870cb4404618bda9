import type { LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * What a province's law says of rent receipts, printed on every receipt Hearth makes (docs/rent-ledger.md#receipts).
 * `law: null` where we found no rule of the province's own; a receipt there still carries the same facts.
 */
export interface RentReceiptRule {
  law: LawCitation | null;
  /** What the law requires, in one sentence each language. */
  says: LawCitation | null;
  verified: boolean;
}

const none: RentReceiptRule = { law: null, says: null, verified: false };

export const RENT_RECEIPT_RULES: Record<Province, RentReceiptRule> = {
  // RTA 2006, s. 109(1): free of charge, on request, for rent, a rent deposit, arrears or any other amount paid;
  // s. 109(2): a former tenant may ask within 12 months after the tenancy ends.
  ON: {
    law: { en: 'Residential Tenancies Act, 2006, s. 109', fr: 'Loi de 2006 sur la location à usage d’habitation, art. 109' },
    says: {
      en: 'A landlord must give a tenant or former tenant, free of charge and on request, a receipt for any rent, rent deposit, arrears of rent or other amount paid (a former tenant may ask within 12 months after the tenancy ends).',
      fr: 'Le locateur doit remettre gratuitement au locataire ou à l’ancien locataire, sur demande, un reçu pour tout loyer, dépôt de loyer, arriéré de loyer ou autre somme payée (l’ancien locataire peut le demander dans les 12 mois suivant la fin de la location).',
    },
    verified: true,
  },
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
