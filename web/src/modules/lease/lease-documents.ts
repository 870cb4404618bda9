/** The lease document in the reader's language (GET /api/leases/:id/document?lang=en|fr). */
export const leaseDocumentHref = (leaseId: number, locale: string): string => `/api/leases/${leaseId}/document?lang=${locale.startsWith('fr') ? 'fr' : 'en'}`;

/** The sealed copy with both signatures (GET /api/leases/:id/signed-document). */
export const signedLeaseHref = (leaseId: number): string => `/api/leases/${leaseId}/signed-document`;
