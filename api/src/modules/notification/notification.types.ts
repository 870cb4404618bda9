import { Field, ObjectType } from 'type-graphql';
import { Notification } from './notification.entity.js';
import type { ShownNotification } from './notification-text.js';

@ObjectType({ description: 'Answer to a viewing request.' })
export class ViewingRequestResult {
  @Field(() => Boolean, { description: 'True when the request was delivered.' })
  success!: boolean;

  @Field(() => String, { description: "'Viewing request sent!'" })
  message!: string;

  @Field(() => Notification, { description: "The notification the owner received." })
  notification!: ShownNotification;
}
