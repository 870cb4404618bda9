import type { Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Column, EnumColumn, Row, Table } from '../../common/columns.js';
import { NOTIFICATION_TYPES, type NotificationType } from '../../contracts/index.js';
import { graphqlEnum } from '../../common/graphql-enum.js';
import type { ZonedInstant } from '../../common/i18n.js';

export const NotificationTypeEnum = graphqlEnum(NOTIFICATION_TYPES, 'NotificationType', 'What a notification is about.', {
  viewing_request: 'A tenant asked to view one of your properties.',
  inquiry: 'A tenant sent an inquiry about one of your properties.',
  lease: 'A lease invitation was sent, accepted, declined or withdrawn.',
  property_status: "About a listing's review status (reserved; the API does not send these yet).",
  'saved-search-match': 'A newly listed property matches one of your saved searches.',
  viewing: 'A viewing was booked, cancelled or is coming up.',
  application: 'A rental application was received or decided.',
});

/** Extra facts of a viewing request (docs/product.md#entities). */
@ObjectType({ description: 'Details carried by a notification.' })
export class NotificationMetadata {
  @Field(() => String, { nullable: true, description: 'WhatsApp number (E.164) of the tenant who asked, so the landlord can reply.' })
  tenantWhatsApp?: string | null;

  @Field(() => String, { nullable: true, description: 'Name of the tenant who asked.' })
  tenantName?: string | null;

  @Field(() => String, { nullable: true, description: 'Title of the property at the time of the notification.' })
  propertyTitle?: string | null;

  @Field(() => Int, { nullable: true, description: 'The saved search a new listing matched.' })
  savedSearchId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The viewing booking concerned.' })
  viewingBookingId?: number | null;

  @Field(() => String, { nullable: true, description: 'When the viewing starts (an ISO 8601 instant).' })
  viewingStartsAt?: string | null;

  @Field(() => Int, { nullable: true, description: 'The viewing request concerned.' })
  viewingRequestId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The rental application received or decided.' })
  applicationId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The repair request concerned.' })
  repairRequestId?: number | null;
}

/**
 * A value of a stored message: text, a number the message formats (`{rent, number, cad}`) or an instant on a zone's
 * clock (a viewing's time), each written in the reader's locale.
 */
export type TemplateValue = string | number | ZonedInstant;

/** The English sources of a notification's title and message (catalog ids) and their values. */
export interface NotificationTemplate {
  title: string;
  message: string;
  values: Record<string, TemplateValue>;
}

@Table('notifications', {
  description: 'A message for one user, such as a viewing request.',
  id: 'Notification id.',
  createdAt: 'When it was created.',
})
export class Notification extends Row {
  @EnumColumn(NOTIFICATION_TYPES, { graphqlType: NotificationTypeEnum, field: 'What the notification is about.' })
  type!: NotificationType;

  @Column('text', { field: "Heading, e.g. 'New Viewing Request'." })
  title!: string;

  @Column('text', { field: 'Body text.' })
  message!: string;

  @Column('integer', { field: 'The user it is for.' })
  recipientId!: number;

  @Column('integer', { nullable: true, field: 'The user whose action caused it; null for system notices.' })
  senderId: number | null = null;

  @Column('integer', { nullable: true, field: 'The property concerned, if any.' })
  propertyId: number | null = null;

  @Column('boolean', { default: false, field: 'Whether the recipient marked it as read.' })
  isRead: Opt<boolean> = false;

  @Column('json', { nullable: true, graphqlType: NotificationMetadata, field: 'Extra details, such as the contact of the tenant who requested a viewing.' })
  metadata: NotificationMetadata | null = null;

  /** What `title` and `message` are made of, so each reader gets them in their language; null on older rows. */
  @Column('json', { nullable: true, hidden: true })
  template: NotificationTemplate | null = null;
}
