import { startTransition } from 'react';
import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, isLocale, type Locale } from '../lib/locale';

type Catalog = { messages: Messages };
// The first render's messages (the shell's, the home page's and its cards') are one chunk per locale; every other
// module's catalog is a chunk of its own (app/module-catalogs.ts), loaded beside the module's page. Nothing of the
// other locale is fetched.
const firstRenderCatalogs = import.meta.glob<Catalog>('./first-render-messages/*.ts');
const otherCatalogs = () => import('./module-catalogs');


const firstRender = (locale: Locale) => firstRenderCatalogs[`./first-render-messages/${locale}.ts`]!();

/** The first render's messages and the named modules', merged, in the locale. */
export async function messagesOf(locale: Locale, modules: readonly string[]): Promise<Messages> {
  const { moduleCatalog } = await otherCatalogs();
  const catalogs = await Promise.all([firstRender(locale), ...modules.map((module) => moduleCatalog(locale, module))]);
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}

/** A Lingui instance of its own (a server render: renders of both locales run at once). */
export async function createI18n(locale: Locale, modules: readonly string[]): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await messagesOf(locale, modules) } });
}

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
const loadedModules = new Set<string>();

/** Every module's messages in the locale not yet loaded (each once); null when all are in. */
async function missingModuleMessages(locale: Locale): Promise<Messages | null> {
  const { CATALOG_MODULES, moduleCatalog } = await otherCatalogs();
  const missing = CATALOG_MODULES.filter((module) => !loadedModules.has(`${locale}:${module}`));
  if (missing.length === 0) return null;
  const catalogs = await Promise.all(missing.map((module) => moduleCatalog(locale, module)));
  for (const module of missing) loadedModules.add(`${locale}:${module}`);
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}

/** Client: every module's catalog of the active locale not yet in (each once). */
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
 * first lazy page (each a small chunk, in parallel).
 */
export function withCatalogs<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadModuleCatalogs()]))[0];
}
