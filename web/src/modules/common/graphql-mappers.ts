import type {
  AccountLeaseFragment,
  AccountPropertyFragment,
  ChatMessageFieldsFragment,
  InquiryFieldsFragment,
  NotificationFieldsFragment,
  ProfileFieldsFragment,
} from '../../generated/graphql';
import type { ChatMessageRow, InquiryRow, LeaseRow, NotificationRow, ProfileData, PropertyRow } from './models';

// GraphQL enum values cannot hold '-', so the schema spells 'house-detached' as house_detached; the views and the
// shared contracts use the spec's spelling.
export const fromGraphQLEnum = (value: string): string => value.replace(/_/g, '-');
export const toGraphQLEnum = <T extends string>(value: string): T => value.replace(/-/g, '_') as T;

export function toPropertyRow(p: AccountPropertyFragment): PropertyRow {
  return {
    ...p,
    description: p.description ?? '',
    propertyType: fromGraphQLEnum(p.propertyType),
    furnished: fromGraphQLEnum(p.furnished),
    parking: fromGraphQLEnum(p.parking),
  };
}

export const toLeaseRow = (l: AccountLeaseFragment): LeaseRow => ({ ...l });

export const toChatMessageRow = ({ id, propertyId, senderId, receiverId, message, createdAt }: ChatMessageFieldsFragment): ChatMessageRow => ({
  id,
  propertyId,
  senderId,
  receiverId,
  message,
  createdAt,
});

export const toInquiryRow = (i: InquiryFieldsFragment): InquiryRow => ({ ...i, latestMessage: i.latestMessage ? toChatMessageRow(i.latestMessage) : null });

export const toNotificationRow = (n: NotificationFieldsFragment): NotificationRow => ({ ...n, metadata: n.metadata ?? null });

export const toProfileData = (u: ProfileFieldsFragment): ProfileData => ({ ...u, email: u.email ?? '' });
