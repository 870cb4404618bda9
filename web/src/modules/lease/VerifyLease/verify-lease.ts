import { CONTRACT_MAX_BYTES } from '@hearth/api/contracts/upload-limits';
import type { LeaseSigner, LeaseVerification } from '@hearth/api/contracts/lease-signing.schema';

/** Who signed a sealed lease, as its signature page prints it. */
export type VerifiedSigner = LeaseSigner;

/** What POST /api/verify said of a file, or why it could not say. */
export type VerifyAnswer =
  | { status: 'valid'; cid: string; leaseId: number | null; signers: VerifiedSigner[] }
  | { status: 'invalid'; cid: string | null }
  | { status: 'notPdf' }
  | { status: 'tooBig' }
  | { status: 'error' };

/** The verify page's states: nothing chosen, the file on its way, then the answer about that file. */
export type VerifyState = { status: 'idle' } | { status: 'checking'; fileName: string } | (VerifyAnswer & { fileName: string });

/** The API's limit for a file to check (a contract's); anything over it is refused before it is sent. */
export const VERIFY_MAX_BYTES = CONTRACT_MAX_BYTES;

type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** Sends the file to the public POST /api/verify (multipart field `file`, no sign-in) and reads its answer. */
export async function verifyLeaseFile(file: Blob & { name?: string }, fetchImpl: Fetch = fetch): Promise<VerifyAnswer> {
  if (file.size > VERIFY_MAX_BYTES) return { status: 'tooBig' };
  const body = new FormData();
  body.append('file', file, file.name ?? 'lease.pdf');
  const response = await fetchImpl('/api/verify', { method: 'POST', body }).catch(() => null);
  if (!response) return { status: 'error' };
  if (response.status === 413) return { status: 'tooBig' };
  const json = (await response.json().catch(() => null)) as (Partial<LeaseVerification> & { code?: string }) | null;
  if (!response.ok) return json?.code === 'NOT_A_PDF' ? { status: 'notPdf' } : json?.code === 'PAYLOAD_TOO_LARGE' ? { status: 'tooBig' } : { status: 'error' };
  if (!json || typeof json.valid !== 'boolean') return { status: 'error' };
  if (!json.valid || !json.cid) return { status: 'invalid', cid: json.cid ?? null };
  return { status: 'valid', cid: json.cid, leaseId: json.leaseId ?? null, signers: json.signers ?? [] };
}
