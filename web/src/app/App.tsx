import { Suspense, useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useHref, useNavigate, useRoutes } from 'react-router-dom';
import { DesignSystemProvider } from '@hearth/design-system';
import { lazyNamed } from '../lib/lazy-named';
import { useAfterIdle } from '../lib/use-after-idle';
import { AuthDialogProvider } from '../modules/auth/AuthDialog/AuthDialogProvider';
import { showFlashToast } from '../lib/flash-toast';
import { routes } from './routes';
import { SessionProvider } from './session/SessionProvider';

// Toasts queue in the design system's store from the start; the region that shows them loads once the page is idle.
const Toaster = lazyNamed(() => import('./shell/ToastRegion'), 'ToastRegion');

/**
 * The whole app under a router (BrowserRouter in the browser, StaticRouter when prerendering). Declarative
 * routing: no screen uses loaders or actions, and the data router stays out of the home page's JavaScript.
 */
export function App({ client }: { client: ApolloClient }) {
  return (
    <AppProviders client={client}>
      <RouterBoundProviders>
        <AppRoutes />
      </RouterBoundProviders>
    </AppProviders>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/** Providers that need the router (react-aria links navigate through react-router). */
export function RouterBoundProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toastsReady = useAfterIdle();
  useEffect(showFlashToast, []);
  return (
    <DesignSystemProvider navigate={(path) => void navigate(path)} useHref={useHref}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
      {toastsReady ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </DesignSystemProvider>
  );
}

export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <ApolloProvider client={client}>
      <SessionProvider>{children}</SessionProvider>
    </ApolloProvider>
  );
}
