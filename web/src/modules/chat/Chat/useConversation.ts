import { useEffect } from 'react';
import { toast } from '@hearth/design-system';
import { useLingui } from '@lingui/react/macro';
import {
  ChatMessageAddedDocument,
  ConversationDocument,
  useConversationQuery,
  useSendChatMessageMutation,
  type ChatMessageAddedSubscription,
  type ConversationQuery,
} from '../../../generated/graphql';
import { screenState, type ListState } from '../../common';
import type { ChatMessageRow } from '../chat.model';
import { toChatMessageRow } from '../chat.mapper';

/** Appends a message once (the sender gets it both as the mutation result and from the subscription). */
function withMessage(prev: ConversationQuery, message: ConversationQuery['conversation'][number]): ConversationQuery {
  if (prev.conversation.some((m) => m.id === message.id)) return prev;
  return { ...prev, conversation: [...prev.conversation, message] };
}

/**
 * One conversation about a property with another person: the messages, live through `chatMessageAdded`,
 * and a send that appends the new message ('Failed to send message.' on error, docs/product.md#error-catalogue).
 */
export function useConversation(otherUserId: number, propertyId: number): {
  messages: ListState<ChatMessageRow>;
  send: (text: string) => Promise<boolean>;
  sending: boolean;
} {
  const { t } = useLingui();
  const variables = { otherUserId, propertyId };
  const query = useConversationQuery({ variables, fetchPolicy: 'cache-and-network' });
  const { subscribeToMore } = query;
  const [sendMessage, { loading: sending }] = useSendChatMessageMutation();

  useEffect(
    () =>
      subscribeToMore<ChatMessageAddedSubscription>({
        document: ChatMessageAddedDocument,
        variables,
        updateQuery: (prev, { subscriptionData }) =>
          subscriptionData.data && prev ? withMessage(prev as ConversationQuery, subscriptionData.data.chatMessageAdded) : (prev as ConversationQuery),
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [subscribeToMore, otherUserId, propertyId],
  );

  const send = async (text: string) => {
    try {
      await sendMessage({
        variables: { input: { propertyId, receiverId: otherUserId, message: text } },
        update: (cache, { data: sent }) => {
          if (!sent) return;
          cache.updateQuery({ query: ConversationDocument, variables }, (prev) => (prev ? withMessage(prev as ConversationQuery, sent.sendChatMessage) : prev));
        },
      });
      return true;
    } catch {
      toast({ title: t`Error`, description: t`Failed to send message.`, variant: 'destructive' });
      return false;
    }
  };

  return {
    messages: screenState(query, query.data?.conversation.map(toChatMessageRow), t`Failed to fetch chat messages`),
    send,
    sending,
  };
}
