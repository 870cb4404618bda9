import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { lightTheme } from '@hearth/design-system';
import { createApolloClient } from './app/apollo';
import { AppProviders, RouterBoundProviders } from './app/App';
import { routes } from './app/routes';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
document.body.classList.add(lightTheme);

// Declarative routing: no screen uses loaders or actions, and leaving the data router out of the bundle keeps
// the home page's initial JavaScript inside its budget.
function AppRoutes() {
  return useRoutes(routes);
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <BrowserRouter>
        <RouterBoundProviders>
          <AppRoutes />
        </RouterBoundProviders>
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
