import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { NOTIFICATION_TYPES, type NotificationType } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';

export const NotificationTypeEnum = graphqlEnum(NOTIFICATION_TYPES, 'NotificationType', 'What a notification is about.', {
  viewing_request: 'A tenant asked to view one of your properties.',
  inquiry: 'A tenant sent an inquiry about one of your properties.',
  lease: 'A lease invitation was sent, accepted, declined or withdrawn.',
  property_status: "About a listing's review status (reserved; the API does not send these yet).",
});

/** Extra facts of a viewing request (spec §3 notifications.metadata). */
@ObjectType({ description: 'Details carried by a notification.' })
export class NotificationMetadata {
  @Field(() => String, { nullable: true, description: 'WhatsApp number (E.164) of the tenant who asked, so the landlord can reply.' })
  tenantWhatsApp?: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the tenant who asked.' })
  tenantName?: string | null;

  @Field(() => String, { nullable: true, description: 'Title of the property at the time of the notification.' })
  propertyTitle?: string | null;
}

@ObjectType({ description: 'A message for one user, such as a viewing request.' })
@Entity({ tableName: 'notifications' })
export class Notification {
  @Field(() => Int, { description: 'Notification id.' })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => NotificationTypeEnum, { description: 'What the notification is about.' })
  @Enum({ items: () => [...NOTIFICATION_TYPES], type: 'text' })
  type!: NotificationType;

  @Field(() => String, { description: "Heading, e.g. 'New Viewing Request'." })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => String, { description: 'Body text.' })
  @Property({ type: 'text' })
  message!: string;

  @Field(() => Int, { description: 'The user it is for.' })
  @Property({ type: 'integer' })
  recipientId!: number;

  @Field(() => Int, { nullable: true, description: 'The user whose action caused it; null for system notices.' })
  @Property({ type: 'integer', nullable: true })
  senderId: number | null = null;

  @Field(() => Int, { nullable: true, description: 'The property concerned, if any.' })
  @Property({ type: 'integer', nullable: true })
  propertyId: number | null = null;

  @Field(() => Boolean, { description: 'Whether the recipient marked it as read.' })
  @Property({ type: 'boolean', default: false })
  isRead: Opt<boolean> = false;

  @Field(() => NotificationMetadata, { nullable: true, description: 'Extra details, such as the contact of the tenant who requested a viewing.' })
  @Property({ type: 'json', nullable: true })
  metadata: NotificationMetadata | null = null;

  @Field(() => Date, { description: 'When it was created.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
