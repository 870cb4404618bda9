import type { ChatMessageFieldsFragment } from '../../generated/graphql';
import type { ChatMessageRow } from './chat.model';

export const toChatMessageRow = ({ id, propertyId, senderId, receiverId, message, createdAt, safetyNotice }: ChatMessageFieldsFragment): ChatMessageRow => ({
  id,
  propertyId,
  senderId,
  receiverId,
  message,
  createdAt,
  safetyNotice: safetyNotice ?? null,
});
