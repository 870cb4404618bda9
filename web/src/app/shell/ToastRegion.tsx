import { Toaster } from '@hearth/design-system';

/** The toast region, in its own chunk (see App.tsx). */
export function ToastRegion() {
  return <Toaster />;
}
