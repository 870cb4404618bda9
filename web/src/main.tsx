import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { lightTheme } from '@hearth/design-system';
import { createApolloClient } from './app/apollo';
import { AppProviders, RouterBoundProviders } from './app/App';
import { routes } from './app/routes';

// Portalled overlays (dialogs, menus, toasts) render into <body>, so the theme class lives there.
document.body.classList.add(lightTheme);

const router = createBrowserRouter([{ element: <RouterBoundProviders />, children: routes }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders client={createApolloClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
