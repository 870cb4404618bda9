import type { BilingualText, LawCitation } from './provincial-deposit-rules.js';
import type { Province } from './provinces.js';

/**
 * What the lease document of each province is built on (docs/lease-documents.md): the form it follows, the act
 * whose terms apply whatever the lease says, and the facts it must print. One table per rule, each value with its
 * source; `verified: false` marks a citation we could not check against the act itself, and the document then says
 * so rather than guess.
 */

/** Ontario's Standard Form of Lease, Québec's TAL form (schedule A–J), or the standard terms of the other provinces. */
export type LeaseDocumentForm = 'ontario-standard-lease' | 'quebec-tal-form' | 'standard-terms';

export interface ProvinceLeaseForm {
  form: LeaseDocumentForm;
  /** The act that governs residential tenancies in the province. */
  act: LawCitation;
  /** Where the terms that are part of every lease, whatever it says, are written. */
  standardTerms: LawCitation;
  verified: boolean;
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const PROVINCE_LEASE_FORMS: Record<Province, ProvinceLeaseForm> = {
  // RTA 2006, s. 4 (a term inconsistent with the act is void) and s. 12.1 with O. Reg. 9/18 (the Standard Form of Lease).
  ON: {
    form: 'ontario-standard-lease',
    act: law('Residential Tenancies Act, 2006', 'Loi de 2006 sur la location à usage d’habitation'),
    standardTerms: law('Residential Tenancies Act, 2006, ss. 4 and 12.1; O. Reg. 9/18', 'Loi de 2006 sur la location à usage d’habitation, art. 4 et 12.1, et Règl. de l’Ont. 9/18'),
    verified: true,
  },
  // Civil Code of Québec, arts. 1892–2000 (lease of a dwelling); art. 1893 (a clause inconsistent with them is null).
  QC: {
    form: 'quebec-tal-form',
    act: law('Civil Code of Québec, arts. 1892–2000', 'Code civil du Québec, art. 1892 à 2000'),
    standardTerms: law('Civil Code of Québec, art. 1893', 'Code civil du Québec, art. 1893'),
    verified: true,
  },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, ss. 12–14; Residential Tenancy Regulation, B.C. Reg. 477/2003, Schedule.
  BC: {
    form: 'standard-terms',
    act: law('Residential Tenancy Act (British Columbia)', 'Residential Tenancy Act (Colombie-Britannique)'),
    standardTerms: law('Residential Tenancy Act, ss. 12–14; Residential Tenancy Regulation, Schedule', 'Residential Tenancy Act, art. 12 à 14, et Residential Tenancy Regulation, annexe'),
    verified: true,
  },
  // Residential Tenancies Act, S.A. 2004, c.: covenants of the landlord (s. 16) and of the tenant (s. 21).
  AB: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (Alberta)', 'Residential Tenancies Act (Alberta)'),
    standardTerms: law('Residential Tenancies Act (Alberta), ss. 16 and 21', 'Residential Tenancies Act (Alberta), art. 16 et 21'),
    verified: false,
  },
  MB: {
    form: 'standard-terms',
    act: law('The Residential Tenancies Act (Manitoba)', 'Loi sur la location à usage d’habitation (Manitoba)'),
    standardTerms: law('The Residential Tenancies Act (Manitoba)', 'Loi sur la location à usage d’habitation (Manitoba)'),
    verified: false,
  },
  SK: {
    form: 'standard-terms',
    act: law('The Residential Tenancies Act, 2006 (Saskatchewan)', 'The Residential Tenancies Act, 2006 (Saskatchewan)'),
    standardTerms: law('The Residential Tenancies Act, 2006 (Saskatchewan), standard conditions', 'The Residential Tenancies Act, 2006 (Saskatchewan), conditions types'),
    verified: false,
  },
  NS: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (Nova Scotia)', 'Residential Tenancies Act (Nouvelle-Écosse)'),
    standardTerms: law('Residential Tenancies Act (Nova Scotia), s. 9, statutory conditions', 'Residential Tenancies Act (Nouvelle-Écosse), art. 9, conditions légales'),
    verified: false,
  },
  NB: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (New Brunswick)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick)'),
    standardTerms: law('Residential Tenancies Act (New Brunswick)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick)'),
    verified: false,
  },
  PE: {
    form: 'standard-terms',
    act: law('Residential Tenancy Act (Prince Edward Island, 2022)', 'Residential Tenancy Act (Île-du-Prince-Édouard, 2022)'),
    standardTerms: law('Residential Tenancy Act (Prince Edward Island, 2022)', 'Residential Tenancy Act (Île-du-Prince-Édouard, 2022)'),
    verified: false,
  },
  NL: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador)', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador)'),
    standardTerms: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 10, statutory conditions', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 10, conditions légales'),
    verified: false,
  },
};

