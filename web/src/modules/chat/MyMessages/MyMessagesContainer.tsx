import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../auth/SessionContext';
import { useMyConversationsQuery } from '../../../generated/graphql';
import { conversationContext, screenState } from '../../common';
import { ChatContainer } from '../Chat/ChatContainer';
import { MyMessagesView } from './MyMessagesView';
import type { InquiryRow } from '../../inquiry/inquiry.model';
import { toInquiryRow } from '../../inquiry/inquiry.mapper';

/** /messages container, tenants only: the route guard (ROUTE_ACCESS.messages) draws the signed-out and denied states. */
export default function MyMessagesContainer() {
  const { t } = useLingui();
  const { userId } = useSession();
  const conversations = useMyConversationsQuery({ fetchPolicy: 'cache-and-network' });
  const [open, setOpen] = useState<InquiryRow | null>(null);

  const state = screenState(conversations, conversations.data?.myInquiries.map(toInquiryRow), t`Failed to fetch inquiries`);

  return (
    <MyMessagesView
      state={state}
      viewerId={userId}
      onOpenChat={setOpen}
      chat={
        open && userId ? (
          <ChatContainer
            otherUserId={open.landlordId}
            propertyId={open.propertyId}
            heading={t`Conversation with property owner`}
            context={conversationContext(open.landlordName, open.propertyTitle)}
            viewerId={userId}
            readOnly={open.listingRemoved}
            onBack={() => setOpen(null)}
          />
        ) : undefined
      }
    />
  );
}
