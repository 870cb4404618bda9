import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../common/actor.js';
import { conversationKey, Topics } from '../../events/topics.js';
import { InputArg, type InputData } from '../../common/graphql-args.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { ChatMessage } from './chat-message.entity.js';
import { fromChatMessageEvent, type ChatMessageEvent } from './chat.events.js';
import { ConversationArgs, SendChatMessageInput } from './chat.types.js';
import type { ChatService } from './chat.service.js';

@Resolver(() => ChatMessage)
export class ChatResolver {
  constructor(private readonly services: { chat: ChatService }) {}

  @Query(() => [ChatMessage], {
    description: 'Your conversation with another person about a property, oldest first. Messages sent to you become read.',
  })
  conversation(@Args(() => ConversationArgs) conversation: ConversationArgs, @Ctx() ctx: GraphQLContext): Promise<ChatMessage[]> {
    return this.services.chat.conversation(ctx, conversation);
  }

  @Mutation(() => ChatMessage, { description: 'Send a message in a conversation about a property.' })
  sendChatMessage(
    @InputArg(SendChatMessageInput, 'The conversation and the text.') input: InputData,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChatMessage> {
    return this.services.chat.send(ctx, input);
  }

  // The topic id is computed from the signed-in viewer, so a subscriber can only ever hear conversations they are in.
  @Subscription(() => ChatMessage, {
    description: 'New messages of your conversation with another person about a property, as they are sent.',
    topics: Topics.chatMessageAdded,
    topicId: ({ args, context }) => conversationKey(args.propertyId, requireViewer(context as GraphQLContext).id, args.otherUserId),
    filter: ({ payload, context }) => {
      const viewerId = (context as GraphQLContext).viewer?.id;
      const event = payload as ChatMessageEvent;
      return viewerId === event.senderId || viewerId === event.receiverId;
    },
  })
  chatMessageAdded(@Root() event: ChatMessageEvent, @Args(() => ConversationArgs) _conversation: ConversationArgs): ChatMessage {
    return fromChatMessageEvent(event);
  }

  // Decided per viewer, live deliveries included: each subscriber resolves it with their own context.
  @FieldResolver(() => String, {
    nullable: true,
    description:
      "For the tenant a message was written to, when it asks for money the way rental scams do: a short warning in the tenant's language (never pay before visiting and signing; report the listing). Null for everyone else, the sender included: nothing is blocked.",
  })
  safetyNotice(@Root() message: ChatMessage, @Ctx() ctx: GraphQLContext): string | null {
    return this.services.chat.safetyNotice(ctx, message);
  }
}
