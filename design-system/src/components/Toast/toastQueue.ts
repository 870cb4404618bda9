import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** Toast constants of docs/product.md#business-constants. */
export const TOAST_LIMIT = 1;
export const TOAST_TIMEOUT_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';
export const TOAST_MAX_WIDTH_PX = 420;

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastContent {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
}

export interface ToastOptions extends ToastContent {
  /** Milliseconds before it closes by itself; 0 keeps it until dismissed. Default 5000. */
  timeout?: number;
  onClose?: () => void;
}

export type HearthToastQueue = ToastQueue<ToastContent>;

/** A queue that shows at most one toast; later toasts wait their turn. */
export function createToastQueue(): HearthToastQueue {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: TOAST_LIMIT });
}

/** The app-wide queue rendered by `<Toaster />`. */
export const toastQueue = createToastQueue();

function addToast(queue: HearthToastQueue, { timeout = TOAST_TIMEOUT_MS, onClose, ...content }: ToastOptions): string {
  return queue.add(content, { timeout: timeout > 0 ? timeout : undefined, onClose });
}

/**
 * Show a toast: `toast({ title: 'Property Saved', description: '...', variant: 'success' })`.
 * Returns its key; `toast.dismiss(key)` closes it early.
 */
export const toast = Object.assign((options: ToastOptions) => addToast(toastQueue, options), {
  dismiss: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
});

export { addToast };
