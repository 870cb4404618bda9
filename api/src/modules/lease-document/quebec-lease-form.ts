// Québec: the schedule of the Tribunal administratif du logement's mandatory form, sections A to J in its order
// (QUEBEC_LEASE_FORM_SECTIONS), French first (docs/lease-documents.md#quebec). Section G prints the lowest rent of
// the previous 12 months only as the landlord declared it: never a guess.
import {
  LEASE_COPY_DEADLINES,
  QUEBEC_FRENCH_FIRST_LAW,
  QUEBEC_LEASE_FORM_SECTIONS,
  QUEBEC_LEASE_FORM_TITLES,
  QUEBEC_LOWEST_RENT_LAW,
  type QuebecLeaseFormSection,
} from '../../contracts/index.js';
import {
  additionalTermsBlocks,
  depositBlocks,
  facts,
  label,
  includedList,
  notice,
  partyFacts,
  rentFacts,
  signatureBlocks,
  termText,
  text,
  unitFacts,
  type Block,
  type DocumentPart,
} from './lease-document.content.js';
import { formatMoney } from './lease-document.format.js';
import type { DocumentLanguage, LeaseDocumentInput } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';

const NBSP = '\u00a0';

const SAY = {
  fr: {
    mandatoryForm: (days: number, copyLaw: string) =>
      `Au Québec, le bail d’un logement se fait sur le formulaire obligatoire du Tribunal administratif du logement. Ce document en reprend les sections A à J avec les données du bail conclu dans Hearth${NBSP}; il ne remplace pas le formulaire officiel. Le formulaire officiel signé par les deux parties est consigné dans Hearth comme le fichier contractuel de ce bail. Le locateur remet au locataire un exemplaire du bail dans les ${days}${NBSP}jours de sa conclusion (${copyLaw}).`,
    frenchFirst: (law: string) => `Ce bail est rédigé en français (${law}).`,
    purpose: 'Le logement est loué à des fins d’habitation seulement.',
    renewal: 'Le bail à durée fixe est reconduit de plein droit à son terme, aux mêmes conditions et pour la même durée (douze mois au plus), à moins que l’une des parties ne donne l’avis prévu par la loi (Code civil du Québec, art. 1941 à 1946).',
    firstMonth: 'Le locateur ne peut exiger d’avance que le loyer du premier mois (Code civil du Québec, art. 1904).',
    services: 'Services, accessoires et dépendances inclus',
    restrictions:
      `Si l’immeuble est construit depuis cinq ans ou moins, ou si son usage locatif résulte d’un changement d’affectation récent, le locataire ne peut faire fixer le loyer par le Tribunal pendant ces cinq ans, et le bail doit le mentionner (Code civil du Québec, art. 1955). Hearth ne connaît pas l’âge de l’immeuble${NBSP}: le locateur l’indique sur le formulaire officiel.`,
    lowestRent: (amount: string) => `Loyer le plus bas payé au cours des douze mois précédant le début du bail (ou loyer fixé par le Tribunal au cours de cette période)${NBSP}: ${amount}.`,
    notDeclared: `Loyer le plus bas payé au cours des douze mois précédant le début du bail${NBSP}: non déclaré par le locateur. Hearth n’inscrit aucun montant que le locateur n’a pas déclaré${NBSP}; le locateur doit remettre cet avis au nouveau locataire.`,
    lowestRentLaw: (law: string) => `Le locateur remet cet avis au nouveau locataire (${law})${NBSP}; si aucun loyer n’a été payé au cours de ces douze mois, l’avis indique le dernier loyer payé et sa date. L’avis n’est pas requis pour un logement d’une coopérative loué à l’un de ses membres, dans un immeuble construit ou affecté à l’habitation depuis cinq ans ou moins, ou dans un immeuble d’habitation à loyer modique. Un nouveau locataire qui paie un loyer plus élevé que celui déclaré peut demander au Tribunal de fixer le loyer dans les dix jours de la conclusion du bail (Code civil du Québec, art. 1950).`,
    familyResidence: `Si le locataire est marié ou uni civilement et que le logement sert de résidence familiale, il peut en aviser le locateur${NBSP}; le locataire ne peut alors sous-louer le logement, céder le bail ou y mettre fin sans le consentement écrit de son conjoint (Code civil du Québec, art. 403).`,
    copy: (days: number, law: string) => `Le locateur remet au locataire un exemplaire du bail signé dans les ${days}${NBSP}jours de sa conclusion (${law}).`,
  },
  en: {
    mandatoryForm: (days: number, copyLaw: string) =>
      `In Québec, the lease of a dwelling is made on the mandatory form of the Tribunal administratif du logement. This document follows its sections A to J with the terms of the lease agreed in Hearth; it does not replace the official form. The official form signed by both parties is recorded in Hearth as this lease’s contract file. The landlord gives the tenant a copy of the lease within ${days}${NBSP}days after it is entered into (${copyLaw}).`,
    frenchFirst: (law: string) => `Courtesy translation. The French version above is the lease; this English text is given for convenience only and the French version prevails (${law}).`,
    purpose: 'The dwelling is leased for residential purposes only.',
    renewal: 'A fixed-term lease is renewed of right at its end, on the same terms and for the same length (at most twelve months), unless a party gives the notice the law provides (Civil Code of Québec, arts. 1941–1946).',
    firstMonth: 'The landlord may require in advance only the first month’s rent (Civil Code of Québec, art. 1904).',
    services: 'Services, accessories and dependencies included',
    restrictions:
      'If the building was built five years ago or less, or its rental use results from a recent change of use, the tenant cannot have the rent fixed by the Tribunal for those five years, and the lease must say so (Civil Code of Québec, art. 1955). Hearth does not know the building’s age: the landlord states it on the official form.',
    lowestRent: (amount: string) => `Lowest rent paid in the twelve months before the lease begins (or rent fixed by the Tribunal in that time): ${amount}.`,
    notDeclared: 'Lowest rent paid in the twelve months before the lease begins: not declared by the landlord. Hearth writes no amount the landlord has not declared; the landlord must give this notice to the new tenant.',
    lowestRentLaw: (law: string) => `The landlord gives this notice to the new tenant (${law}); if no rent was paid in those twelve months, the notice gives the last rent paid and its date. The notice is not required for a cooperative’s dwelling rented to one of its members, in a building built or turned to residential use five years ago or less, or in low-rental housing. A new tenant who pays more than the rent declared may ask the Tribunal to fix the rent within ten days after the lease is entered into (Civil Code of Québec, art. 1950).`,
    familyResidence: 'If the tenant is married or in a civil union and the dwelling is the family residence, they may tell the landlord so; the tenant then cannot sublet the dwelling, assign the lease or end it without their spouse’s written consent (Civil Code of Québec, art. 403).',
    copy: (days: number, law: string) => `The landlord gives the tenant a copy of the signed lease within ${days}${NBSP}days after it is entered into (${law}).`,
  },
};

