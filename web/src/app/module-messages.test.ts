import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/locale';
import { messagesOf } from './create-i18n';
import { firstRender } from './i18n';
import { CATALOG_MODULES } from './module-catalogs';

// The client loads a locale's module messages as one chunk (module-messages/); the server renders with each
// module's catalog: both must hold the same messages, or a page would read differently once hydrated.
describe.each(LOCALES)('%s', (locale) => {
  it("the client's module chunk and the first render's hold every module's messages, as the server's catalogs do", async () => {
    const { messages } = (await import(`./module-messages/${locale}.ts`)) as { messages: Record<string, unknown> };
    const client = { ...(await firstRender(locale)).messages, ...messages };
    expect(client).toEqual(await messagesOf(locale, CATALOG_MODULES));
    expect(Object.keys(messages).length).toBeGreaterThan(500);
  });
});
