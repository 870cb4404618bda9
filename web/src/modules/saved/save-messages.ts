import { t } from '@lingui/core/macro';
import type { ToastOptions } from '@hearth/design-system';
import { errorCode, errorMessage } from '../../lib/graphql-error';

type Toast = Pick<ToastOptions, 'title' | 'description' | 'variant'>;

// Toasts are shown in the browser: `t` reads the client's active locale when one is made.
export const savedToast = (): Toast => ({ title: t`Property Saved`, description: t`Property has been saved to your favorites`, variant: 'success' });
export const removedToast = (): Toast => ({ title: t`Property Removed`, description: t`Property has been removed from your favorites`, variant: 'success' });
export const signInToSaveToast = (): Toast => ({ title: t`Authentication Required`, description: t`Please log in to save properties.`, variant: 'destructive' });

/** Spec §8 save errors, matched on the code and on the server's text as the spec words it. */
export function saveErrorToast(error: unknown): Toast {
  const code = errorCode(error);
  const text = errorMessage(error, '');
  if (code === 'ALREADY_SAVED' || text.includes('Property already saved')) {
    return { title: t`Already Saved`, description: t`This property is already in your favorites`, variant: 'destructive' };
  }
  if (code === 'UNAUTHENTICATED' || text.includes('Authentication required')) return signInToSaveToast();
  return { title: t`Error`, description: t`Failed to save property. Please try again.`, variant: 'destructive' };
}

export function removeErrorToast(error: unknown): Toast {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED' || errorMessage(error, '').includes('Authentication required')) {
    return { title: t`Authentication Required`, description: t`Please log in to manage your saved properties.`, variant: 'destructive' };
  }
  return { title: t`Error`, description: t`Failed to remove property. Please try again.`, variant: 'destructive' };
}
