import type { InquiryFieldsFragment } from '../../generated/graphql';
import { toChatMessageRow } from '../chat/chat.mapper';
import type { InquiryRow } from './inquiry.model';

export const toInquiryRow = ({ tenant, landlord, latestMessage, ...i }: InquiryFieldsFragment): InquiryRow => ({
  ...i,
  tenantName: tenant?.name ?? null,
  landlordName: landlord?.name ?? null,
  latestMessage: latestMessage ? toChatMessageRow(latestMessage) : null,
});
