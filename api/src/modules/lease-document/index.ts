// The lease-document module's face: the lease's PDF in its province's structure, and its sealed copy. Pure
// rendering, no database: the lease module reads the lease and hands its facts in.

export type { DocumentLanguage, LeaseDocumentInput, LeaseDocumentParty, LeaseDocumentSignature } from './lease-document.types.js';
export { documentLanguages, renderLeaseDocument, renderSealedLease } from './lease-document.js';
