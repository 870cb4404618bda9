import type { Messages } from '@lingui/core';
import type { Locale } from '../lib/locale';

type Catalog = { messages: Messages };
// Every module's catalog but the first render's (app/first-render-messages), each a chunk of its own (.po compiled
// by @lingui/vite-plugin). This table is itself loaded with the first lazy page, not in the home page's JavaScript.
const moduleCatalogs = import.meta.glob<Catalog>(['../modules/*/locales/*.po', '!../modules/{home,property}/locales/*.po']);

/** Every module with a catalog of its own (Storybook and the server load them all). */
export const CATALOG_MODULES = [...new Set(Object.keys(moduleCatalogs).map((path) => path.split('/')[2]!))];

/** A module's messages in the locale; none while it has no catalog. */
export const moduleCatalog = (locale: Locale, module: string): Promise<Catalog> =>
  moduleCatalogs[`../modules/${module}/locales/${locale}.po`]?.() ?? Promise.resolve({ messages: {} });
