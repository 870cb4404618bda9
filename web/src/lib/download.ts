import { toast } from '@hearth/design-system';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Downloads a stored file from our gateway under its own name; docs/product.md#error-catalogue 'Download Started' or the failure text, in `i18n`'s language. */
export async function downloadFromGateway(ipfsHash: string, name: string, i18n: I18n): Promise<boolean> {
  try {
    const response = await fetch(`/ipfs/${encodeURIComponent(ipfsHash)}`, { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: i18n._(msg`Download Started`), description: i18n._(msg`Downloading "${name}"`), variant: 'success' });
    return true;
  } catch {
    toast({ title: i18n._(msg`Error`), description: i18n._(msg`Failed to download the document. Please try again.`), variant: 'destructive' });
    return false;
  }
}
