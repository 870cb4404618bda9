// Ontario: the sections of the Standard Form of Lease in its order (ONTARIO_STANDARD_LEASE_SECTIONS), in Hearth's
// words, with the 21-day copy rule told to the landlord (docs/lease-documents.md#ontario).
import {
  LEASE_COPY_DEADLINES,
  ONTARIO_STANDARD_LEASE_SECTIONS,
  ONTARIO_STANDARD_LEASE_SINCE,
  ONTARIO_STANDARD_LEASE_TITLES,
  type OntarioStandardLeaseSection,
} from '../../contracts/index.js';
import {
  additionalTermsBlocks,
  depositRuleBlocks,
  facts,
  label,
  fullAddress,
  includedList,
  notice,
  partyFacts,
  rentFacts,
  signatureBlocks,
  termText,
  text,
  type Block,
  type DocumentPart,
} from './lease-document.content.js';
import { formatDay, formatMoney } from './lease-document.format.js';
import type { DocumentLanguage, LeaseDocumentInput } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';

const NBSP = '\u00a0';

const SAY = {
  en: {
    preamble: (since: string) =>
      `Ontario requires the Standard Form of Lease (Form 2229E) for most residential tenancies agreed on or after ${since} (Residential Tenancies Act, 2006, s. 12.1; O. Reg. 9/18). This document sets out the agreement in the sections and order of that form; it does not replace it, and the tenant may ask the landlord in writing for the official form.`,
    copyNotice: (days: number) =>
      `Notice to the landlord: the tenant must receive a copy of this lease signed by both parties within ${days}${NBSP}days after signing it and giving it to the landlord; until then, the tenant’s obligation to pay rent is suspended (Residential Tenancies Act, 2006, s. 12(2) and (4)). A tenant who asked in writing for the Standard Form of Lease and did not get it within ${days}${NBSP}days may withhold one month’s rent (s. 12.1).`,
    condo: (isCondo: boolean) => (isCondo ? 'The rental unit is in a condominium: the tenant follows the condominium’s declaration, by-laws and rules the landlord gives them.' : 'The rental unit is not described as a condominium.'),
    contact: 'The landlord’s contact details for notices and documents are above, with the tenant’s.',
    termContinues: 'At the end of a fixed term the tenancy continues month to month on the same terms unless it is ended as the act provides; the tenant does not have to sign a new lease.',
    rentCovers: 'The rent is paid to the landlord, who gives a receipt free of charge when asked (s. 109). It covers the rental unit and the parking, services and utilities listed as included.',
    servicesIncluded: 'Included in the rent',
    services: (parking: string) => `Parking: ${parking}.`,
    utilities: 'Any utility (electricity, heat, water) not listed as included is paid as the additional terms say.',
    noDiscount: 'No rent discount.',
    lastMonth: (amount: string) => `Rent deposit: ${amount}, to be applied to the rent of the last month of the tenancy. The landlord pays interest on it each year at the rent increase guideline (s. 106).`,
    noRentDeposit: 'No rent deposit.',
    key: (amount: string) => `Key deposit: ${amount}, refunded when the keys are returned (O. Reg. 516/06, s. 17).`,
    noKey: 'No key deposit.',
    smoking: 'This lease adds no smoking rules to the law; any are written in the additional terms.',
    insurance: 'The tenant does not have to carry tenant’s insurance unless the additional terms say so.',
    changes: 'The tenant may put up decorative items such as pictures or window coverings, subject to reasonable limits in the additional terms; other changes to the unit need the landlord’s permission.',
    maintenance: 'The landlord keeps the rental property in good repair and meets health, safety and maintenance standards (s. 20). The tenant keeps the unit ordinarily clean and repairs or pays for undue damage they, their guests or others living with them cause (ss. 33–34).',
    assignment: 'The tenant may assign or sublet the unit with the landlord’s consent, which the landlord may not refuse arbitrarily or unreasonably (ss. 95–97).',
    changesToAgreement: 'This lease can be changed only if both parties agree in writing. The rent may be increased only as the act allows (Part VII).',
  },
  fr: {
    preamble: (since: string) =>
      `L’Ontario exige le bail type (formulaire 2229F) pour la plupart des locations d’habitation convenues depuis le ${since} (Loi de 2006 sur la location à usage d’habitation, art. 12.1, et Règl. de l’Ont. 9/18). Ce document présente la convention selon les sections et l’ordre de ce formulaire${NBSP}; il ne le remplace pas, et le locataire peut demander par écrit le formulaire officiel au locateur.`,
    copyNotice: (days: number) =>
      `Avis au locateur${NBSP}: le locataire doit recevoir une copie de ce bail signée par les deux parties dans les ${days}${NBSP}jours après l’avoir signé et remis au locateur${NBSP}; d’ici là, l’obligation du locataire de payer le loyer est suspendue (Loi de 2006 sur la location à usage d’habitation, par. 12(2) et (4)). Le locataire qui a demandé par écrit le bail type sans le recevoir dans les ${days}${NBSP}jours peut retenir un mois de loyer (art. 12.1).`,
    condo: (isCondo: boolean) => (isCondo ? `Le logement est dans un condominium${NBSP}: le locataire respecte la déclaration, les règlements administratifs et les règles du condominium que le locateur lui remet.` : 'Le logement n’est pas décrit comme un condominium.'),
    contact: 'Les coordonnées du locateur pour les avis et documents figurent ci-dessus, avec celles du locataire.',
    termContinues: `À la fin d’une durée fixe, la location se poursuit au mois aux mêmes conditions, sauf si elle prend fin comme la loi le prévoit${NBSP}; le locataire n’a pas à signer un nouveau bail.`,
    rentCovers: 'Le loyer est payé au locateur, qui remet un reçu gratuitement sur demande (art. 109). Il couvre le logement ainsi que le stationnement, les services et les services d’utilité publique indiqués comme inclus.',
    servicesIncluded: 'Inclus dans le loyer',
    services: (parking: string) => `Stationnement${NBSP}: ${parking}.`,
    utilities: 'Tout service d’utilité publique (électricité, chauffage, eau) non indiqué comme inclus est payé comme le prévoient les conditions supplémentaires.',
    noDiscount: 'Aucune réduction de loyer.',
    lastMonth: (amount: string) => `Dépôt de loyer${NBSP}: ${amount}, appliqué au loyer du dernier mois de la location. Le locateur verse chaque année des intérêts au taux légal d’augmentation des loyers (art. 106).`,
    noRentDeposit: 'Aucun dépôt de loyer.',
    key: (amount: string) => `Dépôt pour les clés${NBSP}: ${amount}, remboursé au retour des clés (Règl. de l’Ont. 516/06, art. 17).`,
    noKey: 'Aucun dépôt pour les clés.',
    smoking: `Ce bail n’ajoute aucune règle sur l’usage du tabac à celles de la loi${NBSP}; les conditions supplémentaires en prévoient, le cas échéant.`,
    insurance: 'Le locataire n’est pas tenu de souscrire une assurance locataire, sauf si les conditions supplémentaires le prévoient.',
    changes: `Le locataire peut installer des éléments décoratifs comme des tableaux ou des rideaux, sous réserve de limites raisonnables prévues dans les conditions supplémentaires${NBSP}; toute autre modification du logement requiert la permission du locateur.`,
    maintenance: 'Le locateur garde l’ensemble d’habitation en bon état et respecte les normes de salubrité, de sécurité et d’entretien (art. 20). Le locataire garde le logement dans un état de propreté ordinaire et répare ou paie les dommages injustifiés causés par lui, ses invités ou les autres occupants (art. 33 et 34).',
    assignment: 'Le locataire peut céder ou sous-louer le logement avec le consentement du locateur, qui ne peut le refuser de façon arbitraire ou déraisonnable (art. 95 à 97).',
    changesToAgreement: 'Ce bail ne peut être modifié que si les deux parties y consentent par écrit. Le loyer ne peut être augmenté que comme la loi le permet (partie VII).',
  },
} as const;

