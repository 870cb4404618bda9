import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** One message of a conversation (property, landlord, tenant) (spec §3 chat_messages). */
@ObjectType({ description: 'One chat message between a tenant and a landlord about a property.' })
@Entity({ tableName: 'chat_messages' })
export class ChatMessage {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  propertyId!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  senderId!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  receiverId!: number;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isRead: Opt<boolean> = false;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
