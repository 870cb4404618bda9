import { translate, type Message, type MessageSource } from '../../common/i18n.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import type { Notification, NotificationTemplate } from './notification.entity.js';

/** A notification as its reader gets it: texts in their language, without the template they come from. */
export type ShownNotification = Omit<Notification, 'template'>;

/**
 * A new notification's texts: the English (the spec's `title` and `message`, stored as they are) and the template
 * they come from, so `inReaderLanguage` can say them in whoever reads them.
 */
export function notificationText(title: MessageSource, message: Message): Pick<Notification, 'title' | 'message' | 'template'> {
  const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, String(value)]));
  const template: NotificationTemplate = { title: typeof title === 'string' ? title : title.id, message: message.id, values };
  return { title: translate(DEFAULT_LOCALE, title), message: translate(DEFAULT_LOCALE, message), template };
}

/** What a notification says to a reader of `locale`: its template in that language, else the stored English. */
export function inReaderLanguage(notification: Notification, locale: Locale | undefined): ShownNotification {
  const { template, ...shown } = notification;
  if (!template || !locale || locale === DEFAULT_LOCALE) return shown;
  return { ...shown, title: translate(locale, template.title), message: translate(locale, { id: template.message, values: template.values }) };
}
