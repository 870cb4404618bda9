import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { lightTheme } from '@hearth/design-system';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { DOCUMENT_TITLE } from './app/document-head';
import { activateLocale } from './app/i18n';
import { isLocale, localeCookie, pickLocale } from './lib/locale';
import { restoreServerState } from './app/server-state';
import { readStoredSession } from './app/session/session-storage';
import { preloadFilterBar } from './modules/home/FilterBarSlot';
import { readHomeResults } from './modules/home/HomeContainer';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
document.body.classList.add(lightTheme);

const container = document.getElementById('root')!;

// A signed-out visitor's page arrives rendered: 'page', a property page the API rendered with its data (its Apollo
// cache beside it), or 'home', the home page the build prerendered before its data. Hydrate it, so it stays on screen and a click made
// while the code loads is not lost. Stale storage claiming a session, and every other page, get a fresh render.
// Both as transitions: they yield to the browser every few milliseconds instead of blocking it in one long task.
const { prerendered } = container.dataset;
const hydrate = (prerendered === 'page' || prerendered === 'home') && !readStoredSession();
// The locale: a page the server sent in a language keeps it (<html lang>); otherwise the person's choice (the
// switcher's cookie), else the browser's languages, as the server decides.
const pageLocale = document.documentElement.lang;
const locale = hydrate && isLocale(pageLocale) ? pageLocale : pickLocale(localeCookie(document.cookie), navigator.languages);
document.documentElement.lang = locale;

/** Gives the browser the main thread between two steps of the start (a tap, a paint), so neither is a long task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The first Intl call of a page starts ICU (about 18 ms, whichever call comes first): here, in a task of its own,
// rather than inside react-aria's module evaluation or the hydration that would otherwise make it.
setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf([locale]), 0);

async function start() {
  // A rendered page other than the home is a lazy route that needs every module's messages: in before hydration.
  const messages = activateLocale(locale, hydrate && window.location.pathname !== '/');
  // The scripts' evaluation was one task: the cache and the filter bar's code come in the next.
  await nextTask();
  const client = createApolloClient();
  if (hydrate) {
    restoreServerState(client);
    if (window.location.pathname === '/') preloadFilterBar();
  }
  const i18n = await messages;
  if (hydrate && window.location.pathname === '/') {
    await readHomeResults(client, nextTask);
    await nextTask();
  }
  // index.html's title is the English one; a page the server did not send in a language starts from it in the locale.
  if (!hydrate) document.title = i18n._(DOCUMENT_TITLE);
  const app = (
    <StrictMode>
      <BrowserRouter>
        <App client={client} i18n={i18n} signedOutByServer={hydrate} />
      </BrowserRouter>
    </StrictMode>
  );
  startTransition(() => {
    if (hydrate) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

void start();
