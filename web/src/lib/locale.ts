/** The app's locales: en-CA is the source (the spec's English), fr-CA its translation. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en-CA';

/** Set by the language switcher; read by the API (which page to send) and by the client at start. */
export const LOCALE_COOKIE = 'hearth_locale';

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The locale of a language tag ('fr', 'fr-FR', 'fr-CA' -> fr-CA; 'en-GB' -> en-CA), or none. */
export function localeOfTag(tag: string | undefined | null): Locale | undefined {
  const language = tag?.trim().toLowerCase().split(/[-_]/)[0];
  if (language === 'fr') return 'fr-CA';
  if (language === 'en') return 'en-CA';
  return undefined;
}

/** The person's choice (cookie value) first, else their browser's languages in order, else English. */
export function pickLocale(choice: string | undefined | null, languages: readonly string[]): Locale {
  if (isLocale(choice)) return choice;
  for (const tag of languages) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** The language switch: the API sets the cookie and sends the person back to `next` in that language. */
export const LANGUAGE_SWITCH_PATH = '/language';
export const languageSwitchHref = (locale: Locale, next: string) =>
  `${LANGUAGE_SWITCH_PATH}?${new URLSearchParams({ to: locale, next }).toString()}`;

/** The locale cookie's value in a Cookie header / document.cookie. */
export function localeCookie(cookieHeader: string | undefined | null): string | undefined {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`));
  return match?.[1];
}
