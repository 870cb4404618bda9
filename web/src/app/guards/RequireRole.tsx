import type { ReactNode } from 'react';
import type { Role } from '@hearth/api/contracts';
import { useAuthDialog } from '../../modules/auth/AuthDialog/AuthDialogContext';
import { useSession } from '../session/SessionContext';
import { AccessDenied, SignInRequired } from './GuardViews';

export interface RequireRoleProps {
  /** Roles that see the screen; omit for "any signed-in user". */
  allow?: readonly Role[];
  signedOutMessage?: string;
  deniedMessage?: string;
  children: ReactNode;
}

/**
 * Route guard from the session (spec §2, §6). It only decides what is drawn: the API checks every call itself.
 * Switch Account opens the sign-in dialog; signing in replaces the current session.
 */
export function RequireRole({ allow, signedOutMessage, deniedMessage = 'You do not have access to this page.', children }: RequireRoleProps) {
  const { role } = useSession();
  const { openAuthDialog } = useAuthDialog();
  if (!role) return <SignInRequired message={signedOutMessage} onSignIn={() => openAuthDialog('signIn')} />;
  if (allow && !allow.includes(role)) return <AccessDenied message={deniedMessage} onSwitchAccount={() => openAuthDialog('signIn')} />;
  return <>{children}</>;
}
