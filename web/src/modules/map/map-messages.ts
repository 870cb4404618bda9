import { i18n, type Messages } from '@lingui/core';

const catalogs = import.meta.glob<{ messages: Messages }>('./locales/*.po');

/**
 * The map's messages in the active locale, loaded beside its code: the home page is not a lazy page, so the
 * app's per-page catalog loading (which covers every other screen with a map) has not brought them.
 */
export async function loadMapMessages(): Promise<void> {
  const catalog = await catalogs[`./locales/${i18n.locale}.po`]?.();
  if (catalog) i18n.load(i18n.locale, catalog.messages);
}
