import type { ContractDocumentInput } from '@hearth/api/contracts';

/**
 * Spec §7 presigned-url upload of a signed contract: GET a one-time URL, POST the file (field `file`) to it,
 * read data.cid. Progress steps of spec §4: 10, 30, 80, 100. Errors carry the spec §8 texts.
 */
export async function uploadContract(file: File, onProgress: (percent: number) => void): Promise<ContractDocumentInput> {
  onProgress(10);
  const grant = await fetch('/api/upload/presigned-url?purpose=contract', { credentials: 'include' });
  if (!grant.ok) throw new Error(`Upload failed: ${grant.status} ${(await grant.text()) || grant.statusText}`);
  const { url } = (await grant.json()) as { url: string };
  onProgress(30);
  const body = new FormData();
  body.append('file', file);
  const sent = await fetch(`${url}?purpose=contract`, { method: 'POST', body, credentials: 'include' });
  if (!sent.ok) throw new Error(`Upload failed: ${sent.status} ${(await sent.text()) || sent.statusText}`);
  onProgress(80);
  const { data } = (await sent.json()) as { data?: { cid?: string; size?: number; name?: string } };
  if (!data?.cid) throw new Error('Upload successful but no CID returned');
  onProgress(100);
  return { name: data.name ?? file.name, type: 'lease-agreement', ipfsHash: data.cid, size: data.size ?? file.size };
}
