import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useLingui } from '@lingui/react/macro';
import { useAuthDialog } from '../../modules/auth/AuthDialog/AuthDialogContext';
import { useSession } from '../../modules/auth/SessionContext';
import { SiteFooter } from './SiteFooter';
import { NavBar } from './NavBar';
import { PageSpinner } from './PageSpinner';
import * as styles from './Shell.css';

/** NavBar, the routed page, Footer. Lazy routes suspend inside <main> so the frame never flashes. */
export function Layout() {
  const { role, signOut } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const { pathname } = useLocation();
  const { t } = useLingui();
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        {t`Skip to content`}
      </a>
      <NavBar role={role} currentPath={pathname} onSignIn={() => openAuthDialog('signIn')} onLogout={() => void signOut()} />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter role={role} />
    </>
  );
}
