import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSession } from '../SessionContext';
import { AuthDialogContext } from './AuthDialogContext';
import { authModeOf, withoutAuthParam } from './auth-link';
import type { AuthMode } from './auth-types';

// The dialog (and zod's registration schema) loads on first open, not with the home page.
const AuthDialogContainer = lazy(() => import('./AuthDialogContainer').then((m) => ({ default: m.AuthDialogContainer })));

/**
 * One auth dialog for the whole app; anything can open it with `useAuthDialog().openAuthDialog()`, and a page's
 * `?auth=sign-in` (`SignInLink`) opens it when the app starts.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [mounted, setMounted] = useState(false);
  const controls = useMemo(
    () => ({
      openAuthDialog: (next: AuthMode = 'signIn') => {
        setMode(next);
        setMounted(true);
        setOpen(true);
      },
    }),
    [],
  );
  // A page asked for with `?auth=sign-in` (a sign-in link followed before the app ran): the dialog opens once the
  // app runs, for someone signed out, and the parameter leaves the address (a reload or Back does not reopen it).
  const [search, setSearch] = useSearchParams();
  const { userId } = useSession();
  const asked = authModeOf(search);
  useEffect(() => {
    if (!asked) return;
    if (!userId) controls.openAuthDialog(asked);
    setSearch(withoutAuthParam(search), { replace: true });
  }, [asked, userId, controls, search, setSearch]);
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <AuthDialogContainer isOpen={isOpen} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
