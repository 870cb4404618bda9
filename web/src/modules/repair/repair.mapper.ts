import type { RepairRequestDetailFieldsFragment, RepairRequestFieldsFragment } from '../../generated/graphql';
import { REPAIR_CATEGORIES } from '@hearth/api/contracts/repair.schema';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { RepairDetail, RepairRow } from './repair.model';

export const toRepairRow = (request: RepairRequestFieldsFragment | RepairRequestDetailFieldsFragment): RepairRow => ({
  id: request.id,
  leaseId: request.leaseId,
  propertyId: request.propertyId,
  propertyTitle: request.propertyTitle,
  landlordName: request.landlordName ?? null,
  tenantName: request.tenantName ?? null,
  // GraphQL names cannot hold a hyphen: doors_and_locks is the contract's doors-and-locks.
  category: fromGraphqlEnum(request.category, REPAIR_CATEGORIES) ?? 'other',
  description: request.description,
  urgency: request.urgency,
  photos: request.photos,
  entryPermission: request.entryPermission,
  status: request.status,
  createdAt: String(request.createdAt),
  waitedHours: request.waitedHours,
  viewerSide: request.viewerSide ?? null,
  nextStatuses: request.nextStatuses,
});

export const toRepairDetail = (request: RepairRequestDetailFieldsFragment): RepairDetail => ({
  ...toRepairRow(request),
  timeline: request.timeline.map((entry) => ({ actorName: entry.actorName ?? null, fromStatus: entry.fromStatus ?? null, toStatus: entry.toStatus, at: String(entry.at) })),
  comments: request.comments.map((comment) => ({
    id: comment.id,
    authorName: comment.authorName ?? null,
    body: comment.body,
    photos: comment.photos,
    createdAt: String(comment.createdAt),
  })),
});
