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
  /** True where the citation was read in the act or on the province's own page (docs/lease-documents.md cites it). */
  verified: boolean;
  /** What the province's law has every lease say or come with, printed with the standard terms. */
  notes: readonly BilingualText[];
}

const law = (en: string, fr: string): LawCitation => ({ en, fr });

export const PROVINCE_LEASE_FORMS: Record<Province, ProvinceLeaseForm> = {
  // RTA 2006, s. 4 (a term inconsistent with the act is void) and s. 12.1 with O. Reg. 9/18 (the Standard Form of Lease).
  ON: {
    form: 'ontario-standard-lease',
    act: law('Residential Tenancies Act, 2006', 'Loi de 2006 sur la location à usage d’habitation'),
    standardTerms: law('Residential Tenancies Act, 2006, ss. 4 and 12.1; O. Reg. 9/18', 'Loi de 2006 sur la location à usage d’habitation, art. 4 et 12.1, et Règl. de l’Ont. 9/18'),
    verified: true,
    notes: [],
  },
  // Civil Code of Québec, arts. 1892–2000 (lease of a dwelling); art. 1893 (a clause inconsistent with them is null).
  QC: {
    form: 'quebec-tal-form',
    act: law('Civil Code of Québec, arts. 1892–2000', 'Code civil du Québec, art. 1892 à 2000'),
    standardTerms: law('Civil Code of Québec, art. 1893', 'Code civil du Québec, art. 1893'),
    verified: true,
    notes: [],
  },
  // Residential Tenancy Act, S.B.C. 2002, c. 78, ss. 12–14; Residential Tenancy Regulation, B.C. Reg. 477/2003, Schedule.
  BC: {
    form: 'standard-terms',
    act: law('Residential Tenancy Act (British Columbia)', 'Residential Tenancy Act (Colombie-Britannique)'),
    standardTerms: law('Residential Tenancy Act, ss. 12–14; Residential Tenancy Regulation, Schedule', 'Residential Tenancy Act, art. 12 à 14, et Residential Tenancy Regulation, annexe'),
    verified: true,
    notes: [
      {
        en: 'The standard terms may not be changed or removed from this lease; other terms change only if both parties agree (Residential Tenancy Act, s. 14).',
        fr: 'Les conditions types ne peuvent être modifiées ni retirées de ce bail\u00a0; les autres clauses ne changent que si les deux parties y consentent (Residential Tenancy Act, art. 14).',
      },
    ],
  },
  // Residential Tenancies Act, S.A. 2004, c.: the act's covenants bind every tenancy; a written agreement says
  // that the act governs it and prevails (as secondary sources report it; the sections were not read).
  AB: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (Alberta)', 'Residential Tenancies Act (Alberta)'),
    standardTerms: law('Residential Tenancies Act (Alberta)', 'Residential Tenancies Act (Alberta)'),
    verified: false,
    notes: [
      {
        en: 'The tenancy created by this agreement is governed by the Residential Tenancies Act and if there is a conflict between this agreement and the Act, the Act prevails.',
        fr: 'La location créée par la présente convention est régie par la Residential Tenancies Act et, en cas de conflit entre la présente convention et cette loi, la loi l’emporte.',
      },
    ],
  },
  // The Residential Tenancies Act, C.C.S.M. c. R119, and its Standard Residential Tenancy Agreement (Form 1), as
  // secondary sources report it.
  MB: {
    form: 'standard-terms',
    act: law('The Residential Tenancies Act (Manitoba)', 'Loi sur la location à usage d’habitation (Manitoba)'),
    standardTerms: law('The Residential Tenancies Act (Manitoba); Standard Residential Tenancy Agreement (Form 1)', 'Loi sur la location à usage d’habitation (Manitoba), et convention de location type (formule 1)'),
    verified: false,
    notes: [],
  },
  // The Residential Tenancies Act, 2006 and its Standard Conditions, part of every agreement (Government of Saskatchewan).
  SK: {
    form: 'standard-terms',
    act: law('The Residential Tenancies Act, 2006 (Saskatchewan)', 'The Residential Tenancies Act, 2006 (Saskatchewan)'),
    standardTerms: law('The Residential Tenancies Act, 2006 (Saskatchewan), Standard Conditions', 'The Residential Tenancies Act, 2006 (Saskatchewan), conditions types (Standard Conditions)'),
    verified: true,
    notes: [
      {
        en: 'The Standard Conditions are part of this lease by law and override anything to the contrary in it; a written agreement includes a copy of them.',
        fr: 'Les conditions types (Standard Conditions) font partie de ce bail de par la loi et l’emportent sur toute clause contraire\u00a0; une convention écrite en comprend une copie.',
      },
    ],
  },
  // Residential Tenancies Act, R.S.N.S. 1989, c. 401: statutory conditions; a copy of the act to the tenant (Service Nova Scotia).
  NS: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (Nova Scotia)', 'Residential Tenancies Act (Nouvelle-Écosse)'),
    standardTerms: law('Residential Tenancies Act (Nova Scotia), statutory conditions', 'Residential Tenancies Act (Nouvelle-Écosse), conditions légales'),
    verified: true,
    notes: [
      {
        en: 'The landlord gives the tenant a copy of the Residential Tenancies Act (on paper, electronically or as a link to it) within 10 days of the earliest of the start of the tenancy, the signing of the lease, the handing over of the keys and the tenant’s moving in.',
        fr: 'Le locateur remet au locataire un exemplaire de la Residential Tenancies Act (sur papier, sous forme électronique ou par un lien) dans les 10 jours suivant le premier de ces événements\u00a0: le début de la location, la signature du bail, la remise des clés, l’emménagement du locataire.',
      },
    ],
  },
  // Residential Tenancies Act, S.N.B. 1975, c., s. 9: the Standard Form of Lease (Form 6) applies, written or not.
  NB: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act (New Brunswick)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick)'),
    standardTerms: law('Residential Tenancies Act (New Brunswick), s. 9; Standard Form of Lease (Form 6)', 'Loi sur la location de locaux d’habitation (Nouveau-Brunswick), art. 9, et bail type (formule 6)'),
    verified: true,
    notes: [
      {
        en: 'New Brunswick’s Standard Form of Lease and the act apply to this tenancy whether or not a lease is written; an addition may not change a right or duty they give.',
        fr: 'Le bail type du Nouveau-Brunswick et la loi s’appliquent à cette location, qu’un bail soit écrit ou non\u00a0; un ajout ne peut modifier un droit ou une obligation qu’ils prévoient.',
      },
    ],
  },
  // Residential Tenancy Act, R.S.P.E.I. 1988, c., and the Rental Office's Standard Form Rental Agreement (Form 1).
  PE: {
    form: 'standard-terms',
    act: law('Residential Tenancy Act (Prince Edward Island)', 'Residential Tenancy Act (Île-du-Prince-Édouard)'),
    standardTerms: law('Residential Tenancy Act (Prince Edward Island); Standard Form Rental Agreement (Form 1)', 'Residential Tenancy Act (Île-du-Prince-Édouard), et convention de location type (formule 1)'),
    verified: false,
    notes: [],
  },
  // Residential Tenancies Act, 2018, S.N.L. 2018, c., s. 10: statutory conditions, listed in a written agreement.
  NL: {
    form: 'standard-terms',
    act: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador)', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador)'),
    standardTerms: law('Residential Tenancies Act, 2018 (Newfoundland and Labrador), s. 10, statutory conditions', 'Residential Tenancies Act, 2018 (Terre-Neuve-et-Labrador), art. 10, conditions légales'),
    verified: true,
    notes: [
      {
        en: 'A written rental agreement lists the statutory conditions of section 10(1) as the act writes them: the landlord attaches them to this lease, with a copy of the act.',
        fr: 'Une convention de location écrite reproduit les conditions légales du paragraphe 10(1) telles que la loi les rédige\u00a0: le locateur les joint à ce bail, avec un exemplaire de la loi.',
      },
    ],
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
