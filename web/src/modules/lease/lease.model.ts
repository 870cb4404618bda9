import type { LeaseHistoryEvent, LeaseStatus } from '@hearth/api/contracts/lease-statuses';
import type { Province } from '@hearth/api/contracts/provinces';
import type { DepositKind } from '@hearth/api/contracts/provincial-deposit-rules';
import type { PropertyRow } from '../property/property.model';
import type { SignerRole } from './signing-labels';

/** Whether a lease is signed: by nobody, by one party, or by both (then sealed). */
export type LeaseSigningStatus = 'unsigned' | 'partly_signed' | 'signed';

/** A party's electronic signature as the lease lists it. */
export interface LeaseSignature {
  role: SignerRole;
  name: string;
  /** ISO instant. */
  signedAt: string;
}

/** A lease with the names it is read by: the listing's title and the landlord's name beside their ids. */
export interface LeaseRow {
  id: number;
  propertyId: number;
  landlordId: number;
  tenantId: number | null;
  tenantName: string | null;
  tenantEmail: string | null;
  tenantPhone: string | null;
  status: LeaseStatus;
  startDate: string | null;
  endDate: string | null;
  monthlyRent: number;
  terms: string | null;
  createdAt: string;
  deposits: { kind: DepositKind; amount: number }[];
  /** What happened to it, oldest first (the accepted step names the contract's content id). */
  history: { event: LeaseHistoryEvent; at: string; contractCid: string | null; leaseId: number | null }[];
  /** The province's lease-form notes, in the order to show them (Quebec: French first). */
  provinceNotes: { locale: string; text: string }[];
  /** Null when the property is gone. */
  propertyTitle: string | null;
  landlordName: string | null;
  signingStatus: LeaseSigningStatus;
  signatures: LeaseSignature[];
  /** The sealed copy's content id, once both have signed. */
  signedDocumentCid: string | null;
  /** A lease for a Québec listing: its document is in French first. */
  quebec: boolean;
  /** The listing's province, where the list read it (its deposit return rule). */
  province?: Province | null;
  /** Brought in: a tenancy begun before Hearth that the landlord entered (the "Brought in" badge). */
  existingTenancy: boolean;
  /** The day the rent last rose in the tenancy (YYYY-MM-DD), when known. */
  lastIncreaseOn: string | null;
}

/** A tenant's rental: the lease with the property it is for (property may have been deleted). */
export interface RentalRow {
  lease: LeaseRow;
  property: PropertyRow | null;
}
