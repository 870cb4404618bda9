import { startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { LogoutDocument, MeDocument, type MeQuery } from '../../generated/graphql';
import { SessionContext, type Session } from '../../modules/auth/SessionContext';
import { clearStoredSession, readStoredSession, writeStoredSession, type StoredSession } from './session-storage';

/** Page navigation with a full reload; a seam so tests can observe it. */
export const pageNavigation = {
  assign: (url: string) => window.location.assign(url),
  replace: (url: string) => window.location.replace(url),
  reload: () => window.location.reload(),
};

/**
 * After signing in: back on the page the person signed in on (to finish what they asked, `?then=save`), that page's
 * history entry is replaced, so Back leaves the page instead of showing it again; another landing is a new entry.
 */
function goAfterSignIn(url: string): void {
  const samePage = new URL(url, window.location.href).pathname === window.location.pathname;
  if (samePage) pageNavigation.replace(url);
  else pageNavigation.assign(url);
}

/**
 * Local storage gives the first paint its session (docs/product.md#overview), but the server session is the truth: `me` is read
 * once at start and corrects or clears stale storage, so a forged `userRole` only changes what is drawn.
 * `signedOutByServer`: the page came rendered by the server, which renders only for a request without a session
 * cookie, and storage claims no session: the visitor is signed out, and asking `me` again would cost a phone 40 ms
 * of main thread and a round trip before it answers a tap.
 */
export function SessionProvider({ children, signedOutByServer = false }: { children: ReactNode; signedOutByServer?: boolean }) {
  const client = useApolloClient();
  const [stored, setStored] = useState<StoredSession | null>(() => readStoredSession());
  const [verifying, setVerifying] = useState(!signedOutByServer);

  useEffect(() => {
    if (signedOutByServer) return;
    let cancelled = false;
    client
      // Not written to the cache: nothing else reads it there, and a write would have every query on the page
      // compared again while it is starting.
      .query<MeQuery>({ query: MeDocument, fetchPolicy: 'no-cache' })
      .then(({ data }) => {
        if (cancelled) return;
        const me = data?.me;
        if (me) {
          const next = { userId: me.id, userRole: me.role };
          writeStoredSession(next);
          // Same session as storage said: no new object, so nothing that reads it renders again.
          setStored((current) => (current?.userId === next.userId && current.userRole === next.userRole ? current : next));
        } else {
          clearStoredSession();
          setStored(null);
        }
      })
      // Network down: keep what storage says; every protected call is still checked by the server.
      .catch(() => {})
      // As a transition: the whole page reads the session, and this render comes while a phone is still starting
      // (it yields every few milliseconds instead of one long task).
      .finally(() => !cancelled && startTransition(() => setVerifying(false)));
    return () => {
      cancelled = true;
    };
  }, [client, signedOutByServer]);

  const value = useMemo<Session>(
    () => ({
      userId: stored?.userId ?? null,
      role: stored?.userRole ?? null,
      verifying,
      signedIn: (user, returnTo) => {
        writeStoredSession({ userId: user.id, userRole: user.role });
        // Loaded when someone signs in, not with the first page (its 170 KB budget).
        void import('./landing').then(({ landingAfterSignIn }) => goAfterSignIn(landingAfterSignIn(user.role, returnTo)));
      },
      signOut: async () => {
        try {
          await client.mutate({ mutation: LogoutDocument });
        } finally {
          clearStoredSession();
          pageNavigation.reload();
        }
      },
    }),
    [stored, verifying, client],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
