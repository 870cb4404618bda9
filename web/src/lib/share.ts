import { t } from '@lingui/core/macro';
import { showToast } from './show-toast';

export interface ShareTarget {
  id: number;
  title: string;
}

/**
 * Share (docs/product.md#error-catalogue): native share with the title and 'Check out this property: {title}'; when unavailable or failing
 * for a reason other than the user cancelling, copy {origin}/property/{id} and say 'Link Copied'.
 */
export async function shareProperty({ id, title }: ShareTarget, nav: Navigator = navigator, origin = window.location.origin) {
  const url = `${origin}/property/${id}`;
  if (typeof nav.share === 'function') {
    try {
      await nav.share({ title, text: t`Check out this property: ${title}`, url });
      return 'shared' as const;
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled' as const;
    }
  }
  try {
    await nav.clipboard.writeText(url);
  } catch {
    // Clipboard blocked: the toast still tells where the link points.
  }
  // The client's active locale (a share only happens in the browser).
  showToast({ title: t`Link Copied`, description: t`Property link copied to clipboard`, variant: 'success' });
  return 'copied' as const;
}
