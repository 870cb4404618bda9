import { Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { lazyNamed } from '../../../lib/lazy-named';
import { useSession } from '../SessionContext';
import { AuthDialogContext, type AuthDialogControls, type AuthDialogOptions } from './AuthDialogContext';
import { authModeOf, RESUME_PARAM, withoutAuthParam, type AuthOrigin } from './auth-link';
import type { AuthMode } from './auth-types';

// The dialog (and zod's registration schema) loads on first open, not with the home page.
const AuthDialogContainer = lazyNamed(() => import('./AuthDialogContainer'), 'AuthDialogContainer');

/**
 * One auth dialog for the whole app; anything can open it with `useAuthDialog().openAuthDialog()`, and a page's
 * `?auth=sign-in` (`SignInLink`) opens it when the app starts.
 */
export function AuthDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [mounted, setMounted] = useState(false);
  // The page the dialog was opened on, and the action that asked: where signing in comes back to (the return path
  // is made in the dialog's own chunk, so the first load carries none of it).
  const [origin, setOrigin] = useState<AuthOrigin | null>(null);
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  const controls = useMemo<AuthDialogControls>(
    () => ({
      openAuthDialog: (next = 'signIn', options = {}) => {
        setOrigin({ location: { pathname: here.current.pathname, search: here.current.search }, then: options.then ?? null });
        setMode(next);
        setMounted(true);
        setOpen(true);
      },
    }),
    [],
  );
  // A page asked for with `?auth=sign-in` (a sign-in link followed before the app ran): the dialog opens once the
  // app runs, for someone signed out, and the parameter leaves the address (a reload or Back does not reopen it),
  // with the action it names (`then`), which the dialog keeps for after sign-in.
  const [search, setSearch] = useSearchParams();
  const { userId } = useSession();
  const asked = authModeOf(search);
  useEffect(() => {
    if (!asked) return;
    if (userId) return setSearch(withoutAuthParam(search), { replace: true });
    controls.openAuthDialog(asked, { then: search.get(RESUME_PARAM) as AuthDialogOptions['then'] });
    const rest = withoutAuthParam(search);
    rest.delete(RESUME_PARAM);
    setSearch(rest, { replace: true });
  }, [asked, userId, controls, search, setSearch]);
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <AuthDialogContainer isOpen={isOpen} onOpenChange={setOpen} mode={mode} onModeChange={setMode} origin={origin} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
