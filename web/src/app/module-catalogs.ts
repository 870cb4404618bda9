import type { Messages } from '@lingui/core';
import type { Locale } from '../lib/locale';

type Catalog = { messages: Messages };
// Every module's catalog but the first render's (app/first-render-messages), .po compiled by @lingui/vite-plugin, by
// module: for the server, Storybook and the tests (create-i18n.ts). The client loads a locale's all at once
// (app/module-messages), and never this table.
const moduleCatalogs = import.meta.glob<Catalog>(['../modules/*/locales/*.po', '!../modules/home/locales/*.po']);

// The API's catalog: the shared contracts' validation messages the forms show (modules/common/contract-message.ts),
// keyed like ours (Lingui's id of the English text), so one lookup serves both.
const apiCatalogs: Record<Locale, () => Promise<Catalog>> = {
  'en-CA': () => import('@hearth/api/messages/en-CA'),
  'fr-CA': () => import('@hearth/api/messages/fr-CA'),
};
const API_CATALOG = 'api';

/** Every module with a catalog of its own, and the API's (Storybook and the server load them all). */
export const CATALOG_MODULES = [...new Set(Object.keys(moduleCatalogs).map((path) => path.split('/')[2]!)), API_CATALOG];

/** A module's messages in the locale; none while it has no catalog. */
export const moduleCatalog = (locale: Locale, module: string): Promise<Catalog> =>
  (module === API_CATALOG ? apiCatalogs[locale]() : moduleCatalogs[`../modules/${module}/locales/${locale}.po`]?.()) ??
  Promise.resolve({ messages: {} });
