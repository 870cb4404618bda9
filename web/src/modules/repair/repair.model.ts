import type { RepairCategory, RepairParty, RepairStatus, RepairUrgency } from '@hearth/api/contracts/repair.schema';

/** A repair request as the tenant's Home tab and the landlord's Repairs tab list it. */
export interface RepairRow {
  id: number;
  leaseId: number;
  propertyId: number;
  propertyTitle: string;
  landlordName: string | null;
  tenantName: string | null;
  category: RepairCategory;
  description: string;
  urgency: RepairUrgency;
  photos: string[];
  entryPermission: boolean;
  status: RepairStatus;
  createdAt: string;
  /** Hours it has waited on the landlord (filing to resolution, or to now). */
  waitedHours: number;
  /** The viewer's side; null for an admin. */
  viewerSide: RepairParty | null;
  /** The statuses the viewer may move it to now (the contract's table). */
  nextStatuses: RepairStatus[];
}

export interface RepairTimelineRow {
  actorName: string | null;
  fromStatus: RepairStatus | null;
  toStatus: RepairStatus;
  at: string;
}

export interface RepairCommentRow {
  id: number;
  authorName: string | null;
  body: string;
  photos: string[];
  createdAt: string;
}

/** One request with its timeline and thread (the detail dialog). */
export interface RepairDetail extends RepairRow {
  timeline: RepairTimelineRow[];
  comments: RepairCommentRow[];
}

/** A lease the tenant may file on (the report form's choice). */
export interface RepairLease {
  id: number;
  propertyTitle: string;
}

/** What the report form sends. */
export interface RepairReport {
  leaseId: number;
  category: RepairCategory;
  urgency: RepairUrgency;
  description: string;
  photos: File[];
  entryPermission: boolean;
}