/** Ontario's Standard Form of Lease (Form 2229E), mandatory for most tenancies signed since this day (O. Reg. 9/18). */
export const ONTARIO_STANDARD_LEASE_SINCE = '2018-04-30';

/** The sections of Ontario's Standard Form of Lease, in its order (the Ministry's guide to the standard lease). */
export const ONTARIO_STANDARD_LEASE_SECTIONS = [
  'parties',
  'rental-unit',
  'contact-information',
  'term',
  'rent',
  'services-and-utilities',
  'rent-discounts',
  'rent-deposit',
  'key-deposit',
  'smoking',
  'tenants-insurance',
  'changes-to-the-unit',
  'maintenance-and-repairs',
  'assignment-and-subletting',
  'additional-terms',
  'changes-to-this-agreement',
  'signatures',
] as const;
export type OntarioStandardLeaseSection = (typeof ONTARIO_STANDARD_LEASE_SECTIONS)[number];

export const ONTARIO_STANDARD_LEASE_TITLES: Record<OntarioStandardLeaseSection, BilingualText> = {
  parties: { en: 'Parties to the agreement', fr: 'Parties à la convention' },
  'rental-unit': { en: 'Rental unit', fr: 'Logement locatif' },
  'contact-information': { en: 'Contact information', fr: 'Coordonnées' },
  term: { en: 'Term of tenancy agreement', fr: 'Durée de la convention de location' },
  rent: { en: 'Rent', fr: 'Loyer' },
  'services-and-utilities': { en: 'Services and utilities', fr: 'Services et services d’utilité publique' },
  'rent-discounts': { en: 'Rent discounts', fr: 'Réductions de loyer' },
  'rent-deposit': { en: 'Rent deposit', fr: 'Dépôt de loyer' },
  'key-deposit': { en: 'Key deposit', fr: 'Dépôt pour les clés' },
  smoking: { en: 'Smoking', fr: 'Usage du tabac' },
  'tenants-insurance': { en: 'Tenant’s insurance', fr: 'Assurance du locataire' },
  'changes-to-the-unit': { en: 'Changes to the rental unit', fr: 'Modifications du logement locatif' },
  'maintenance-and-repairs': { en: 'Maintenance and repairs', fr: 'Entretien et réparations' },
  'assignment-and-subletting': { en: 'Assignment and subletting', fr: 'Cession et sous-location' },
  'additional-terms': { en: 'Additional terms', fr: 'Conditions supplémentaires' },
  'changes-to-this-agreement': { en: 'Changes to this agreement', fr: 'Modifications de la présente convention' },
  signatures: { en: 'Signatures', fr: 'Signatures' },
};

/**
 * The sections of the Tribunal administratif du logement's mandatory lease form, A to J, in its order (French first:
 * the form is French, its English an unofficial translation). Section G is the notice of the lowest rent paid in the
 * 12 months before the lease began (Civil Code of Québec, art. 1896).
 */
export const QUEBEC_LEASE_FORM_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J'] as const;
export type QuebecLeaseFormSection = (typeof QUEBEC_LEASE_FORM_SECTIONS)[number];

export const QUEBEC_LEASE_FORM_TITLES: Record<QuebecLeaseFormSection, BilingualText> = {
  A: { fr: 'Entre les soussignés', en: 'Between the undersigned' },
  B: { fr: 'Description et destination du logement loué, des accessoires et dépendances', en: 'Description and destination of the leased dwelling, accessories and dependencies' },
  C: { fr: 'Durée du bail', en: 'Term of the lease' },
  D: { fr: 'Loyer', en: 'Rent' },
  E: { fr: 'Services et conditions', en: 'Services and conditions' },
  F: { fr: 'Restrictions au droit à la fixation du loyer et à la modification du bail', en: 'Restrictions on the right to have the rent fixed and the lease modified' },
  G: { fr: 'Avis au nouveau locataire ou au nouveau sous-locataire', en: 'Notice to a new lessee or a new sublessee' },
  H: { fr: 'Signatures', en: 'Signatures' },
  I: { fr: 'Avis de résidence familiale', en: 'Notice of family residence' },
  J: { fr: 'Copie du bail et formulaire obligatoire', en: 'Copy of the lease and mandatory form' },
};

/** Section G's rule: the lessor tells a new lessee the lowest rent paid in the 12 months before the lease began. */
export const QUEBEC_LOWEST_RENT_LAW: LawCitation = law('Civil Code of Québec, art. 1896', 'Code civil du Québec, art. 1896');

/** French first: a contract of adhesion is in French; another language binds only when both parties chose it after seeing the French (Charter of the French language, s. 55). */
export const QUEBEC_FRENCH_FIRST_LAW: LawCitation = law('Charter of the French language, s. 55', 'Charte de la langue française, art. 55');
