import { safeReturnPath } from '@hearth/api/contracts/return-path';
import { AUTH_PARAM, RESUME_PARAM } from './AuthDialog/auth-link';

/**
 * Signing in never throws away what the person was doing: the dialog remembers the page it was opened on (path and
 * query: a listing, the home page's filters) and, when an action asked for it, that action as `?then=`. After
 * sign-in, sign-up or the emailed link the app goes back there, and the page finishes the action
 * (`useResumeAction`). One mechanism for all: the dialog, the emailed links (`?next=`) and the links that work before
 * the app runs (`SignInLink`).
 */
export { RESUME_PARAM };

/** The actions a signed-out visitor can start that need an account; each page finishes its own. */
export const RESUME_ACTIONS = ['save', 'viewing', 'message', 'apply', 'save-search'] as const;
export type ResumeAction = (typeof RESUME_ACTIONS)[number];

/** Pages that are a step of signing in: never a place to come back to. */
const SIGN_IN_PAGES = new Set(['/magic-link', '/verify-email', '/reset-password']);

/** The action a page's query asks to finish, if any. */
export function resumeActionOf(search: URLSearchParams): ResumeAction | null {
  return asResumeAction(search.get(RESUME_PARAM));
}

const asResumeAction = (value: string | null | undefined): ResumeAction | null =>
  (RESUME_ACTIONS as readonly string[]).includes(value ?? '') ? (value as ResumeAction) : null;

/** The query without the action (once finished, a reload or Back does not do it again). */
export function withoutResume(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(RESUME_PARAM);
  return next;
}

const pathOf = (pathname: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
};

/**
 * Where to come back to after signing in from `location`: the page and its query (without the dialog's parameter),
 * with `then` when an action asked for it. Null on the bare home page (the role's landing page then: a landlord's
 * dashboard) and on the sign-in steps' own pages.
 */
export function returnPathFrom(location: { pathname: string; search: string }, then?: string | null): string | null {
  if (SIGN_IN_PAGES.has(location.pathname)) return null;
  const search = withoutResume(new URLSearchParams(location.search));
  search.delete(AUTH_PARAM);
  const action = asResumeAction(then);
  if (action) search.set(RESUME_PARAM, action);
  if (location.pathname === '/' && !search.size) return null;
  return safeReturnPath(pathOf(location.pathname, search));
}

/** The same place without its action (a verification link: confirming an address should not save twice). */
export function withoutResumeAction(path: string | null): string | null {
  if (!path) return null;
  const at = path.indexOf('?');
  return at < 0 ? path : pathOf(path.slice(0, at), withoutResume(new URLSearchParams(path.slice(at + 1))));
}
