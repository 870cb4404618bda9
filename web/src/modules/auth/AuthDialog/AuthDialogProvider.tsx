import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { AuthDialogContext } from './AuthDialogContext';
import type { AuthMode } from './auth-types';

// The dialog (and zod's registration schema) loads on first open, not with the home page.
const AuthDialog = lazy(() => import('./AuthDialog').then((m) => ({ default: m.AuthDialog })));

/** One auth dialog for the whole app; anything can open it with `useAuthDialog().openAuthDialog()`. */
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
  return (
    <AuthDialogContext.Provider value={controls}>
      {children}
      {mounted ? (
        <Suspense fallback={null}>
          <AuthDialog isOpen={isOpen} onOpenChange={setOpen} mode={mode} onModeChange={setMode} />
        </Suspense>
      ) : null}
    </AuthDialogContext.Provider>
  );
}
