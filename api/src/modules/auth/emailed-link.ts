import { RETURN_PATH_PARAM, safeReturnPath } from '../../contracts/index.js';

/**
 * The address of an emailed sign-in or verification link: the web page with its token and, when the person asked
 * from a page, that page as `?next=` (a path of this site only; the page checks it again before following it).
 */
export function emailedLink(publicUrl: string, page: 'magic-link' | 'verify-email', token: string, returnTo?: string): string {
  const query = new URLSearchParams({ token });
  const next = safeReturnPath(returnTo);
  if (next) query.set(RETURN_PATH_PARAM, next);
  return `${publicUrl}/${page}?${query}`;
}
