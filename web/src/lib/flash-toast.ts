import type { ToastOptions } from '@hearth/design-system';
import { showToast } from './show-toast';

const KEY = 'hearth.flashToast';

/** Keeps a toast across the reload that follows sign-in, so 'Login successful!' is still seen. */
export function flashToast(options: Pick<ToastOptions, 'title' | 'description' | 'variant'>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(options));
  } catch {
    showToast(options);
  }
}

/** Shows (once) the toast left by the previous page. */
export function showFlashToast(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    showToast(JSON.parse(raw) as ToastOptions);
  } catch {
    // Storage unavailable or a malformed entry: nothing to show.
  }
}
