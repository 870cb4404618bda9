import { toast } from '@hearth/design-system';

/** Downloads a stored file from our gateway under its own name; §8 'Download Started' or the failure text. */
export async function downloadFromGateway(ipfsHash: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(`/ipfs/${encodeURIComponent(ipfsHash)}`, { credentials: 'include' });
    if (!response.ok) throw new Error(`${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    const a = Object.assign(document.createElement('a'), { href: url, download: name });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast({ title: 'Download Started', description: `Downloading "${name}"`, variant: 'success' });
    return true;
  } catch {
    toast({ title: 'Error', description: 'Failed to download the document. Please try again.', variant: 'destructive' });
    return false;
  }
}
