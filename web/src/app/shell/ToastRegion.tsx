import { Toaster } from '@hearth/design-system';

/** The toast region, in its own chunk (see App.tsx); the design system names it in the page's language. */
export function ToastRegion() {
  return <Toaster />;
}
