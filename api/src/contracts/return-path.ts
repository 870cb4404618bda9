/**
 * Where a person goes back to after signing in (the page and its filters, and the action that asked for it): a
 * path on this site only. It travels in sign-in and verification links (`?next=`), so anyone can write one; an
 * address another site could receive (`https://…`, `//evil.example`, `/\evil.example`, `javascript:`) is refused, by
 * the API when it mails a link and by the web app before it follows one. No zod here: the web app's first load checks
 * paths with it (the input schema is `returnPathSchema` of auth.schema.ts).
 */
export const RETURN_PATH_MAX = 1000;
export const RETURN_PATH_MESSAGE = 'The return address must be a page of this site.';
/** The query parameter that carries it in an emailed link. */
export const RETURN_PATH_PARAM = 'next';

const BASE = 'https://hearth.invalid';

/** True for a same-site path (`/property/12?city=Toronto`), false for anything a browser could take elsewhere. */
export function isSafeReturnPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) return false;
  // One leading slash, then not a second one or a backslash (browsers read `/\host` as `//host`).
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // No backslash, space or control character anywhere: browsers strip or rewrite them before resolving.
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  try {
    return new URL(value, BASE).origin === BASE;
  } catch {
    return false;
  }
}

/** `value` when it is a safe return path, else null (a link's `?next=` read by the page it opens). */
export function safeReturnPath(value: unknown): string | null {
  return isSafeReturnPath(value) ? value : null;
}
