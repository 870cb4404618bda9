import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { NOTIFICATION_TYPES, type NotificationType } from '../../contracts/index.js';
import { graphqlEnum } from '../../graphql/enums.js';

export const NotificationTypeEnum = graphqlEnum(NOTIFICATION_TYPES, 'NotificationType', 'What a notification is about.');

/** Extra facts of a viewing request (spec §3 notifications.metadata). */
@ObjectType({ description: 'Details carried by a notification.' })
export class NotificationMetadata {
  @Field(() => String, { nullable: true })
  tenantWhatsApp?: string | null;

  @Field(() => String, { nullable: true })
  tenantName?: string | null;

  @Field(() => String, { nullable: true })
  propertyTitle?: string | null;
}

@ObjectType({ description: 'A message for one user, such as a viewing request.' })
@Entity({ tableName: 'notifications' })
export class Notification {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => NotificationTypeEnum)
  @Enum({ items: () => [...NOTIFICATION_TYPES], type: 'text' })
  type!: NotificationType;

  @Field(() => String)
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String)
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Int)
  @Property({ type: 'integer' })
  recipientId!: number;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  senderId: number | null = null;

  @Field(() => Int, { nullable: true })
  @Property({ type: 'integer', nullable: true })
  propertyId: number | null = null;

  @Field(() => Boolean)
  @Property({ type: 'boolean', default: false })
  isRead: Opt<boolean> = false;

  @Field(() => NotificationMetadata, { nullable: true })
  @Property({ type: 'json', nullable: true })
  metadata: NotificationMetadata | null = null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
