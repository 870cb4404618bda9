import type { Province } from '@hearth/api/contracts/provinces';
import type { ApplicationStatus, RentalDocumentKind } from '@hearth/api/contracts/rental-application.schema';

/** One reference of a rental profile: who, how they know the tenant, how to reach them. */
export interface ProfileReference {
  name: string;
  relation: string;
  contact: string;
}

/** A private document of the profile (proof of income, reference letter), by content id. */
export interface ProfileDocument {
  kind: RentalDocumentKind;
  name: string;
  ipfsHash: string;
  size: number | null;
}

/** The tenant's reusable rental profile, or the snapshot an application carries. */
export interface RentalProfile {
  employer: string | null;
  jobTitle: string | null;
  monthlyIncome: number | null;
  householdSize: number | null;
  pets: string | null;
  moveInDate: string | null;
  references: ProfileReference[];
  introduction: string | null;
  documents: ProfileDocument[];
}


/** An application as its tenant follows it. */
export interface MyApplicationRow {
  id: number;
  propertyId: number;
  propertyTitle: string | null;
  status: ApplicationStatus;
  message: string;
  createdAt: string;
}

/** An application as the listing's landlord reads it: the applicant and the profile snapshot sent. */
export interface ReceivedApplicationRow {
  id: number;
  propertyId: number;
  status: ApplicationStatus;
  message: string;
  createdAt: string;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string | null;
  profile: RentalProfile;
  /** What Create Lease is prefilled with, once accepted. */
  leaseDraft: LeaseDraft | null;
}

/** Create Lease's prefill from an accepted application (the API computes the dates from the move-in day). */
export interface LeaseDraft {
  propertyId: number;
  province: Province;
  tenantName: string;
  tenantEmail: string;
  tenantPhone: string | null;
  monthlyRent: number;
  startDate: string | null;
  endDate: string | null;
}

/** Who opened an application, and when. */
export interface AccessLogEntry {
  viewerName: string;
  openedAt: string;
  /** The document downloaded; null when the application itself was opened. */
  documentName: string | null;
}
