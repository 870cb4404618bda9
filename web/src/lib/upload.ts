import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
/** An uploaded file as the listing form keeps it. */
export interface UploadedFile {
  id: string;
  name: string;
  type: string;
  size: number;
  url: string;
  /** Its content id; '' for an outside image address (a listing's photo in the Edit Property dialog). */
  ipfsHash: string;
  fileId: number;
  uploadedAt: string;
  category: 'image' | 'video' | 'document' | 'other';
}

/** 'private-image': a photo of a private tenancy record (a repair), never public by its content id. */
export type UploadPurpose = 'media' | 'document' | 'contract' | 'private-image';

/** The four progress steps of docs/product.md#states-and-transitions: started, URL issued, file sent, stored. */
export const UPLOAD_STEPS = [10, 30, 80, 100] as const;

export function fileCategory(mimeType: string): UploadedFile['category'] {
  if (mimeType.startsWith('image/')) return 'image';
  if (mimeType.startsWith('video/')) return 'video';
  if (mimeType === 'application/pdf' || mimeType.includes('word') || mimeType.startsWith('text/')) return 'document';
  return 'other';
}

/**
 * The upload calls of docs/product.md#rest-calls: GET /api/upload/presigned-url, then a multipart POST of field `file` to that URL.
 * Throws 'Upload failed: {status} {text}' or 'Upload successful but no CID returned' (docs/product.md#error-catalogue), in `i18n`'s language.
 */
export async function uploadFile(file: File, purpose: UploadPurpose, onProgress: (percent: number) => void, i18n: I18n): Promise<UploadedFile> {
  const failed = async (response: Response) => {
    const { status } = response;
    const text = await response.text();
    return new Error(i18n._(msg`Upload failed: ${status} ${text}`));
  };
  onProgress(UPLOAD_STEPS[0]);
  const grant = await fetch(`/api/upload/presigned-url?purpose=${purpose}`, { credentials: 'include' });
  if (!grant.ok) throw await failed(grant);
  const { url } = (await grant.json()) as { url: string };
  onProgress(UPLOAD_STEPS[1]);

  const body = new FormData();
  body.append('file', file);
  const response = await fetch(url, { method: 'POST', body, credentials: 'include' });
  if (!response.ok) throw await failed(response);
  onProgress(UPLOAD_STEPS[2]);
  const { data } = (await response.json()) as { data?: { cid?: string; id: number; name: string; size: number; mimeType: string } };
  if (!data?.cid) throw new Error(i18n._(msg`Upload successful but no CID returned`));
  onProgress(UPLOAD_STEPS[3]);
  return {
    id: `${data.id}-${data.cid}`,
    name: data.name,
    type: data.mimeType,
    size: data.size,
    url: `/ipfs/${data.cid}`,
    ipfsHash: data.cid,
    fileId: data.id,
    uploadedAt: new Date().toISOString(),
    category: fileCategory(data.mimeType),
  };
}
