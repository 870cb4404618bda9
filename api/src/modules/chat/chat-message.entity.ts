import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';
import type { ScamSignalKind } from '../../contracts/index.js';

/**
 * One message of a conversation (property, landlord, tenant) (docs/product.md#entities). simpleResolvers: plain fields
 * skip type-graphql's per-field wrapper (every live delivery resolves them).
 */
@Table('chat_messages', {
  description: 'One chat message between a tenant and a landlord about a property.',
  simpleResolvers: true,
  id: 'Message id.',
  createdAt: 'When it was sent.',
})
export class ChatMessage extends Row {
  @Column('integer', { field: 'The property the conversation is about.' })
  propertyId!: number;

  @Column('integer', { field: 'Who wrote the message.' })
  senderId!: number;

  @Column('integer', { field: 'Who the message is for.' })
  receiverId!: number;

  @Column('text', { field: 'Text of the message (trimmed).' })
  message!: string;

  @Column('boolean', { default: false, field: 'Whether the receiver has opened the conversation since it was sent.' })
  isRead: Opt<boolean> = false;

  /**
   * The scam wording (contracts/scam-wording.ts) this message from a landlord to a tenant matched when sent; empty
   * for every other message. Never a GraphQL field nor sent over REST: the tenant sees `safetyNotice` instead.
   */
  @Column('text[]', { default: '{}', hidden: true })
  scamSignals: Opt<ScamSignalKind[]> = [];
}
