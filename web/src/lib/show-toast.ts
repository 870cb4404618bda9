import type { ToastOptions } from '@hearth/design-system';

/**
 * `toast()` for code of the first load (saving from the home grid, sharing, the flash toast after sign-in): the
 * design system's queue (react-stately's) comes with the first toast, not with the first load. The region that shows
 * toasts loads once the page is idle anyway, and shares its chunk; the queue keeps a toast asked for before it shows.
 */
export function showToast(options: ToastOptions): void {
  void import('./toast-queue').then(({ toast }) => toast(options));
}
