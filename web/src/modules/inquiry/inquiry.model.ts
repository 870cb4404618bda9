import type { InquiryStatus } from '@hearth/api/contracts/inquiry-statuses';
import type { ChatMessageRow } from '../chat/chat.model';

/** A tenant's inquiry about a property, with the names beside the ids and the conversation's latest message. */
export interface InquiryRow {
  id: number;
  propertyId: number;
  tenantId: number;
  landlordId: number;
  message: string;
  status: InquiryStatus;
  createdAt: string;
  propertyTitle: string | null;
  /** The listing was deleted: the conversation is read-only and named by the title the inquiry kept. */
  listingRemoved: boolean;
  tenantName: string | null;
  landlordName: string | null;
  latestMessage: ChatMessageRow | null;
}
