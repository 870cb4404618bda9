// The lease document: the parts each province's law asks for, laid out as a PDF; and the sealed copy, the same
// document followed by its signature page. Pure: the caller reads the lease, the listing and the parties.
import { PROVINCE_LEASE_FORMS, type Province } from '../../contracts/index.js';
import type { Content } from 'pdfmake/interfaces.js';
import type { DocumentPart } from './lease-document.content.js';
import { formatDayOfInstant, formatInstant } from './lease-document.format.js';
import { blockContent, documentDefinition, type LayoutInput } from './lease-document.layout.js';
import type { DocumentLanguage, LeaseDocumentInput, LeaseDocumentSignature } from './lease-document.types.js';
import { WORDS } from './lease-document.words.js';
import { ontarioStandardLease } from './ontario-standard-lease.js';
import { renderPdf } from './pdf-engine.js';
import { quebecLeaseForm } from './quebec-lease-form.js';
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

const SEAL_WORDS = {
  en: {
    title: 'Signature page',
    intro: (lease: string) => `This page seals ${lease}. Both parties signed the document that comes before it electronically in Hearth.`,
    role: 'Role',
    name: 'Name',
    signedAt: 'Signed at',
    roles: { landlord: 'Landlord', tenant: 'Tenant' },
    fingerprint: 'SHA-256 fingerprint of the document signed',
    howTo: (url: string) =>
      `To verify this copy, upload this PDF at ${url}. Hearth answers whether it is a sealed Hearth lease and names its signers and the times they signed. A copy changed in any way, even by one byte, is not valid. Times are in the province’s time zone.`,
  },
  fr: {
    title: 'Page des signatures',
    intro: (lease: string) => `Cette page scelle le ${lease.replace(/^Bail/, 'bail')}. Les deux parties ont signé électroniquement dans Hearth le document qui la précède.`,
    role: 'Rôle',
    name: 'Nom',
    signedAt: 'Signé le',
    roles: { landlord: 'Locateur', tenant: 'Locataire' },
    fingerprint: 'Empreinte SHA-256 du document signé',
    howTo: (url: string) =>
      `Pour vérifier cette copie, téléversez ce PDF à ${url}. Hearth indique s’il s’agit d’un bail Hearth scellé et nomme ses signataires et l’heure de leur signature. Une copie modifiée de quelque façon que ce soit, même d’un seul octet, n’est pas valide. Les heures sont celles du fuseau horaire de la province.`,
  },
} as const;

function signaturePage(input: LeaseDocumentInput, languages: DocumentLanguage[], signatures: LeaseDocumentSignature[], verifyUrl: string): Content[] {
  const hashes = [...new Set(signatures.map((signature) => signature.documentSha256))];
  return languages.flatMap((lang, index): Content[] => {
    const say = SEAL_WORDS[lang];
    return [
      { text: say.title, style: 'title', pageBreak: index === 0 ? 'before' : undefined, margin: [0, index === 0 ? 0 : 16, 0, 6] },
      blockContent({ kind: 'text', text: say.intro(WORDS[lang].leaseNumber(input.leaseId)) }),
      {
        table: {
          headerRows: 1,
          widths: [70, '*', 170],
          body: [
            [{ text: say.role, bold: true }, { text: say.name, bold: true }, { text: say.signedAt, bold: true }],
            ...signatures.map((signature) => [say.roles[signature.role], signature.name, formatInstant(signature.signedAt, input.province, lang)]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 4, 0, 10],
      },
      { text: say.fingerprint, bold: true, margin: [0, 0, 0, 2] },
      ...hashes.map((hash): Content => ({ text: hash, style: 'mono', margin: [0, 0, 0, 8] })),
      blockContent({ kind: 'notice', text: say.howTo(verifyUrl) }),
    ];
  });
}

/** The document followed by a signature page: names, roles, times (province time zone), the signed document's SHA-256, and how to verify. */
export function renderSealedLease(input: LeaseDocumentInput, lang: DocumentLanguage, signatures: LeaseDocumentSignature[], verifyUrl: string): Promise<Uint8Array> {
  const layout = layoutInput(input, lang);
  return renderPdf(documentDefinition({ ...layout, appendix: signaturePage(input, documentLanguages(input.province, lang), signatures, verifyUrl) }));
}
