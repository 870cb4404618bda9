import type { Role } from '@hearth/api/contracts/roles';
import { safeReturnPath } from '@hearth/api/contracts/return-path';
import { homeForRole } from './session-storage';

/**
 * Where signing in lands: back where it was asked (checked again here, the last step before the browser follows it:
 * a path of this site), except the home page's search for a role whose landing page is elsewhere (a landlord signing
 * in from the search goes to their dashboard, as the original client did); else the role's landing page.
 */
export function landingAfterSignIn(role: Role, returnTo: string | null | undefined): string {
  const back = safeReturnPath(returnTo);
  const home = homeForRole(role);
  if (!back || (home !== '/' && (back === '/' || back.startsWith('/?')))) return home;
  return back;
}
