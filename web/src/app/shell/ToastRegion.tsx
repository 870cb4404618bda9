import { useLingui } from '@lingui/react/macro';
import { Toaster } from '@hearth/design-system';

/** The toast region, in its own chunk (see App.tsx), named in the page's language. */
export function ToastRegion() {
  const { t } = useLingui();
  return <Toaster labels={{ region: t`Notifications (F8)`, dismiss: t`Dismiss` }} />;
}
