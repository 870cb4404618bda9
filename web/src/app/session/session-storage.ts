import { ROLES, type Role } from '@hearth/api/contracts/roles';

/** docs/product.md#overview: the client keeps `userId` and `userRole` in local storage; they drive what the UI shows. */
export interface StoredSession {
  userId: number;
  userRole: Role;
}

const ID_KEY = 'userId';
const ROLE_KEY = 'userRole';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, sandboxed frame)
  }
}

export function readStoredSession(): StoredSession | null {
  const s = storage();
  const id = Number(s?.getItem(ID_KEY));
  const role = s?.getItem(ROLE_KEY) as Role | null;
  if (!Number.isInteger(id) || id <= 0 || !role || !ROLES.includes(role)) return null;
  return { userId: id, userRole: role };
}

export function writeStoredSession(session: StoredSession): void {
  const s = storage();
  s?.setItem(ID_KEY, String(session.userId));
  s?.setItem(ROLE_KEY, session.userRole);
}

export function clearStoredSession(): void {
  const s = storage();
  s?.removeItem(ID_KEY);
  s?.removeItem(ROLE_KEY);
}

/** Where a role lands after signing in (docs/product.md#roles). */
export function homeForRole(role: Role): string {
  return role === 'admin' ? '/admin' : role === 'landlord' ? '/dashboard' : '/';
}
