import { startTransition } from 'react';
import { i18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, isLocale, type Locale } from '../lib/locale';

type Catalog = { messages: Messages };
// The first render's messages (the shell's, the home page's and its cards') are one chunk per locale; every other
// module's are one more chunk per locale (app/module-messages), loaded with the first lazy page. Nothing of the other
// locale is fetched.
const firstRenderCatalogs = import.meta.glob<Catalog>('./first-render-messages/*.ts');
const moduleCatalogs = import.meta.glob<Catalog>('./module-messages/*.ts');

/** The first render's messages in the locale (its chunk). */
export const firstRender = (locale: Locale): Promise<Catalog> => firstRenderCatalogs[`./first-render-messages/${locale}.ts`]!();

/**
 * Client: makes the locale active once the first render's messages are in. `withModules`: every module's too, for a
 * rendered lazy page (a listing): its page waits for them anyway, and in before hydration they spare the phone a
 * re-render of the whole page right after it (a change of messages re-renders every component that reads them).
 */
export async function activateLocale(locale: Locale, withModules = false): Promise<I18n> {
  const [first, modules] = await Promise.all([firstRender(locale), withModules ? missingModuleMessages(locale) : null]);
  i18n.load(locale, { ...first.messages, ...modules });
  i18n.activate(locale);
  return i18n;
}

const activeLocale = (): Locale => (isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE);
const loadedLocales = new Set<Locale>();

/** Every module's messages in the locale, the first time they are asked for; null once they are in. */
async function missingModuleMessages(locale: Locale): Promise<Messages | null> {
  if (loadedLocales.has(locale)) return null;
  const { messages } = await moduleCatalogs[`./module-messages/${locale}.ts`]!();
  loadedLocales.add(locale);
  return messages;
}

/** Client: every module's catalog of the active locale, once. */
export async function loadModuleCatalogs(): Promise<void> {
  const locale = activeLocale();
  const messages = await missingModuleMessages(locale);
  if (!messages) return;
  // One load, one 'change': Lingui's provider then re-renders every component that reads it. As a transition, that
  // render yields to the browser every few milliseconds instead of blocking a phone in one long task (the page
  // shows nothing of these catalogs yet: a lazy page waits for them before its first render).
  startTransition(() => i18n.load(locale, messages));
}

/**
 * Client: a lazy page with the catalogs of the active locale, fetched beside its code. A page composes several
 * domains (the dashboard shows leases, listings, inquiries…), so every module's catalog comes once, with the
 * first lazy page (one chunk per locale).
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadModuleCatalogs()]))[0];
}
