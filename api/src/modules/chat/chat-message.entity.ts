import { Entity, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { Column, CreatedAtColumn, IdColumn } from '../../common/columns.js';

/**
 * One message of a conversation (property, landlord, tenant) (spec §3 chat_messages). simpleResolvers: plain fields
 * skip type-graphql's per-field wrapper (every live delivery resolves them).
 */
@ObjectType({ description: 'One chat message between a tenant and a landlord about a property.', simpleResolvers: true })
@Entity({ tableName: 'chat_messages' })
export class ChatMessage {
  @IdColumn('Message id.')
  id!: number;

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

  @CreatedAtColumn('When it was sent.')
  createdAt: Opt<Date> = new Date();
}
