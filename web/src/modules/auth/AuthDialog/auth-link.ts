import type { AuthMode } from './auth-types';

/**
 * `?auth=sign-in` (or `sign-up`) on any page asks for the auth dialog: the app opens it when the page starts
 * (AuthDialogProvider). Sign-in controls are links to the page they are on with it, so a click made before the app
 * has loaded (or without scripts) loads a page the server renders, and the dialog opens once the app runs.
 */
export const AUTH_PARAM = 'auth';
/** The action that asked for an account, finished once signed in (modules/auth/return-path.ts). */
export const RESUME_PARAM = 'then';
const MODES = { 'sign-in': 'signIn', 'sign-up': 'signUp' } as const satisfies Record<string, AuthMode>;
type LinkMode = (typeof MODES)[keyof typeof MODES];

/** The dialog a URL's query asks for, if any. */
export function authModeOf(search: URLSearchParams): LinkMode | null {
  const value = search.get(AUTH_PARAM);
  return value && value in MODES ? MODES[value as keyof typeof MODES] : null;
}

/** The page at `location` asking for the dialog in `mode` (its other query parameters kept), and `then` to finish. */
export function authHref(location: { pathname: string; search: string }, mode: LinkMode = 'signIn', then?: string): string {
  const search = new URLSearchParams(location.search);
  search.set(AUTH_PARAM, Object.entries(MODES).find(([, m]) => m === mode)![0]);
  if (then) search.set(RESUME_PARAM, then);
  return `${location.pathname}?${search}`;
}

/** The query without the dialog's parameter (once the dialog is open, the address no longer asks for it). */
export function withoutAuthParam(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(AUTH_PARAM);
  return next;
}

/** Where the dialog was opened: the page and the action that asked (the return path is made from it on sign-in). */
export interface AuthOrigin {
  location: { pathname: string; search: string };
  then: string | null;
}
