import type { Notification, NotificationMetadata, NotificationTemplate } from './notification.entity.js';

/** A new notification as it travels through NOTIFY (title, message and metadata are short). */
export interface NotificationEvent {
  id: number;
  type: Notification['type'];
  title: string;
  message: string;
  recipientId: number;
  senderId: number | null;
  propertyId: number | null;
  isRead: boolean;
  metadata: NotificationMetadata | null;
  template: NotificationTemplate | null;
  createdAt: string;
}

export interface UnreadCountEvent {
  recipientId: number;
  count: number;
}

export function toNotificationEvent(notification: Notification): NotificationEvent {
  return { ...notification, createdAt: new Date(notification.createdAt).toISOString() };
}

export function fromNotificationEvent(event: NotificationEvent): Notification {
  return { ...event, createdAt: new Date(event.createdAt) } as Notification;
}
