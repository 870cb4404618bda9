import { ChatView, type ChatViewProps } from '../ChatView/ChatView';
import { useConversation } from '../../hooks/useConversation';

export interface ConversationProps extends Pick<ChatViewProps, 'heading' | 'context' | 'viewerId' | 'onBack' | 'readOnly'> {
  otherUserId: number;
  propertyId: number;
}

/** A live conversation with one person about one property, in the chat view. */
export function Conversation({ otherUserId, propertyId, ...view }: ConversationProps) {
  const { messages, send, sending } = useConversation(otherUserId, propertyId);
  return <ChatView {...view} messages={messages} onSend={send} isSending={sending} />;
}
