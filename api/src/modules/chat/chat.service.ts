import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { say } from '../../common/i18n.js';
import { chatMessageSchema, conversationSchema, scamSignalsOf } from '../../contracts/index.js';
import type { PostgresPubSub } from '../../events/postgres-pubsub.js';
import { conversationKey, Topics } from '../../events/topics.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { isPublicListing } from '../property/index.js';
import { ChatMessage } from './chat-message.entity.js';
import { toChatMessageEvent, type ChatMessageEvent } from './chat.events.js';
import {
  canSendInConversation,
  conversationParties,
  isCheckedForScamWording,
  isOneOfPair,
  removedListingParties,
  seesSafetyNotice,
} from './chat.policy.js';
import {
  findConversationFacts,
  findConversationFactsWithHistory,
  findConversationMessages,
  findLatestMessages,
  hasConversation,
  type InquiredAboutSql,
  insertChatMessage,
  markConversationRead,
  type ConversationFacts,
  type ConversationRef,
} from './chat.queries.js';

const NOT_A_PARTY = 'You can only read and write your own conversations.';
const LISTING_REMOVED = 'This listing was removed. You can still read the conversation, but not reply.';
/** Beside a message with scam wording, for the tenant it was written to (docs/product.md#scam-signals-in-messages). */
const SAFETY_NOTICE =
  'Be careful: this message asks for money in a way rental scams do. Never pay a deposit or any money before you have visited the place and signed a lease, and never by gift card, cryptocurrency, wire or money transfer. If in doubt, report the listing.';

/** A message as REST sends it: its fields, and the safety notice for the one person it is meant for (else null). */
export interface ChatMessageView {
  id: number;
  propertyId: number;
  senderId: number;
  receiverId: number;
  message: string;
  isRead: boolean;
  createdAt: Date;
  safetyNotice: string | null;
}

/** Conversations between a property's owner and a tenant: reading, sending, live delivery. */
export class ChatService {
  constructor(
    private readonly orm: MikroORM,
    private readonly pubsub: PostgresPubSub,
    private readonly writeLimits: WriteLimiter,
    /** The inquiry module, which builds on this one: an inquiry counts as the pair having talked. */
    private readonly inquiries: { inquiredAboutSql: InquiredAboutSql },
  ) {
    // Safety net: a message too large for NOTIFY travels as its id and is reloaded on each instance.
    pubsub.registerOversizeCodec(Topics.chatMessageAdded, {
      toRef: (payload) => ({ id: (payload as ChatMessageEvent).id }),
      load: async (ref) => {
        const found = await this.orm.em.fork().findOne(ChatMessage, { id: (ref as { id: number }).id });
        return found ? toChatMessageEvent(found) : null;
      },
    });
  }

  /**
   * The viewer's conversation with `otherUserId` about a property, oldest first; what they received becomes read.
   * Once the listing is deleted its conversations stay readable by their two people (and nobody else).
   */
  async conversation(ctx: ServiceContext, input: unknown): Promise<ChatMessage[]> {
    const viewer = requireViewer(ctx);
    const { propertyId, otherUserId } = parseInput(conversationSchema, input);
    const facts = await findConversationFacts(ctx.em, propertyId, otherUserId);
    const ref = facts ? this.conversationOf(viewer, propertyId, facts).ref : await this.removedListingConversation(ctx.em, viewer, propertyId, otherUserId);
    await markConversationRead(ctx.em, ref, viewer.id);
    return findConversationMessages(ctx.em, ref);
  }

  /** GET /api/chat/:propertyId/:a/:b — the spec calls it in both id orders, so {a, b} is an unordered pair. */
  async conversationOfPair(ctx: ServiceContext, propertyId: number, a: number, b: number): Promise<ChatMessage[]> {
    const viewer = requireViewer(ctx);
    if (!isOneOfPair(viewer, a, b)) throw new DomainError('FORBIDDEN', NOT_A_PARTY);
    return this.conversation(ctx, { propertyId, otherUserId: viewer.id === a ? b : a });
  }

