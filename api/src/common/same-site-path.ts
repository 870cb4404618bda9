/** Any origin does: only whether `next` stays on it matters, and a path resolves alike against every http(s) origin. */
const ORIGIN = 'http://hearth.invalid';

/**
 * `next` as a path of this site for a redirect, or '/'. Judged as a browser reads a Location (WHATWG URL parsing:
 * tabs and newlines dropped, backslashes as slashes, dot segments resolved), so '/%09/evil.example' is off-site
 * here as it is there. The normalised path is what is sent, so no control character reaches the header.
 */
export function sameSitePath(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/')) return '/';
  let url: URL;
  try {
    url = new URL(next, ORIGIN);
  } catch {
    return '/';
  }
  const path = url.pathname + url.search + url.hash;
  // A normalised path starting '//' would itself be read as another host.
  return url.origin === ORIGIN && !path.startsWith('//') ? path : '/';
}
