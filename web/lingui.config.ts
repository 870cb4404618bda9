import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Messages are keyed by their English source text (the .po msgid); en-CA is the source locale, fr-CA its
 * translation. One catalog per domain module (src/modules/<name>/locales) and one for the shell (src/app/locales:
 * app/ and lib/) and one for modules/common/, so parallel work never meets in one file. `npm run i18n:extract` writes them,
 * `npm run i18n:compile` checks every message has its French (--strict); Vite compiles the .po files it imports.
 */
export default defineConfig({
  sourceLocale: 'en-CA',
  locales: ['en-CA', 'fr-CA'],
  fallbackLocales: { default: 'en-CA' },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    {
      path: '<rootDir>/src/modules/{name}/locales/{locale}',
      include: ['<rootDir>/src/modules/{name}/'],
      exclude: ['<rootDir>/src/modules/common/', '<rootDir>/src/modules/property/PropertyCard/**', '**/*.stories.tsx', '**/*.test.ts'],
    },
    {
      // The cards' messages come with the first render (the home page shows cards); the rest of the property
      // module's (the listing page, the report dialog) come with the lazy pages, keeping them out of the first load.
      path: '<rootDir>/src/modules/property/PropertyCard/locales/{locale}',
      include: ['<rootDir>/src/modules/property/PropertyCard/'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts'],
    },
    {
      // The shared screen parts' messages (page frames, form and delete dialogs): only lazy pages use them, so they
      // come with the module catalogs (app/module-catalogs.ts), not with the first render's.
      path: '<rootDir>/src/modules/common/locales/{locale}',
      include: ['<rootDir>/src/modules/common/'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts'],
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/lib/'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts'],
    },
  ],
});
