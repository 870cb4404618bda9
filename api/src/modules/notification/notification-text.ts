import { icu, translate, type Message, type MessageSource } from '../../common/i18n.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import type { Notification, NotificationTemplate, TemplateValue } from './notification.entity.js';

/** A notification as its reader gets it: texts in their language, without the template they come from. */
export type ShownNotification = Omit<Notification, 'template'>;

/** A message's values as stored: text and numbers only (a per-locale function cannot be kept). */
function storedValues(message: MessageSource): Record<string, TemplateValue> {
  const values = typeof message === 'string' ? {} : (message.values ?? {});
  for (const [name, value] of Object.entries(values))
    if (typeof value === 'function') throw new Error(`A notification's value '${name}' must be text or a number to be stored`);
  return values as Record<string, TemplateValue>;
}

/**
 * A new notification's texts: the English (the spec's `title` and `message`, stored as they are) and the template
 * they come from, so `inReaderLanguage` can say them in whoever reads them.
 */
export function notificationText(title: MessageSource, message: Message): Pick<Notification, 'title' | 'message' | 'template'> {
  const template: NotificationTemplate = {
    title: typeof title === 'string' ? title : title.id,
    message: message.id,
    values: { ...storedValues(title), ...storedValues(message) },
  };
  return { title: translate(DEFAULT_LOCALE, title), message: translate(DEFAULT_LOCALE, message), template };
}

/** What a notification says to a reader of `locale`: its template in that language, else the stored English. */
export function inReaderLanguage(notification: Notification, locale: Locale | undefined): ShownNotification {
  const { template, ...shown } = notification;
  if (!template || !locale || locale === DEFAULT_LOCALE) return shown;
  const say = (id: string) => translate(locale, { id, values: template.values });
  return { ...shown, title: say(template.title), message: say(template.message) };
}

/**
 * A tenant's plain viewing request, as the landlord reads it: the service's notice and the demo seeds' are one text,
 * so a French landlord reads every one of them in French.
 */
export function viewingRequestText(tenant: string, listing: string): Pick<Notification, 'title' | 'message' | 'template'> {
  return notificationText('New Viewing Request', icu('{tenant} would like to view {listing}.', { tenant, listing }));
}