export function ontarioStandardLease(input: LeaseDocumentInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const say = SAY[lang];
  const deposit = (kind: 'last-month-rent' | 'key') => input.deposits.find((d) => d.kind === kind);
  const lastMonth = deposit('last-month-rent');
  const key = deposit('key');
  const copyDays = LEASE_COPY_DEADLINES.ON.days ?? 21;

  const body: Record<OntarioStandardLeaseSection, Block[]> = {
    parties: [label(w.landlord), partyFacts(input.landlord, lang), label(w.tenant), partyFacts(input.tenant, lang)],
    'rental-unit': [facts([[w.address, fullAddress(input, lang)], [w.listing, input.unit.title], [w.typeLabel, w.propertyType[input.unit.propertyType] ?? input.unit.propertyType], [w.bedrooms, String(input.unit.bedrooms)], [w.bathrooms, String(input.unit.bathrooms)], [w.parkingLabel, w.parking[input.unit.parking]], [w.furnishedLabel, w.furnished[input.unit.furnished]]]), text(say.condo(input.unit.propertyType === 'condo'))],
    'contact-information': [text(say.contact), text(w.noticesBy)],
    term: [text(termText(input, lang)), text(say.termContinues)],
    rent: [rentFacts(input, lang), text(say.rentCovers)],
    'services-and-utilities': [facts([[say.servicesIncluded, includedList(input, lang)]]), text(say.services(w.parking[input.unit.parking])), text(say.utilities)],
    'rent-discounts': [text(say.noDiscount)],
    'rent-deposit': [text(lastMonth ? say.lastMonth(formatMoney(lastMonth.amount, lang)) : say.noRentDeposit), ...depositRuleBlocks('ON', lang)],
    'key-deposit': [text(key ? say.key(formatMoney(key.amount, lang)) : say.noKey)],
    smoking: [text(say.smoking)],
    'tenants-insurance': [text(say.insurance)],
    'changes-to-the-unit': [text(say.changes)],
    'maintenance-and-repairs': [text(say.maintenance)],
    'assignment-and-subletting': [text(say.assignment)],
    'additional-terms': additionalTermsBlocks(input, lang),
    'changes-to-this-agreement': [text(say.changesToAgreement)],
    signatures: signatureBlocks(lang),
  };

  return {
    lang,
    preamble: [text(say.preamble(formatDay(ONTARIO_STANDARD_LEASE_SINCE, lang))), notice(say.copyNotice(copyDays))],
    sections: ONTARIO_STANDARD_LEASE_SECTIONS.map((id, index) => ({ label: String(index + 1), title: ONTARIO_STANDARD_LEASE_TITLES[id][lang], blocks: body[id] })),
  };
}
