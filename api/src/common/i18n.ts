import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { format, parseISO } from 'date-fns';
import { DATE_FORMAT, DEFAULT_LOCALE, type Locale } from '../contracts/index.js';
import { formatInZone } from './time-zone.js';
import { messages as enMessages } from './locales/en-CA.js';
import { messages as frMessages } from './locales/fr-CA.js';

/**
 * A message of the catalog: `id` is its English source text, an ICU message when it has values
 * (`'Try again in {minutes} minutes.'`); `values` fill it in. A plain string is a message without values.
 */
export interface Message {
  id: string;
  values?: MessageValues;
}
/** A value written differently per locale (a day), rendered when the message is. */
export type LocalizedValue = (locale: Locale) => string;
/**
 * An instant on the clock of a time zone, written by each locale ('Sat, Dec 5, 2026, 10:00 a.m. EST', 'sam. 5 déc.
 * 2026, 10 h 00 HNE'). Plain data, so a stored notification keeps it and says it in its reader's language.
 */
export interface ZonedInstant {
  instant: string;
  timeZone: string;
}
/** Values of an ICU message: numbers are formatted by the message (`{count, plural, ...}`) in its locale. */
export type MessageValues = Record<string, string | number | LocalizedValue | ZonedInstant>;
export type MessageSource = string | Message;

/** Marks an ICU message with its values, e.g. `icu('Too many requests. Please try again in {minutes} minutes.', { minutes })`. */
export const icu = (id: string, values: MessageValues): Message => ({ id, values });

/** Named number formats a message may use: `{rent, number, cad}` is '$2,345' in English, '2 345 $' in French. */
const MESSAGE_FORMATS = {
  cad: { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 },
  /** With cents: a capped rent ('$2,042.10', '2 042,10 $'). */
  cadCents: { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 },
} satisfies Record<string, Intl.NumberFormatOptions>;

const CATALOGS: Record<Locale, Messages> = { 'en-CA': enMessages, 'fr-CA': frMessages };
const instances = new Map<Locale, I18n>();
function i18nOf(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, locales: [locale], messages: { [locale]: CATALOGS[locale] } });
    // Lingui leaves the compiler out when NODE_ENV is production; a message missing from the catalogs (the catalog
    // test forbids it) is then still formatted rather than sent as raw ICU.
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** Lingui's default catalog key: a short hash of the English source message (the .po msgid). */
const catalogIds = new Map<string, string>();
export function catalogId(message: string): string {
  let id = catalogIds.get(message);
  if (id === undefined) {
    id = generateMessageId(message);
    if (catalogIds.size < 10_000) catalogIds.set(message, id);
  }
  return id;
}

/** Whether `locale`'s catalog has the English `message` (a message without it stays English). */
export const hasTranslation = (locale: Locale, message: string): boolean => Object.hasOwn(CATALOGS[locale], catalogId(message));

/**
 * A message in `locale`. English is the source: a plain message is returned as it is, byte for byte. A message the
 * locale's catalog lacks stays English rather than failing (the catalog test makes that a test failure).
 */
export function translate(locale: Locale, source: MessageSource): string {
  const message = typeof source === 'string' ? { id: source } : source;
  if (!message.values && (locale === DEFAULT_LOCALE || !hasTranslation(locale, message.id))) return message.id;
  const target = hasTranslation(locale, message.id) ? locale : DEFAULT_LOCALE;
  const values = Object.fromEntries(
    Object.entries(message.values ?? {}).map(([name, value]) => [name, renderValue(value, target)]),
  );
  return i18nOf(target)._(catalogId(message.id), values, { message: message.id, formats: MESSAGE_FORMATS });
}

function renderValue(value: MessageValues[string], locale: Locale): string | number {
  if (typeof value === 'function') return value(locale);
  if (typeof value === 'object') return formatZonedInstant(value, locale);
  return value;
}

/** `at` as a storable message value shown in `timeZone`. */
export const zonedInstantValue = (at: Date, timeZone: string): ZonedInstant => ({ instant: at.toISOString(), timeZone });

/** A zoned instant as `locale` writes a date and time, with the zone's short name. */
export const formatZonedInstant = ({ instant, timeZone }: ZonedInstant, locale: Locale): string => formatInZone(new Date(instant), timeZone, locale);

/** A message for the caller of a request, in the locale its context carries (en-CA without one). */
export const say = (ctx: { locale?: Locale }, source: MessageSource): string => translate(ctx.locale ?? DEFAULT_LOCALE, source);

/** Alternatives in a message: 'PDF or DOCX' in English, 'PDF ou DOCX' in French. */
export function alternativesValue(items: readonly string[]): LocalizedValue {
  return (locale) => (locale === DEFAULT_LOCALE ? items.join(' or ') : new Intl.ListFormat(locale, { type: 'disjunction' }).format(items));
}

/** A calendar day ('YYYY-MM-DD') in a message: 'Dec 4, 2026' in English, '4 déc. 2026' in French; null is 'open-ended'. */
export function calendarDayValue(day: string | null): LocalizedValue {
  return (locale) => {
    if (day === null) return translate(locale, 'open-ended');
    if (locale === DEFAULT_LOCALE) return format(parseISO(day), DATE_FORMAT);
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  };
}
