import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '../lib/locale';
import { firstRender } from './i18n';
import { moduleCatalog } from './module-catalogs';

// Lingui instances of their own, with the modules named: the server's renders (both locales at once), Storybook and
// the tests (which name a module to prove its messages are in its own catalog). The client loads all of a locale's
// at once instead (app/i18n.ts), so this module and the per-module catalogs stay out of its bundle.

/** The first render's messages and the named modules', merged, in the locale. */
export async function messagesOf(locale: Locale, modules: readonly string[]): Promise<Messages> {
  const catalogs = await Promise.all([firstRender(locale), ...modules.map((module) => moduleCatalog(locale, module))]);
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}

/** A Lingui instance in the locale with the first render's messages and the named modules'. */
export async function createI18n(locale: Locale, modules: readonly string[]): Promise<I18n> {
  return setupI18n({ locale, messages: { [locale]: await messagesOf(locale, modules) } });
}
