import { useState } from 'react';
import { useSession } from '../../app/session/SessionContext';
import { useAuthDialog } from '../auth/AuthDialog/AuthDialogContext';
import { useMyConversationsQuery } from '../../generated/graphql';
import type { InquiryRow, ScreenState } from '../common';
import { toInquiryRow } from '../common/graphql-mappers';
import { ChatView } from './components/ChatView/ChatView';
import { MyMessages } from './components/MyMessages/MyMessages';
import { useConversation } from './hooks/useConversation';

/** /messages container (tenants; the route guard handles other roles). */
export default function MessagesPage() {
  const { userId, role } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const { data, loading, error } = useMyConversationsQuery({ fetchPolicy: 'cache-and-network', skip: role !== 'tenant' });
  const [open, setOpen] = useState<InquiryRow | null>(null);

  let state: ScreenState<InquiryRow[]>;
  if (!role) state = { status: 'signedOut' };
  else if (role !== 'tenant') state = { status: 'denied' };
  else if (data) state = data.myInquiries.length ? { status: 'ready', data: data.myInquiries.map(toInquiryRow) } : { status: 'empty' };
  else if (error) state = { status: 'error', message: 'Failed to fetch inquiries' };
  else state = loading ? { status: 'loading' } : { status: 'empty' };

  return (
    <MyMessages
      state={state}
      viewerId={userId}
      onOpenChat={setOpen}
      onSignIn={() => openAuthDialog('signIn')}
      chat={open && userId ? <OwnerChat conversation={open} viewerId={userId} onBack={() => setOpen(null)} /> : undefined}
    />
  );
}

function OwnerChat({ conversation, viewerId, onBack }: { conversation: InquiryRow; viewerId: number; onBack: () => void }) {
  const { messages, send, sending } = useConversation(conversation.landlordId, conversation.propertyId);
  return <ChatView heading="Conversation with property owner" messages={messages} viewerId={viewerId} onBack={onBack} onSend={send} isSending={sending} />;
}
