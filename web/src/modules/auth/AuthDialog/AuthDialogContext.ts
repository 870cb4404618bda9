import { createContext, useContext } from 'react';
import type { AuthMode } from './auth-types';

export interface AuthDialogControls {
  /** Opens the dialog, by default on sign in. */
  openAuthDialog: (mode?: AuthMode) => void;
}

export const AuthDialogContext = createContext<AuthDialogControls>({ openAuthDialog: () => {} });

export function useAuthDialog(): AuthDialogControls {
  return useContext(AuthDialogContext);
}
