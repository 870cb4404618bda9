// The document's words in each language: Hearth's own wording of what each province requires (the facts and their
// sources are the contracts' tables and docs/lease-documents.md), and the names the web app gives listing values.
import type { Furnished, Parking, Province } from '../../contracts/index.js';
import type { DocumentLanguage } from './lease-document.types.js';

export interface Words {
  documentTitle: string;
  leaseNumber: (id: number) => string;
  preparedOn: (day: string) => string;
  page: (page: number, pages: number) => string;
  province: Record<Province, string>;
  landlord: string;
  tenant: string;
  name: string;
  email: string;
  phone: string;
  notGiven: string;
  noticesBy: string;
  address: string;
  listing: string;
  typeLabel: string;
  propertyType: Record<string, string>;
  bedrooms: string;
  bathrooms: string;
  size: string;
  sqft: (n: string) => string;
  furnishedLabel: string;
  furnished: Record<Furnished, string>;
  parkingLabel: string;
  parking: Record<Parking, string>;
  included: string;
  amenity: (name: string) => string;
  noneListed: string;
  fixedTerm: (start: string, end: string) => string;
  monthlyTerm: (start: string) => string;
  rentAmount: string;
  perMonth: (amount: string) => string;
  dueDay: string;
  dueOn: (ordinal: string, lastDayRule: boolean) => string;
  rentCovers: string;
  noDeposit: string;
  depositsAllowed: (kinds: string, law: string) => string;
  noDepositsAllowed: (law: string) => string;
  depositCap: (kinds: string, months: string, law: string) => string;
  additionalTermsNone: string;
  termsCannotOverride: (law: string) => string;
  standardTermsTitle: string;
  standardTerms: (law: string) => string;
  unverified: string;
  copyTitle: string;
  copyDeadline: (days: number, law: string) => string;
  copyDeadlineUnknown: (act: string) => string;
  copyAtSigning: (law: string) => string;
  signaturesTitle: string;
  signaturesText: string;
  partiesTitle: string;
  unitTitle: string;
  termTitle: string;
  rentTitle: string;
  depositsTitle: string;
  additionalTermsTitle: string;
  months: (n: number) => string;
  yes: string;
  no: string;
}

const PROVINCES_EN: Record<Province, string> = {
  ON: 'Ontario', BC: 'British Columbia', QC: 'Quebec', AB: 'Alberta', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nova Scotia', NB: 'New Brunswick', PE: 'Prince Edward Island', NL: 'Newfoundland and Labrador',
};
const PROVINCES_FR: Record<Province, string> = {
  ON: 'Ontario', BC: 'Colombie-Britannique', QC: 'Québec', AB: 'Alberta', MB: 'Manitoba', SK: 'Saskatchewan',
  NS: 'Nouvelle-Écosse', NB: 'Nouveau-Brunswick', PE: 'Île-du-Prince-Édouard', NL: 'Terre-Neuve-et-Labrador',
};

// The amenity names of the contracts (English) and their French, as the web app's catalog writes them.
const AMENITIES_FR: Record<string, string> = {
  'Central Heating': 'Chauffage central',
  'Central AC': 'Climatisation centrale',
  'Utilities Included': 'Services publics inclus',
  'Laundry In-Unit': 'Laveuse-sécheuse dans le logement',
  'Pet Friendly': 'Animaux acceptés',
  'Balcony/Patio': 'Balcon ou terrasse',
  Dishwasher: 'Lave-vaisselle',
  'Gym/Fitness Center': 'Salle d’entraînement',
  'Swimming Pool': 'Piscine',
  'Garden/Yard': 'Jardin ou cour',
};

const NBSP = '\u00a0';

