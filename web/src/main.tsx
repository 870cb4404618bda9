import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { lightTheme } from '@hearth/design-system';
import { createApolloClient } from './app/apollo';
import { App } from './app/App';
import { readStoredSession } from './app/session/session-storage';
import { preloadFilterBar } from './modules/home/FilterBarSlot';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
document.body.classList.add(lightTheme);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App client={createApolloClient()} />
    </BrowserRouter>
  </StrictMode>
);

// '/' arrives prerendered for a signed-out visitor (scripts/prerender.mjs): hydrate it, so it stays on screen and
// a click made while the code loads is not lost. Anyone else gets a fresh render. Both as transitions: they yield
// to the browser every few milliseconds instead of blocking it in one long task.
const hydrateHome = container.dataset.prerendered === 'home' && !readStoredSession();
if (hydrateHome) preloadFilterBar();
startTransition(() => {
  if (hydrateHome) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
