// British Columbia, Alberta and the other provinces: the lease's terms, then the standard terms the province's act
// writes into every tenancy whatever the form, and the province's copy deadline (docs/lease-documents.md).
import { IN_PROVINCE, PROVINCE_LEASE_FORMS } from '../../contracts/index.js';
import {
  additionalTermsBlocks,
  copyDeadlineBlocks,
  depositBlocks,
  label,
  partyFacts,
  rentFacts,
  signatureBlocks,
  termText,
  text,
  unitFacts,
  type DocumentPart,
  type DocumentSection,
} from './lease-document.content.js';
import type { DocumentLanguage, LeaseDocumentInput } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';

const SAY = {
  en: {
    preamble: (act: string, inProvince: string) => `This lease is for a rental unit ${inProvince}; the ${act} governs it.`,
    rentCovers: WORDS.en.rentCovers,
  },
  fr: {
    preamble: (act: string, inProvince: string) => `Ce bail vise un logement situé ${inProvince}\u00a0; il est régi par la ${act}.`,
    rentCovers: WORDS.fr.rentCovers,
  },
};

export function standardTermsLease(input: LeaseDocumentInput, lang: DocumentLanguage): DocumentPart {
  const w = WORDS[lang];
  const form = PROVINCE_LEASE_FORMS[input.province];
  const sections: DocumentSection[] = [
    { title: w.partiesTitle, blocks: [label(w.landlord), partyFacts(input.landlord, lang), label(w.tenant), partyFacts(input.tenant, lang), text(w.noticesBy)] },
    { title: w.unitTitle, blocks: [unitFacts(input, lang)] },
    { title: w.termTitle, blocks: [text(termText(input, lang))] },
    { title: w.rentTitle, blocks: [rentFacts(input, lang), text(SAY[lang].rentCovers)] },
    { title: w.depositsTitle, blocks: depositBlocks(input, lang) },
    { title: w.additionalTermsTitle, blocks: additionalTermsBlocks(input, lang) },
    {
      title: w.standardTermsTitle,
      blocks: [text(w.standardTerms(form.standardTerms[lang])), ...form.notes.map((note) => text(note[lang])), ...(form.verified ? [] : [text(w.unverified)])],
    },
    { title: w.copyTitle, blocks: copyDeadlineBlocks(input.province, lang) },
    { title: w.signaturesTitle, blocks: signatureBlocks(lang) },
  ];
  return {
    lang,
    preamble: [text(SAY[lang].preamble(form.act[lang], IN_PROVINCE[input.province][lang]))],
    sections: sections.map((section, index) => ({ ...section, label: String(index + 1) })),
  };
}