const en: Words = {
  documentTitle: 'Residential lease / Bail de logement',
  leaseNumber: (id) => `Hearth lease no. ${id}`,
  preparedOn: (day) => `Prepared on ${day}`,
  page: (page, pages) => `Page ${page} of ${pages}`,
  province: PROVINCES_EN,
  landlord: 'Landlord',
  tenant: 'Tenant',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  notGiven: 'Not given',
  noticesBy: 'Notices and documents about this tenancy may be given to each party at the email address above, where the law of the province allows it, as well as by any other means the law provides.',
  address: 'Address',
  listing: 'Listing',
  typeLabel: 'Type',
  propertyType: {
    'house-detached': 'House (detached)', 'house-semi-detached': 'House (semi-detached)', 'house-attached': 'House (attached)',
    condo: 'Condo', townhouse: 'Townhouse', basement: 'Basement', apartment: 'Apartment', studio: 'Studio',
  },
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  size: 'Size',
  sqft: (n) => `${n} sq. ft.`,
  furnishedLabel: 'Furniture',
  furnished: { unfurnished: 'Unfurnished', 'partially-furnished': 'Partially furnished', 'fully-furnished': 'Fully furnished' },
  parkingLabel: 'Parking',
  parking: { none: 'No parking', street: 'Street parking', 'off-street': 'Off-street parking', 'garage-1': '1-car garage', 'garage-2': '2-car garage' },
  included: 'Included services and amenities',
  amenity: (name) => name,
  noneListed: 'None listed',
  fixedTerm: (start, end) => `Fixed term, from ${start} to ${end}.`,
  monthlyTerm: (start) => `Month to month, starting on ${start}.`,
  rentAmount: 'Rent',
  perMonth: (amount) => `${amount} a month`,
  dueDay: 'Due',
  dueOn: (ordinal, lastDayRule) => `On the ${ordinal} day of each month${lastDayRule ? ' (in a month without that day, on its last day)' : ''}`,
  rentCovers: 'The rent pays for the rental unit and for the parking, furniture, services and amenities this document lists as included; nothing else is owed for them.',
  noDeposit: 'No deposit.',
  depositsAllowed: (kinds, law) => `What the province allows: ${kinds} (${law}).`,
  noDepositsAllowed: (law) => `The province allows no deposit of any kind (${law}).`,
  depositCap: (kinds, months, law) => `Together, the ${kinds} may not exceed ${months} of rent (${law}).`,
  additionalTermsNone: 'None.',
  termsCannotOverride: (law) => `A term of this lease that contradicts the law has no effect (${law}).`,
  standardTermsTitle: 'Standard terms',
  standardTerms: (law) => `The standard terms the province sets for every residential tenancy are part of this lease, whatever it says, and any term here that contradicts them has no effect (${law}).`,
  unverified: 'Hearth could not confirm this citation against the act itself: read the act for the rule that applies.',
  copyTitle: 'Copy of the lease',
  copyDeadline: (days, law) => `The landlord must give the tenant a copy of this lease, signed by both parties, within ${days}${NBSP}days (${law}).`,
  copyDeadlineUnknown: (act) => `Hearth could not confirm when the landlord must give the tenant a copy of this lease: read the ${act}. Each party keeps the sealed copy Hearth sends once both have signed.`,
  copyAtSigning: (law) => `The landlord and the tenant each keep an original of this lease signed by both (${law}); Hearth sends each party the sealed copy once both have signed.`,
  signaturesTitle: 'Signatures',
  signaturesText: 'Both parties sign this lease electronically in Hearth. Once both have signed, Hearth seals it: the signature page at the end of the sealed copy names each signer, their role and the time they signed, with the SHA-256 fingerprint of this document, and anyone who holds the sealed copy can check it on Hearth’s verification page.',
  partiesTitle: 'Parties',
  unitTitle: 'Rental unit',
  termTitle: 'Term',
  rentTitle: 'Rent',
  depositsTitle: 'Deposits',
  additionalTermsTitle: 'Additional terms',
  months: (n) => (n === 1 ? 'one month' : n === 0.5 ? 'half a month' : n === 0.75 ? 'three quarters of a month' : `${n} months`),
  yes: 'Yes',
  no: 'No',
};

