import { createContext, useContext } from 'react';
import type { Role } from '@hearth/api/contracts/roles';

export interface Session {
  /** Null when signed out. */
  userId: number | null;
  role: Role | null;
  /** True until the server's `me` answer has confirmed or corrected local storage. */
  verifying: boolean;
  /**
   * Stores the session, then reloads onto `returnTo` (the page signing in was asked from, a path of this site) or else
   * the role's home page (docs/product.md#auth-dialog).
   */
  signedIn: (user: { id: number; role: Role }, returnTo?: string | null) => void;
  /** Ends the server session, clears storage and reloads (docs/product.md#navigation). */
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session>({
  userId: null,
  role: null,
  verifying: false,
  signedIn: () => {},
  signOut: async () => {},
});

export function useSession(): Session {
  return useContext(SessionContext);
}
