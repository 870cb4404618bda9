/** One reference of a rental profile: who, how they know the tenant, how to reach them. */
export interface ProfileReference {
  name: string;
  relation: string;
  contact: string;
}

/** A private document of the profile (proof of income, reference letter), by content id. */
export interface ProfileDocument {
  name: string;
  ipfsHash: string;
  size: number;
}

/** The tenant's reusable rental profile, or the snapshot an application carries. */
export interface RentalProfile {
  employer: string | null;
  jobTitle: string | null;
  monthlyIncome: number | null;
  householdSize: number;
  pets: string | null;
  moveInDate: string | null;
  references: ProfileReference[];
  introduction: string | null;
  documents: ProfileDocument[];
}

export type ApplicationStatus = 'submitted' | 'shortlisted' | 'declined' | 'accepted' | 'withdrawn';
export type ApplicationDecision = 'shortlisted' | 'declined' | 'accepted';

/** An application as its tenant follows it. */
export interface MyApplicationRow {
  id: number;
  propertyId: number;
  propertyTitle: string | null;
  landlordName: string | null;
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
}

/** Who opened an application, and when. */
export interface AccessLogEntry {
  viewerName: string;
  openedAt: string;
}
