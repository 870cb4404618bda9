import type { ChatMessageFieldsFragment } from '../../generated/graphql';
import type { ChatMessageRow } from './chat.model';

export const toChatMessageRow = ({ id, propertyId, senderId, receiverId, message, createdAt }: ChatMessageFieldsFragment): ChatMessageRow => ({
  id,
  propertyId,
  senderId,
  receiverId,
  message,
  createdAt,
});