  async send(ctx: ServiceContext, input: unknown): Promise<ChatMessage> {
    const viewer = requireViewer(ctx);
    await this.writeLimits.consume(viewer, 'chatMessage');
    const data = parseInput(chatMessageSchema, input);
    // The listing, the receiver and the history in one statement: the hot path of live chat.
    const found = await findConversationFactsWithHistory(ctx.em, data.propertyId, viewer.id, data.receiverId, this.inquiries.inquiredAboutSql);
    // A deleted listing's conversation is read-only: its subject is gone, and neither side can be reached through it.
    if (!found) {
      await this.removedListingConversation(ctx.em, viewer, data.propertyId, data.receiverId); // NOT_FOUND for anyone else
      throw new DomainError('LISTING_REMOVED', LISTING_REMOVED);
    }
    const { facts, parties } = this.conversationOf(viewer, data.propertyId, found);
    const listingIsPublic = isPublicListing(facts.listing);
    if (!canSendInConversation(parties, viewer.id, { listingIsPublic, hasHistory: facts.hasHistory })) {
      throw viewer.id === parties.landlordId
        ? new DomainError('FORBIDDEN', 'You can reply once this tenant has contacted you about this property.')
        : new DomainError('NOT_FOUND', 'Property not found');
    }
    // Scam wording is noted, never refused: the tenant is warned beside the message, admins see the count.
    const scamSignals = isCheckedForScamWording(parties, viewer.id) ? scamSignalsOf(data.message) : [];
    // One INSERT statement (no BEGIN/COMMIT round trips, no ORM query building).
    const row = { propertyId: data.propertyId, senderId: viewer.id, receiverId: data.receiverId, message: data.message, isRead: false, createdAt: new Date(), scamSignals };
    const id = await insertChatMessage(ctx.em, row);
    // A plain row, not a managed entity: nothing flushes it, and it serializes without the ORM's toJSON.
    const message: ChatMessage = { id, ...row };
    await this.publishAdded(message);
    return message;
  }

  /** The safety notice beside `message` in the viewer's language when they are the tenant it warns; else null. */
  safetyNotice(ctx: ServiceContext, message: Pick<ChatMessage, 'receiverId' | 'scamSignals'>): string | null {
    return seesSafetyNotice(ctx.viewer, message) ? say(ctx, SAFETY_NOTICE) : null;
  }

  /** A message as REST shows it to the viewer (the stored signals stay on the server). */
  view(ctx: ServiceContext, message: ChatMessage): ChatMessageView {
    const { id, propertyId, senderId, receiverId, isRead, createdAt } = message;
    return { id, propertyId, senderId, receiverId, message: message.message, isRead, createdAt, safetyNotice: this.safetyNotice(ctx, message) };
  }

  /** Live delivery to the conversation's two people; call after the message is committed. */
  publishAdded(message: ChatMessage): Promise<void> {
    const key = conversationKey(message.propertyId, message.senderId, message.receiverId);
    return this.pubsub.publish(Topics.chatMessageAdded, key, toChatMessageEvent(message));
  }

  /** Latest message per conversation in one query (lists of inquiries). */
  latestMessages(em: EntityManager, refs: readonly ConversationRef[]): Promise<Array<ChatMessage | null>> {
    return findLatestMessages(em, refs);
  }

  /** The conversation of a deleted listing between the viewer and `otherUserId`; NOT_FOUND when they had none. */
  private async removedListingConversation(em: EntityManager, viewer: Actor, propertyId: number, otherUserId: number): Promise<ConversationRef> {
    const parties = (await hasConversation(em, propertyId, viewer.id, otherUserId)) ? removedListingParties(viewer, otherUserId) : null;
    if (!parties) throw new DomainError('NOT_FOUND', 'Property not found');
    return { propertyId, ...parties };
  }

  /** Checks that the listing exists and that the viewer and the other person form a conversation about it. */
  private conversationOf<Facts extends ConversationFacts>(viewer: Actor, propertyId: number, facts: Facts | null) {
    if (!facts) throw new DomainError('NOT_FOUND', 'Property not found');
    const parties = facts.other ? conversationParties(facts.listing, viewer, facts.other) : null;
    if (!parties) throw new DomainError('FORBIDDEN', NOT_A_PARTY);
    const ref: ConversationRef = { propertyId, ...parties };
    return { facts, parties, ref };
  }
}
