import type { Role } from '@hearth/api/contracts/roles';

export interface SignedInUser {
  id: number;
  role: Role;
}

/** A refused REST auth call: the server's `{code, message}`, or only a message when no answer came. */
export class AuthRestError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * POSTs a REST auth call that answers `{ user }` and sets the httpOnly session cookie (the emailed-link pages use
 * REST because the token arrives in the URL, not through a form of the GraphQL dialog).
 */
export async function postSignIn(path: string, body: unknown, fallbackMessage: string): Promise<SignedInUser> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null);
  if (!response) throw new AuthRestError(fallbackMessage);
  const json = (await response.json().catch(() => ({}))) as { user?: SignedInUser; code?: string; message?: string };
  if (!response.ok || !json.user) throw new AuthRestError(json.message ?? fallbackMessage, json.code);
  return json.user;
}
