// The signature page every sealed Hearth document ends with (a lease, an inspection report): who signed, as what and
// when (the province's time zone), the SHA-256 of the document signed, and how to verify the copy.
import type { Content } from 'pdfmake/interfaces.js';
import type { Province } from '../../contracts/index.js';
import { formatInstant } from './lease-document.format.js';
import { blockContent } from './lease-document.layout.js';
import type { DocumentLanguage, LeaseDocumentSignature } from './lease-document.types.js';

/** How the page names the document it seals, in one language: 'Hearth lease no. 12' and 'lease'. */
export interface SealedDocumentName {
  /** The document as the intro names it, with its article where the language needs one ('le bail Hearth nº 12'). */
  sealed: string;
  /** What kind of document verification confirms ('lease', 'inspection report'). */
  kind: string;
}

const SEAL_WORDS = {
  en: {
    title: 'Signature page',
    intro: (sealed: string) => `This page seals ${sealed}. Both parties signed the document that comes before it electronically in Hearth.`,
    role: 'Role',
    name: 'Name',
    signedAt: 'Signed at',
    roles: { landlord: 'Landlord', tenant: 'Tenant' },
    fingerprint: 'SHA-256 fingerprint of the document signed',
    howTo: (url: string, kind: string) =>
      `To verify this copy, upload this PDF at ${url}. Hearth answers whether it is a sealed Hearth ${kind} and names its signers and the times they signed. A copy changed in any way, even by one byte, is not valid. Times are in the province’s time zone.`,
  },
  fr: {
    title: 'Page des signatures',
    intro: (sealed: string) => `Cette page scelle ${sealed}. Les deux parties ont signé électroniquement dans Hearth le document qui la précède.`,
    role: 'Rôle',
    name: 'Nom',
    signedAt: 'Signé le',
    roles: { landlord: 'Locateur', tenant: 'Locataire' },
    fingerprint: 'Empreinte SHA-256 du document signé',
    howTo: (url: string, kind: string) =>
      `Pour vérifier cette copie, téléversez ce PDF à ${url}. Hearth indique s’il s’agit d’un ${kind} Hearth scellé et nomme ses signataires et l’heure de leur signature. Une copie modifiée de quelque façon que ce soit, même d’un seul octet, n’est pas valide. Les heures sont celles du fuseau horaire de la province.`,
  },
} as const;

export interface SignaturePageInput {
  province: Province;
  /** The languages the document is written in, in order. */
  languages: DocumentLanguage[];
  name: Record<DocumentLanguage, SealedDocumentName>;
  signatures: LeaseDocumentSignature[];
  verifyUrl: string;
}

/** The signature page, once per language of the document; appended after its parts (LayoutInput.appendix). */
export function signaturePage({ province, languages, name, signatures, verifyUrl }: SignaturePageInput): Content[] {
  const hashes = [...new Set(signatures.map((signature) => signature.documentSha256))];
  return languages.flatMap((lang, index): Content[] => {
    const say = SEAL_WORDS[lang];
    return [
      { text: say.title, style: 'title', pageBreak: index === 0 ? 'before' : undefined, margin: [0, index === 0 ? 0 : 16, 0, 6] },
      blockContent({ kind: 'text', text: say.intro(name[lang].sealed) }),
      {
        table: {
          headerRows: 1,
          widths: [70, '*', 170],
          body: [
            [{ text: say.role, bold: true }, { text: say.name, bold: true }, { text: say.signedAt, bold: true }],
            ...signatures.map((signature) => [say.roles[signature.role], signature.name, formatInstant(signature.signedAt, province, lang)]),
          ],
        },
        layout: 'lightHorizontalLines',
        margin: [0, 4, 0, 10],
      },
      { text: say.fingerprint, bold: true, margin: [0, 0, 0, 2] },
      ...hashes.map((hash): Content => ({ text: hash, style: 'mono', margin: [0, 0, 0, 8] })),
      blockContent({ kind: 'notice', text: say.howTo(verifyUrl, name[lang].kind) }),
    ];
  });
}
