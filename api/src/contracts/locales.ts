/** The languages a person may choose (`preferredLanguage`); null on the profile means not chosen. */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The app's locales: en-CA is the source (the spec's English), fr-CA its Quebec French. */
export const LOCALES = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-CA';
export const LOCALE_OF_LANGUAGE: Record<Language, Locale> = { en: 'en-CA', fr: 'fr-CA' };
/** The language of a locale ('fr-CA' -> 'fr'). */
export const languageOf = (locale: Locale): Language => locale.slice(0, 2) as Language;
