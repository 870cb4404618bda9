import type { Province } from '@hearth/api/contracts/provinces';
import { RENTAL_DOCUMENT_KINDS } from '@hearth/api/contracts/rental-application.schema';
import type { ApplicationAccessLogQuery, ApplicationFieldsFragment, PropertyApplicationsQuery, RentalProfileFieldsFragment } from '../../generated/graphql';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { AccessLogEntry, MyApplicationRow, ReceivedApplicationRow, RentalProfile } from './application.model';

/** The saved profile, or null while the tenant has never saved one. */
export const toRentalProfile = ({ updatedAt, documents, references, ...profile }: RentalProfileFieldsFragment): RentalProfile | null =>
  updatedAt ? toProfile({ documents, references, ...profile }) : null;

const toProfile = ({ documents, references, ...profile }: Omit<RentalProfileFieldsFragment, 'updatedAt'>): RentalProfile => ({
  ...profile,
  references: references.map(({ name, relation, contact }) => ({ name, relation, contact })),
  documents: documents.map(({ kind, name, ipfsHash, size }) => ({ kind: fromGraphqlEnum(kind, RENTAL_DOCUMENT_KINDS) ?? 'proof-of-income', name, ipfsHash, size: size ?? null })),
});

export const toMyApplicationRow = ({ id, propertyId, propertyTitle, status, message, createdAt }: ApplicationFieldsFragment): MyApplicationRow => ({
  id,
  propertyId,
  propertyTitle: propertyTitle ?? null,
  status,
  message: message ?? '',
  createdAt,
});

type Received = PropertyApplicationsQuery['propertyApplications'][number];

export const toReceivedApplicationRow = (a: Received): ReceivedApplicationRow => ({
  id: a.id,
  propertyId: a.propertyId,
  status: a.status,
  message: a.message ?? '',
  createdAt: a.createdAt,
  tenantName: a.applicantName,
  tenantEmail: a.applicantEmail,
  tenantPhone: a.applicantPhone ?? null,
  profile: toProfile(a.profile),
  leaseDraft: a.leaseDraft
    ? { ...a.leaseDraft, province: a.leaseDraft.province as Province, tenantPhone: a.leaseDraft.tenantPhone ?? null, startDate: a.leaseDraft.startDate ?? null, endDate: a.leaseDraft.endDate ?? null }
    : null,
});

export const toAccessLogEntry = ({ viewerName, at, documentName }: ApplicationAccessLogQuery['applicationAccessLog'][number]): AccessLogEntry => ({
  viewerName,
  openedAt: at,
  documentName: documentName ?? null,
});
