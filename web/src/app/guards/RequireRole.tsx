import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DocumentTitle, pageTitle } from '../../lib/page-title';
import { useAuthDialog } from '../../modules/auth/AuthDialog/AuthDialogContext';
import { useSession } from '../../modules/auth/SessionContext';
import { AccessDenied, SignInRequired } from './GuardViews';
import { ROUTE_ACCESS, type GuardedRoute, type RouteAccess } from './route-access';

export interface RequireRoleProps {
  /** Which screen: its roles and texts come from ROUTE_ACCESS. */
  route: GuardedRoute;
  children: ReactNode;
}

/**
 * Route guard from the session (docs/product.md#screens-and-routes and docs/product.md#roles-and-permissions), the only place that draws a screen's signed-out and denied states:
 * the pages inside render for allowed roles only. It only decides what is drawn: the API checks every call itself.
 * Switch Account opens the sign-in dialog; signing in replaces the current session.
 */
export function RequireRole({ route, children }: RequireRoleProps) {
  const { role } = useSession();
  const { openAuthDialog } = useAuthDialog();
  const { t, i18n } = useLingui();
  const access: RouteAccess = ROUTE_ACCESS[route];
  const openSignIn = () => openAuthDialog('signIn');
  // Before the page: a page that titles itself more precisely (a dashboard's open tab) sets its title after this one.
  const title = <DocumentTitle title={pageTitle(i18n._(access.title))} />;
  if (!role)
    return (
      <>
        {title}
        <SignInRequired message={i18n._(access.signedOutMessage)} onSignIn={openSignIn} />
      </>
    );
  if (access.allow && !access.allow.includes(role)) {
    return (
      <>
        {title}
        <AccessDenied message={access.deniedMessage ? i18n._(access.deniedMessage) : t`You do not have access to this page.`} onSwitchAccount={openSignIn} />
      </>
    );
  }
  return (
    <>
      {title}
      {children}
    </>
  );
}
