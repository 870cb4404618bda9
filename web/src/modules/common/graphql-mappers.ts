import type {
  AccountLeaseFragment,
  AccountPropertyFragment,
  ChatMessageFieldsFragment,
  InquiryFieldsFragment,
  NotificationFieldsFragment,
  ProfileFieldsFragment,
} from '../../generated/graphql';
import { ALL_PROPERTY_TYPES, FURNISHED_OPTIONS, PARKING_OPTIONS } from '@hearth/api/contracts';
import { fromGraphqlEnum } from '../../lib/graphql-enum';
import type { ChatMessageRow, InquiryRow, LeaseRow, NotificationRow, ProfileData, PropertyRow } from './models';


export function toPropertyRow(p: AccountPropertyFragment): PropertyRow {
  return {
    ...p,
    description: p.description ?? '',
    propertyType: fromGraphqlEnum(p.propertyType, ALL_PROPERTY_TYPES) ?? p.propertyType,
    furnished: fromGraphqlEnum(p.furnished, FURNISHED_OPTIONS) ?? p.furnished,
    parking: fromGraphqlEnum(p.parking, PARKING_OPTIONS) ?? p.parking,
  };
}

export const toLeaseRow = ({ property, landlord, ...l }: AccountLeaseFragment): LeaseRow => ({
  ...l,
  propertyTitle: property?.title ?? null,
  landlordName: landlord?.name ?? null,
});

export const toChatMessageRow = ({ id, propertyId, senderId, receiverId, message, createdAt }: ChatMessageFieldsFragment): ChatMessageRow => ({
  id,
  propertyId,
  senderId,
  receiverId,
  message,
  createdAt,
});

export const toInquiryRow = ({ tenant, landlord, latestMessage, ...i }: InquiryFieldsFragment): InquiryRow => ({
  ...i,
  tenantName: tenant?.name ?? null,
  landlordName: landlord?.name ?? null,
  latestMessage: latestMessage ? toChatMessageRow(latestMessage) : null,
});

export const toNotificationRow = (n: NotificationFieldsFragment): NotificationRow => ({ ...n, metadata: n.metadata ?? null });

export const toProfileData = (u: ProfileFieldsFragment): ProfileData => ({ ...u });
