import { ChatView, type ChatViewProps } from './ChatView';
import { useConversation } from './useConversation';

export interface ChatContainerProps extends Pick<ChatViewProps, 'heading' | 'context' | 'viewerId' | 'onBack' | 'readOnly'> {
  otherUserId: number;
  propertyId: number;
}

/** A live conversation with one person about one property, in the chat view. */
export function ChatContainer({ otherUserId, propertyId, ...view }: ChatContainerProps) {
  const { messages, send, sending } = useConversation(otherUserId, propertyId);
  return <ChatView {...view} messages={messages} onSend={send} isSending={sending} />;
}
