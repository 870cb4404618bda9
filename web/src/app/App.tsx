import { Suspense, useEffect, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useHref, useNavigate, useRoutes } from 'react-router-dom';
import { NativeDesignSystemProvider } from '@hearth/design-system';
import { I18nProvider, useLingui } from '@lingui/react';
import type { I18n } from '@lingui/core';
import { lazyNamed } from '../lib/lazy-named';
import { loadModuleCatalogs } from './i18n';
import { useAfterIdle } from '../lib/use-after-idle';
import { AuthDialogProvider } from '../modules/auth/AuthDialog/AuthDialogProvider';
import { showFlashToast } from '../lib/flash-toast';
import { routes } from './routes';
import { SessionProvider } from './session/SessionProvider';
import { NewPageStart } from './shell/NewPageStart';

// Toasts queue in the design system's store from the start; the region that shows them loads once the page is idle.
const Toaster = lazyNamed(() => import('./shell/ToastRegion'), 'ToastRegion');

/**
 * The whole app under a router (BrowserRouter in the browser, StaticRouter when prerendering). Declarative
 * routing: no screen uses loaders or actions, and the data router stays out of the home page's JavaScript.
 */
export function App({ client, i18n, signedOutByServer }: { client: ApolloClient; i18n: I18n; signedOutByServer?: boolean }) {
  return (
    <AppProviders client={client} i18n={i18n} signedOutByServer={signedOutByServer}>
      <RouterBoundProviders>
        <NewPageStart />
        <AppRoutes />
      </RouterBoundProviders>
    </AppProviders>
  );
}

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Providers that need the router (links navigate through react-router). react-aria's own providers come with each
 * lazy part (lib/lazy-named.ts), so none of react-aria is in the first load.
 */
export function RouterBoundProviders({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toastsReady = useAfterIdle();
  const { i18n } = useLingui();
  useEffect(showFlashToast, []);
  // Once the page is idle, the other modules' messages of the locale: toasts of a click on the home page (saving a
  // listing) speak the page's language.
  useEffect(() => {
    if (toastsReady) void loadModuleCatalogs();
  }, [toastsReady]);
  return (
    <NativeDesignSystemProvider navigate={(path) => void navigate(path)} useHref={useHref} locale={i18n.locale}>
      <AuthDialogProvider>{children}</AuthDialogProvider>
      {toastsReady ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </NativeDesignSystemProvider>
  );
}

/**
 * Apollo, the session and the messages of the active locale (the server renders each page with its own `i18n`).
 * `signedOutByServer`: a hydrated page, sent only to a request without a session (SessionProvider).
 */
export function AppProviders({
  client,
  i18n,
  signedOutByServer,
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  signedOutByServer?: boolean;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <SessionProvider signedOutByServer={signedOutByServer}>{children}</SessionProvider>
      </ApolloProvider>
    </I18nProvider>
  );
}
