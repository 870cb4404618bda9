import type { InspectionChange, InspectionKind, InspectionRoom } from '@hearth/api/contracts/inspection.schema';

/** A condition inspection report as the screens show it (docs/inspections.md). */
export interface InspectionRow {
  id: number;
  leaseId: number;
  kind: InspectionKind;
  createdAt: string;
  signingStatus: 'unsigned' | 'partly_signed' | 'signed';
  rooms: InspectionRoom[];
  signatures: { role: 'landlord' | 'tenant'; name: string; signedAt: string }[];
  /** A move-out report: what changed since the signed move-in report; null otherwise. */
  changesSinceMoveIn: InspectionChange[] | null;
}

/** The report in the reader's language (GET /api/inspections/:id/document?lang=en|fr). */
export const inspectionDocumentHref = (id: number, locale: string): string => `/api/inspections/${id}/document?lang=${locale.startsWith('fr') ? 'fr' : 'en'}`;

/** The sealed copy with both signatures. */
export const signedInspectionHref = (id: number): string => `/api/inspections/${id}/signed-document`;
