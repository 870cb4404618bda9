import type { Role } from '@hearth/api/contracts/roles';
import type { ReportReason } from '@hearth/api/contracts/report';

/** An open report in the admin queue. */
export interface ReportRow {
  id: number;
  propertyId: number;
  propertyTitle: string;
  propertyOwnerId: number;
  /** The landlord's name (null when their account has none). */
  propertyOwnerName: string | null;
  reporterName: string | null;
  reason: ReportReason;
  details: string | null;
  createdAt: string;
}

/** An account in the admin Users tab. */
export interface UserRow {
  id: number;
  name: string | null;
  email: string | null;
  /** role and createdAt are null only if the API withholds them (admins see every field). */
  role: Role | null;
  suspendedAt: string | null;
  createdAt: string | null;
  /** Messages this account sent a tenant with a rental scam's wording (docs/product.md#scam-signals-in-messages). */
  scamSignalCount?: number | null;
}

export type ReportDecision = { action: 'dismiss' } | { action: 'hide'; reason: string };
