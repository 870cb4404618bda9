import type { ToastOptions } from '@hearth/design-system';
import { errorCode, errorMessage } from '../../lib/graphql-error';

type Toast = Pick<ToastOptions, 'title' | 'description' | 'variant'>;

export const SAVED_TOAST: Toast = { title: 'Property Saved', description: 'Property has been saved to your favorites', variant: 'success' };
export const REMOVED_TOAST: Toast = { title: 'Property Removed', description: 'Property has been removed from your favorites', variant: 'success' };
export const SIGN_IN_TO_SAVE_TOAST: Toast = { title: 'Authentication Required', description: 'Please log in to save properties.', variant: 'destructive' };

/** Spec §8 save errors, matched on the code and on the server's text as the spec words it. */
export function saveErrorToast(error: unknown): Toast {
  const code = errorCode(error);
  const text = errorMessage(error, '');
  if (code === 'ALREADY_SAVED' || text.includes('Property already saved')) {
    return { title: 'Already Saved', description: 'This property is already in your favorites', variant: 'destructive' };
  }
  if (code === 'UNAUTHENTICATED' || text.includes('Authentication required')) return SIGN_IN_TO_SAVE_TOAST;
  return { title: 'Error', description: 'Failed to save property. Please try again.', variant: 'destructive' };
}

export function removeErrorToast(error: unknown): Toast {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED' || errorMessage(error, '').includes('Authentication required')) {
    return { title: 'Authentication Required', description: 'Please log in to manage your saved properties.', variant: 'destructive' };
  }
  return { title: 'Error', description: 'Failed to remove property. Please try again.', variant: 'destructive' };
}
