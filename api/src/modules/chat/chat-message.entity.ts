import type { Opt } from '@mikro-orm/core';
import { Column, Row, Table } from '../../common/columns.js';

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
}
