import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ToastOptions } from '@hearth/design-system';
import { errorCode, errorMessage } from '../../lib/graphql-error';

type Toast = Pick<ToastOptions, 'title' | 'description' | 'variant'>;
interface ToastMessages {
  title: MessageDescriptor;
  description: MessageDescriptor;
  variant: Toast['variant'];
}

const SAVED: ToastMessages = { title: msg`Property Saved`, description: msg`Property has been saved to your favorites`, variant: 'success' };
const REMOVED: ToastMessages = { title: msg`Property Removed`, description: msg`Property has been removed from your favorites`, variant: 'success' };
const SIGN_IN_TO_SAVE: ToastMessages = { title: msg`Authentication Required`, description: msg`Please log in to save properties.`, variant: 'destructive' };
const ALREADY_SAVED: ToastMessages = { title: msg`Already Saved`, description: msg`This property is already in your favorites`, variant: 'destructive' };
const SAVE_FAILED: ToastMessages = { title: msg`Error`, description: msg`Failed to save property. Please try again.`, variant: 'destructive' };
const SIGN_IN_TO_REMOVE: ToastMessages = {
  title: msg`Authentication Required`,
  description: msg`Please log in to manage your saved properties.`,
  variant: 'destructive',
};
const REMOVE_FAILED: ToastMessages = { title: msg`Error`, description: msg`Failed to remove property. Please try again.`, variant: 'destructive' };

/** A toast's texts in the locale of `i18n`. */
const inLocale = ({ title, description, variant }: ToastMessages, i18n: I18n): Toast => ({ title: i18n._(title), description: i18n._(description), variant });

export const savedToast = (i18n: I18n) => inLocale(SAVED, i18n);
export const removedToast = (i18n: I18n) => inLocale(REMOVED, i18n);
export const signInToSaveToast = (i18n: I18n) => inLocale(SIGN_IN_TO_SAVE, i18n);

/** The save errors of docs/product.md#error-catalogue, matched on the code and on the server's text as it is worded there. */
export function saveErrorToast(error: unknown, i18n: I18n): Toast {
  const code = errorCode(error);
  const text = errorMessage(error, '');
  if (code === 'ALREADY_SAVED' || text.includes('Property already saved')) return inLocale(ALREADY_SAVED, i18n);
  if (code === 'UNAUTHENTICATED' || text.includes('Authentication required')) return signInToSaveToast(i18n);
  return inLocale(SAVE_FAILED, i18n);
}

export function removeErrorToast(error: unknown, i18n: I18n): Toast {
  const code = errorCode(error);
  if (code === 'UNAUTHENTICATED' || errorMessage(error, '').includes('Authentication required')) return inLocale(SIGN_IN_TO_REMOVE, i18n);
  return inLocale(REMOVE_FAILED, i18n);
}
