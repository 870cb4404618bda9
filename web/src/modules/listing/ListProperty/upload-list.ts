import type { UploadItem } from '@hearth/design-system';
import type { UploadedFile } from '../../../lib/upload';

/** A file on its way to storage: its progress step (10, 30, 80, 100: docs/product.md#states-and-transitions), or why it failed. */
export interface UploadingFile {
  key: string;
  name: string;
  size: number;
  progress: number;
  error?: string;
}

/** One uploader's files: stored ones (kept in the draft, sent with the listing) and ones uploading or failed. */
export interface UploadList {
  uploading: UploadingFile[];
  uploaded: UploadedFile[];
}

export const EMPTY_UPLOADS: UploadList = { uploading: [], uploaded: [] };

/** The dropzone's rows: stored files (image thumbnail, IPFS content id), then the ones uploading or failed. */
export function uploadItems({ uploaded, uploading }: UploadList): UploadItem[] {
  return [
    ...uploaded.map((f) => ({
      id: f.id,
      name: f.name,
      size: f.size,
      progress: 100,
      status: 'done' as const,
      previewSrc: f.category === 'image' ? f.url : undefined,
      detail: `IPFS ${f.ipfsHash}`,
    })),
    ...uploading.map((u) => ({ id: u.key, name: u.name, size: u.size, progress: u.progress, status: u.error ? ('error' as const) : ('uploading' as const), error: u.error })),
  ];
}

/** The list without one row (a stored file's id or an upload's key). */
export function withoutFile(list: UploadList, id: string): UploadList {
  return { uploading: list.uploading.filter((u) => u.key !== id), uploaded: list.uploaded.filter((f) => f.id !== id) };
}

/** Some file is still on its way (failed ones are not: they wait to be removed or are left out). */
export function isUploading(list: UploadList): boolean {
  return list.uploading.some((u) => !u.error);
}

/** An upload finished: it joins the stored files, unless its row was removed meanwhile. */
export function uploadDone(list: UploadList, key: string, file: UploadedFile): UploadList {
  if (!list.uploading.some((u) => u.key === key)) return list;
  return { uploading: list.uploading.filter((u) => u.key !== key), uploaded: [...list.uploaded, file] };
}

/** Changes one upload's row (its progress step or its failure). */
export function updateUpload(list: UploadList, key: string, change: Partial<UploadingFile>): UploadList {
  return { ...list, uploading: list.uploading.map((u) => (u.key === key ? { ...u, ...change } : u)) };
}
