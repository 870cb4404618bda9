import { Arg, Ctx, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { requireViewer } from '../../common/actor.js';
import { conversationKey, Topics } from '../../events/topics.js';
import type { GraphQLContext } from '../../common/graphql-context.js';
import { graphqlInput } from '../../common/graphql-input.js';
import { ChatMessage } from './chat-message.entity.js';
import { fromChatMessageEvent, type ChatMessageEvent } from './chat.events.js';
import { SendChatMessageInput } from './chat.types.js';
import type { ChatService } from './chat.service.js';

@Resolver()
export class ChatResolver {
  constructor(private readonly services: { chat: ChatService }) {}

  @Query(() => [ChatMessage], {
    description: 'Your conversation with another person about a property, oldest first. Messages sent to you become read.',
  })
  conversation(
    @Arg('propertyId', () => Int, { description: 'The property the conversation is about.' }) propertyId: number,
    @Arg('otherUserId', () => Int, { description: "The other person: the property's owner, or the tenant." }) otherUserId: number,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChatMessage[]> {
    return this.services.chat.conversation(ctx, { propertyId, otherUserId });
  }

  @Mutation(() => ChatMessage, { description: 'Send a message in a conversation about a property.' })
  sendChatMessage(
    @Arg('input', () => SendChatMessageInput, { description: 'The conversation and the text.' }) input: SendChatMessageInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ChatMessage> {
    return this.services.chat.send(ctx, graphqlInput(input));
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
  chatMessageAdded(
    @Root() event: ChatMessageEvent,
    @Arg('propertyId', () => Int, { description: 'The property the conversation is about.' }) _propertyId: number,
    @Arg('otherUserId', () => Int, { description: "The other person: the property's owner, or the tenant." }) _otherUserId: number,
  ): ChatMessage {
    return fromChatMessageEvent(event);
  }
}
