import { useState } from 'react';
import { useSession } from '../auth/SessionContext';
import { useMyConversationsQuery } from '../../generated/graphql';
import { conversationContext, type InquiryRow, type ScreenState } from '../common';
import { toInquiryRow } from '../common/graphql-mappers';
import { ChatView } from './components/ChatView/ChatView';
import { MyMessages } from './components/MyMessages/MyMessages';
import { useConversation } from './hooks/useConversation';

/** /messages container, tenants only: the route guard (ROUTE_ACCESS.messages) draws the signed-out and denied states. */
export default function MessagesPage() {
  const { userId } = useSession();
  const { data, loading, error } = useMyConversationsQuery({ fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<InquiryRow | null>(null);

  let state: ScreenState<InquiryRow[]>;
  if (data) state = data.myInquiries.length ? { status: 'ready', data: data.myInquiries.map(toInquiryRow) } : { status: 'empty' };
  else if (error) state = { status: 'error', message: 'Failed to fetch inquiries' };
  else state = loading ? { status: 'loading' } : { status: 'empty' };

  return (
    <MyMessages
      state={state}
      viewerId={userId}
      onOpenChat={setOpen}
      chat={open && userId ? <OwnerChat conversation={open} viewerId={userId} onBack={() => setOpen(null)} /> : undefined}
    />
  );
}

function OwnerChat({ conversation, viewerId, onBack }: { conversation: InquiryRow; viewerId: number; onBack: () => void }) {
  const { messages, send, sending } = useConversation(conversation.landlordId, conversation.propertyId);
  return (
    <ChatView
      heading="Conversation with property owner"
      context={conversationContext(conversation.landlordName, conversation.propertyTitle)}
      messages={messages} viewerId={viewerId} onBack={onBack}
      onSend={send}
      isSending={sending}
    />
  );
}
