// The lease document: the parts each province's law asks for, laid out as a PDF; and the sealed copy, the same
// document followed by its signature page. Pure: the caller reads the lease, the listing and the parties.
import { PROVINCE_LEASE_FORMS, type Province } from '../../contracts/index.js';
import type { DocumentPart } from './lease-document.content.js';
import { formatDayOfInstant } from './lease-document.format.js';
import { documentDefinition, type LayoutInput } from './lease-document.layout.js';
import type { DocumentLanguage, LeaseDocumentInput, LeaseDocumentSignature } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';
import { ontarioStandardLease } from './ontario-standard-lease.js';
import { renderPdf } from './pdf-engine.js';
import { quebecLeaseForm } from './quebec-lease-form.js';
import { signaturePage } from './signature-page.js';
import { standardTermsLease } from './standard-terms-lease.js';

const BUILDERS = {
  'ontario-standard-lease': ontarioStandardLease,
  'quebec-tal-form': quebecLeaseForm,
  'standard-terms': standardTermsLease,
} as const;

/**
 * The languages the document is written in, in order. A Québec lease is French first whatever is asked (Charter
 * of the French language, s. 55): asked in English, it is the French lease followed by an English courtesy
 * translation that says the French version is the lease.
 */
export function documentLanguages(province: Province, lang: DocumentLanguage): DocumentLanguage[] {
  return province === 'QC' ? (lang === 'en' ? ['fr', 'en'] : ['fr']) : [lang];
}

/** The document's parts, one per language it is written in. */
export function leaseDocumentParts(input: LeaseDocumentInput, lang: DocumentLanguage): DocumentPart[] {
  const build = BUILDERS[PROVINCE_LEASE_FORMS[input.province].form];
  return documentLanguages(input.province, lang).map((language) => build(input, language));
}

function layoutInput(input: LeaseDocumentInput, lang: DocumentLanguage): LayoutInput {
  const languages = documentLanguages(input.province, lang);
  const first = WORDS[languages[0]];
  const both = (say: (words: (typeof WORDS)['en'], language: DocumentLanguage) => string) => languages.map((language) => say(WORDS[language], language)).join(' / ');
  return {
    title: first.documentTitle,
    subtitle: [
      both((w) => `${w.leaseNumber(input.leaseId)} · ${w.province[input.province]}`),
      both((w, language) => w.preparedOn(formatDayOfInstant(input.createdAt, input.province, language))),
    ],
    parts: leaseDocumentParts(input, lang),
    footer: (page, pages) => both((w) => `${w.leaseNumber(input.leaseId)} · ${w.page(page, pages)}`),
    language: languages[0] === 'fr' ? 'fr-CA' : 'en-CA',
    createdAt: new Date(input.createdAt),
    subject: WORDS[languages[0]].leaseNumber(input.leaseId),
  };
}

/** The lease document as a PDF: the same input gives the same bytes. */
export function renderLeaseDocument(input: LeaseDocumentInput, lang: DocumentLanguage): Promise<Uint8Array> {
  return renderPdf(documentDefinition(layoutInput(input, lang)));
}

/** The document followed by a signature page: names, roles, times (province time zone), the signed document's SHA-256, and how to verify. */
export function renderSealedLease(input: LeaseDocumentInput, lang: DocumentLanguage, signatures: LeaseDocumentSignature[], verifyUrl: string): Promise<Uint8Array> {
  const layout = layoutInput(input, lang);
  const name = {
    en: { sealed: WORDS.en.leaseNumber(input.leaseId), kind: 'lease' },
    fr: { sealed: `le ${WORDS.fr.leaseNumber(input.leaseId).replace(/^Bail/, 'bail')}`, kind: 'bail' },
  };
  const appendix = signaturePage({ province: input.province, languages: documentLanguages(input.province, lang), name, signatures, verifyUrl });
  return renderPdf(documentDefinition({ ...layout, appendix }));
}