const fr: Words = {
  documentTitle: 'Residential lease / Bail de logement',
  leaseNumber: (id) => `Bail Hearth nº${NBSP}${id}`,
  preparedOn: (day) => `Préparé le ${day}`,
  page: (page, pages) => `Page ${page} de ${pages}`,
  province: PROVINCES_FR,
  landlord: 'Locateur',
  tenant: 'Locataire',
  name: 'Nom',
  email: 'Courriel',
  phone: 'Téléphone',
  notGiven: 'Non fourni',
  noticesBy: 'Les avis et documents relatifs à cette location peuvent être remis à chaque partie à l’adresse courriel ci-dessus, lorsque la loi de la province le permet, ainsi que par tout autre moyen prévu par la loi.',
  address: 'Adresse',
  listing: 'Annonce',
  typeLabel: 'Type de logement',
  propertyType: {
    'house-detached': 'Maison (individuelle)', 'house-semi-detached': 'Maison (jumelée)', 'house-attached': 'Maison (en rangée)',
    condo: 'Condo', townhouse: 'Maison de ville', basement: 'Sous-sol', apartment: 'Appartement', studio: 'Studio',
  },
  bedrooms: 'Chambres',
  bathrooms: 'Salles de bain',
  size: 'Superficie',
  sqft: (n) => `${n}${NBSP}pi²`,
  furnishedLabel: 'Ameublement',
  furnished: { unfurnished: 'Non meublé', 'partially-furnished': 'Partiellement meublé', 'fully-furnished': 'Entièrement meublé' },
  parkingLabel: 'Stationnement',
  parking: { none: 'Sans stationnement', street: 'Stationnement dans la rue', 'off-street': 'Stationnement hors rue', 'garage-1': 'Garage simple', 'garage-2': 'Garage double' },
  included: 'Services et commodités inclus',
  amenity: (name) => AMENITIES_FR[name] ?? name,
  noneListed: 'Aucun',
  fixedTerm: (start, end) => `Durée fixe, du ${start} au ${end}.`,
  monthlyTerm: (start) => `Au mois, à compter du ${start}.`,
  rentAmount: 'Loyer',
  perMonth: (amount) => `${amount} par mois`,
  dueDay: 'Payable',
  dueOn: (ordinal, lastDayRule) => `Le ${ordinal} jour de chaque mois${lastDayRule ? ' (le dernier jour du mois qui n’a pas ce jour)' : ''}`,
  rentCovers: `Le loyer paie le logement ainsi que le stationnement, les meubles, les services et les commodités que ce document indique comme inclus${NBSP}; rien d’autre n’est dû pour eux.`,
  noDeposit: 'Aucun dépôt.',
  depositsAllowed: (kinds, law) => `Ce que la province permet${NBSP}: ${kinds} (${law}).`,
  noDepositsAllowed: (law) => `La province n’autorise aucun dépôt, de quelque nature que ce soit (${law}).`,
  depositCap: (kinds, months, law) => `Ensemble, ${kinds} ne peuvent dépasser ${months} de loyer (${law}).`,
  additionalTermsNone: 'Aucune.',
  termsCannotOverride: (law) => `Une clause de ce bail contraire à la loi est sans effet (${law}).`,
  standardTermsTitle: 'Conditions types',
  standardTerms: (law) => `Les conditions que la province impose à toute location d’habitation font partie de ce bail, quoi qu’il dise, et une clause qui les contredit est sans effet (${law}).`,
  unverified: `Hearth n’a pas pu vérifier cette référence dans la loi elle-même${NBSP}: consultez la loi pour la règle applicable.`,
  copyTitle: 'Copie du bail',
  copyDeadline: (days, law) => `Le locateur doit remettre au locataire une copie de ce bail signée par les deux parties dans les ${days}${NBSP}jours (${law}).`,
  copyDeadlineUnknown: (act) => `Hearth n’a pas pu vérifier le délai dans lequel le locateur doit remettre une copie de ce bail au locataire${NBSP}: consultez la ${act}. Chaque partie conserve la copie scellée que Hearth envoie une fois les deux signatures apposées.`,
  copyAtSigning: (law) => `Le locateur et le locataire gardent chacun un original de ce bail signé par les deux (${law})${NBSP}; Hearth envoie à chaque partie la copie scellée une fois les deux signatures apposées.`,
  signaturesTitle: 'Signatures',
  signaturesText: `Les deux parties signent ce bail électroniquement dans Hearth. Une fois les deux signatures apposées, Hearth le scelle${NBSP}: la page des signatures, à la fin de la copie scellée, nomme chaque signataire, son rôle et l’heure de sa signature, avec l’empreinte SHA-256 de ce document, et quiconque détient la copie scellée peut la vérifier sur la page de vérification de Hearth.`,
  partiesTitle: 'Parties',
  unitTitle: 'Logement',
  termTitle: 'Durée',
  rentTitle: 'Loyer',
  depositsTitle: 'Dépôts',
  additionalTermsTitle: 'Conditions supplémentaires',
  months: (n) => (n === 1 ? 'un mois' : n === 0.5 ? 'un demi-mois' : n === 0.75 ? 'trois quarts de mois' : `${n}${NBSP}mois`),
  yes: 'Oui',
  no: 'Non',
};

export const WORDS: Record<DocumentLanguage, Words> = { en, fr };
