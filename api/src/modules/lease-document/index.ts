// The lease-document module's face: the lease's PDF in its province's structure, and its sealed copy. Pure
// rendering, no database: the lease module reads the lease and hands its facts in.

export type { DocumentLanguage, LeaseDocumentInput, LeaseDocumentParty, LeaseDocumentSignature } from './lease-document.types.js';
export { documentLanguages, renderLeaseDocument, renderSealedLease } from './lease-document.js';

// The kit every other tenancy document (inspection reports, statements, receipts, notices) is laid out with, so all
// of Hearth's PDFs share one engine, fonts, page frame and formats.
export type { Block, DocumentPart, DocumentSection } from './lease-document.content.js';
export { type LayoutInput, blockContent, documentDefinition } from './lease-document.layout.js';
export { fullAddress } from './lease-document.content.js';
export { formatDay, formatDayOfInstant, formatInstant, formatMoney, formatMoneyCents, ordinalDay } from './lease-document.format.js';
export { renderPdf } from './pdf-engine.js';
export { type SealedDocumentName, type SignaturePageInput, signaturePage } from './signature-page.js';
