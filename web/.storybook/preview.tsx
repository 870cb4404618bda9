import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { I18nProvider } from '@lingui/react';
import { i18n as activeI18n, type I18n } from '@lingui/core';
import { DesignSystemProvider, Toaster, lightTheme, toastQueue } from '@hearth/design-system';
import { createI18n } from '../src/app/create-i18n';
import { CATALOG_MODULES } from '../src/app/module-catalogs';
import { SOURCE_LOCALE, isLocale } from '../src/lib/locale';
import { ClockContext } from '../src/lib/clock';

/** The stories' clock unless a story sets `parameters.now`: Wednesday 2 December 2026, 10:00 in Toronto. */
const STORY_NOW = '2026-12-02T15:00:00Z';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
if (typeof document !== 'undefined') document.body.classList.add(lightTheme);

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'fullscreen',
    backgrounds: { disable: true },
  },
  // The toolbar's language switch; a story renders in French with `globals: { locale: 'fr-CA' }`.
  globalTypes: {
    locale: {
      description: 'Language of the app',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en-CA', title: 'English (en-CA)' },
          { value: 'fr-CA', title: 'Français (fr-CA)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: SOURCE_LOCALE },
  // The tests run every story file in one page (isolate: false): what a story leaves in the page's shared state must
  // not reach the next one. The app-wide toast queue (a toast over the next story's phone action bar), and react-aria's
  // live announcements, kept 7 s (one naming a button the story unmounted fails the next story's axe check).
  beforeEach: () => {
    toastQueue.clear();
    for (const message of document.querySelectorAll('[data-live-announcer] [role="log"] > *')) message.remove();
  },
  loaders: [
    async ({ globals }) => {
      const locale = isLocale(globals.locale) ? globals.locale : SOURCE_LOCALE;
      document.documentElement.lang = locale;
      const i18n = await createI18n(locale, CATALOG_MODULES);
      // Helpers outside React (toasts of lib/share.ts) read the client's active locale, as in the app.
      activeI18n.loadAndActivate({ locale, messages: i18n.messages });
      return { i18n };
    },
  ],
  decorators: [
    // Stories never leave the page: react-router in memory, design-system links through a no-op navigate.
    // A fixed clock: a screen shows the same day on every run (lib/clock.ts).
    (Story, { loaded, parameters }) => {
      const i18n = loaded.i18n as I18n;
      const now = new Date((parameters.now as string | undefined) ?? STORY_NOW);
      return (
        <ClockContext.Provider value={() => new Date(now)}>
          <I18nProvider i18n={i18n}>
            <MemoryRouter>
              <DesignSystemProvider navigate={() => {}} locale={i18n.locale}>
                <Story />
                <Toaster />
              </DesignSystemProvider>
            </MemoryRouter>
          </I18nProvider>
        </ClockContext.Provider>
      );
    },
  ],
};

export default preview;
