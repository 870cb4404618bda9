import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The API's catalogs: messages keyed by their English source text (explicit ids), French beside them. The messages
 * are collected by `test/i18n/api-messages.ts` (every DomainError message and every zod contract message), not by
 * macros; `npm run i18n:compile` turns the .po files into the catalogs `src/common/i18n.ts` loads.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: { default: 'en-CA' },
  catalogs: [{ path: '<rootDir>/src/common/locales/{locale}', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
