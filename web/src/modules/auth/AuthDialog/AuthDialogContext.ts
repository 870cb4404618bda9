import { createContext, useContext } from 'react';
import type { AuthMode } from './auth-types';
import type { ResumeAction } from '../return-path';

export interface AuthDialogOptions {
  /** The action that asked for an account (Save, Request Viewing…): the page finishes it once signed in. */
  then?: ResumeAction | null;
}

export interface AuthDialogControls {
  /**
   * Opens the dialog, by default on sign in. Signing in (or up, or through the emailed link) comes back to this page
   * and its query, and finishes `then` (return-path.ts).
   */
  openAuthDialog: (mode?: AuthMode, options?: AuthDialogOptions) => void;
}

export const AuthDialogContext = createContext<AuthDialogControls>({ openAuthDialog: () => {} });

export function useAuthDialog(): AuthDialogControls {
  return useContext(AuthDialogContext);
}
