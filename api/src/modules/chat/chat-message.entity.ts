import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/**
 * One message of a conversation (property, landlord, tenant) (spec §3 chat_messages). simpleResolvers: plain fields
 * skip type-graphql's per-field wrapper (every live delivery resolves them).
 */
@ObjectType({ description: 'One chat message between a tenant and a landlord about a property.', simpleResolvers: true })
@Entity({ tableName: 'chat_messages' })
export class ChatMessage {
  @Field(() => Int, { description: 'Message id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int, { description: 'The property the conversation is about.' })
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int, { description: 'Who wrote the message.' })
  @Property({ type: 'integer' })
  senderId!: number;

  @Field(() => Int, { description: 'Who the message is for.' })
  @Property({ type: 'integer' })
  receiverId!: number;

  @Field(() => String, { description: 'Text of the message (trimmed).' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Boolean, { description: 'Whether the receiver has opened the conversation since it was sent.' })
  @Property({ type: 'boolean', default: false })
  isRead: Opt<boolean> = false;

  @Field(() => Date, { description: 'When it was sent.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
