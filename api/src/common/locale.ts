import type { FastifyReply } from 'fastify';
import { DEFAULT_LOCALE, LOCALE_OF_LANGUAGE, LOCALES, type Language, type Locale } from '../contracts/index.js';

const SUPPORTED = new Map<string, Locale>(LOCALES.map((locale) => [locale.slice(0, 2), locale]));

/** The first language of an `Accept-Language` header that we speak, by q-value: `fr`, `fr-CA`, `fr-FR` → fr-CA. */
export function acceptedLocale(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(param)?.[1]).find((value) => value !== undefined);
      return { locale: SUPPORTED.get(tag.trim().slice(0, 2).toLowerCase()), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((entry) => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return ranked[0]?.locale ?? null;
}

/** The cookie the web app's language switcher sets (`en-CA` | `fr-CA`). */
export const LOCALE_COOKIE = 'hearth_locale';

/** Remembers a language for this browser for a year (readable by the web app, which starts in it). */
export function setLocaleCookie(reply: Pick<FastifyReply, 'setCookie'>, locale: Locale, secure: boolean): void {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'lax', secure });
}

/**
 * The caller's locale, decided once per request: the signed-in person's choice, else the switcher's cookie, else
 * their browser's `Accept-Language`, else en-CA.
 */
export function requestLocale(preferredLanguage: Language | null | undefined, acceptLanguage: string | undefined, chosen?: string): Locale {
  if (preferredLanguage) return LOCALE_OF_LANGUAGE[preferredLanguage];
  const switched = LOCALES.find((locale) => locale === chosen);
  return switched ?? acceptedLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The locale for someone who may have chosen a language (an email's recipient), else the fallback (the request's). */
export function localeFor(preferredLanguage: Language | null | undefined, fallback: Locale = DEFAULT_LOCALE): Locale {
  return preferredLanguage ? LOCALE_OF_LANGUAGE[preferredLanguage] : fallback;
}