export function quebecLeaseForm(input: LeaseDocumentInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const say = SAY[lang];
  const copy = LEASE_COPY_DEADLINES.QC;
  const days = copy.days ?? 10;
  const lowest = input.quebecLowestRentLast12Months;

  const body: Record<QuebecLeaseFormSection, Block[]> = {
    A: [label(w.landlord), partyFacts(input.landlord, lang), label(w.tenant), partyFacts(input.tenant, lang), text(w.noticesBy)],
    B: [unitFacts(input, lang), text(say.purpose)],
    C: [text(termText(input, lang)), ...(input.term.endDate ? [text(say.renewal)] : [])],
    D: [rentFacts(input, lang), text(say.firstMonth), ...depositBlocks(input, lang)],
    E: [facts([[say.services, includedList(input, lang)], [w.parkingLabel, w.parking[input.unit.parking]], [w.furnishedLabel, w.furnished[input.unit.furnished]]]), label(WORDS[lang].additionalTermsTitle), ...additionalTermsBlocks(input, lang)],
    F: [text(say.restrictions)],
    G: [notice(lowest == null ? say.notDeclared : say.lowestRent(formatMoney(lowest, lang))), text(say.lowestRentLaw(QUEBEC_LOWEST_RENT_LAW[lang]))],
    H: signatureBlocks(lang),
    I: [text(say.familyResidence)],
    J: [notice(say.copy(days, copy.law[lang]))],
  };

  return {
    lang,
    preamble: [...(lang === 'en' ? [notice(say.frenchFirst(QUEBEC_FRENCH_FIRST_LAW.en))] : [text(say.frenchFirst(QUEBEC_FRENCH_FIRST_LAW.fr))]), text(say.mandatoryForm(days, copy.law[lang]))],
    sections: QUEBEC_LEASE_FORM_SECTIONS.map((letter) => ({ label: letter, title: QUEBEC_LEASE_FORM_TITLES[letter][lang], blocks: body[letter] })),
  };
}
