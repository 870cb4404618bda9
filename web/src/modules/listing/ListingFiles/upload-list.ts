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

/** A stored file of a listing form: an upload, or a photo the listing already shows (its size unknown). */
export type ListingFile = Omit<UploadedFile, 'size'> & { size?: number };

/** One uploader's files: stored ones (kept in the draft, sent with the listing) and ones uploading or failed. */
export interface UploadList {
  uploading: UploadingFile[];
  /** In the order shown: the first image is the listing's cover. */
  uploaded: ListingFile[];
  /** The rows as shown, by stored file id or upload key; absent, the stored files then the uploads. */
  order?: string[];
}

export const EMPTY_UPLOADS: UploadList = { uploading: [], uploaded: [] };

/** The rows' ids in the order shown. */
export function rowOrder(list: UploadList): string[] {
  return list.order ?? [...list.uploaded.map((f) => f.id), ...list.uploading.map((u) => u.key)];
}

// The stored files follow the rows' order, so what is sent is what was shown.
const inOrder = (files: ListingFile[], order: string[]) => {
  const byId = new Map(files.map((f) => [f.id, f]));
  return order.flatMap((id) => byId.get(id) ?? []);
};

/** The dropzone's rows in the order shown: stored files (image thumbnail, IPFS content id) and the ones uploading or failed. */
export function uploadItems(list: UploadList): UploadItem[] {
  const stored = new Map(list.uploaded.map((f) => [f.id, f]));
  const uploads = new Map(list.uploading.map((u) => [u.key, u]));
  return rowOrder(list).flatMap((id): UploadItem[] => {
    const f = stored.get(id);
    if (f) return [{ id, name: f.name, size: f.size, progress: 100, status: 'done', previewSrc: f.category === 'image' ? f.url : undefined, detail: f.ipfsHash ? `IPFS ${f.ipfsHash}` : undefined }];
    const u = uploads.get(id);
    return u ? [{ id, name: u.name, size: u.size, progress: u.progress, status: u.error ? 'error' : 'uploading', error: u.error }] : [];
  });
}

/** Files chosen together: each keeps its place, in the order chosen, whichever upload finishes first. */
export function addUploads(list: UploadList, uploads: UploadingFile[]): UploadList {
  return { uploading: [...list.uploading, ...uploads], uploaded: list.uploaded, order: [...rowOrder(list), ...uploads.map((u) => u.key)] };
}

/** The list without one row (a stored file's id or an upload's key). */
export function withoutFile(list: UploadList, id: string): UploadList {
  return { uploading: list.uploading.filter((u) => u.key !== id), uploaded: list.uploaded.filter((f) => f.id !== id), order: rowOrder(list).filter((i) => i !== id) };
}

/** One row moved to another place (0: the cover). */
export function moveFile(list: UploadList, id: string, to: number): UploadList {
  const order = rowOrder(list).filter((i) => i !== id);
  order.splice(to, 0, id);
  return { ...list, order, uploaded: inOrder(list.uploaded, order) };
}

/** Some file is still on its way (failed ones are not: they wait to be removed or are left out). */
export function isUploading(list: UploadList): boolean {
  return list.uploading.some((u) => !u.error);
}

/** An upload finished: it joins the stored files at its row's place, unless its row was removed meanwhile. */
export function uploadDone(list: UploadList, key: string, file: UploadedFile): UploadList {
  if (!list.uploading.some((u) => u.key === key)) return list;
  const order = rowOrder(list).map((id) => (id === key ? file.id : id));
  return { uploading: list.uploading.filter((u) => u.key !== key), uploaded: inOrder([...list.uploaded, file], order), order };
}

/** An upload failed: its row keeps the reason until removed, after the files (it gives up its place). */
export function uploadFailed(list: UploadList, key: string, error: string): UploadList {
  if (!list.uploading.some((u) => u.key === key)) return list;
  return { ...updateUpload(list, key, { error }), order: [...rowOrder(list).filter((id) => id !== key), key] };
}

/** Changes one upload's row (its progress step or its failure). */
export function updateUpload(list: UploadList, key: string, change: Partial<UploadingFile>): UploadList {
  return { ...list, uploading: list.uploading.map((u) => (u.key === key ? { ...u, ...change } : u)) };
}
