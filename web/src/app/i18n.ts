import { i18n, setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, isLocale, type Locale } from '../lib/locale';

type Catalog = { messages: Messages };
// Each .po is compiled by @lingui/vite-plugin into its own chunk: a page loads its module's catalog of the
// active locale beside its code, and nothing of the other locale.
const shellCatalogs = import.meta.glob<Catalog>('./locales/*.po');
const moduleCatalogs = import.meta.glob<Catalog>('../modules/*/locales/*.po');

/** The catalog of the shell (module null) or of a module in the locale; none while a module has no messages. */
function catalogOf(locale: Locale, module: string | null): Promise<Catalog> {
  const load = module === null ? shellCatalogs[`./locales/${locale}.po`] : moduleCatalogs[`../modules/${module}/locales/${locale}.po`];
  return load ? load() : Promise.resolve({ messages: {} });
}

/** The shell's messages and the named modules', merged, in the locale. */
export async function messagesOf(locale: Locale, modules: readonly string[]): Promise<Messages> {
  const catalogs = await Promise.all([null, ...modules].map((module) => catalogOf(locale, module)));
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}

/** Every module that has a catalog (Storybook loads them all). */
export const CATALOG_MODULES = [...new Set(Object.keys(moduleCatalogs).map((path) => path.split('/')[2]!))];

/** A Lingui instance of its own (a server render: renders of both locales run at once). */
export async function createI18n(locale: Locale, modules: readonly string[]): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await messagesOf(locale, modules) } });
}

/** The modules whose messages the first render needs (the home page and its cards are in the main chunk). */
export const FIRST_RENDER_MODULES = ['home', 'property'];

/** Client: makes the locale active once the shell's and the home page's catalogs are in. */
export async function activateLocale(locale: Locale): Promise<I18n> {
  i18n.load(locale, await messagesOf(locale, FIRST_RENDER_MODULES));
  i18n.activate(locale);
  return i18n;
}

/** Client: a lazy page with its module's catalog of the active locale, fetched beside its code. */
export function withCatalog<T>(module: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const locale = isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
    const [page, messages] = await Promise.all([load(), messagesOf(locale, [module])]);
    i18n.load(locale, messages);
    return page;
  };
}
