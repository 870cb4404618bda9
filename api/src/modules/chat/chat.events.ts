import type { ScamSignalKind } from '../../contracts/index.js';
import type { ChatMessage } from './chat-message.entity.js';

/** What travels through NOTIFY for a new chat message: the row itself (always under the size limit). */
export interface ChatMessageEvent {
  id: number;
  propertyId: number;
  senderId: number;
  receiverId: number;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** Travels so each subscriber's `safetyNotice` is decided on their side; no GraphQL field exposes it. */
  scamSignals: ScamSignalKind[];
}

export function toChatMessageEvent(message: ChatMessage): ChatMessageEvent {
  return {
    id: message.id,
    propertyId: message.propertyId,
    senderId: message.senderId,
    receiverId: message.receiverId,
    message: message.message,
    isRead: message.isRead,
    createdAt: new Date(message.createdAt).toISOString(),
    scamSignals: message.scamSignals ?? [],
  };
}

/** Back to the GraphQL shape on the receiving side (dates revived). */
export function fromChatMessageEvent(event: ChatMessageEvent): ChatMessage {
  return { ...event, createdAt: new Date(event.createdAt) } as ChatMessage;
}
