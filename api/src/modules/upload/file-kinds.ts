import { UPLOAD_MAX_BYTES, type FileCategory, type UploadPurpose } from '../../contracts/index.js';

/** The categories a kind of file belongs to ('private' is where an upload is kept, not a kind). */
type KindCategory = Exclude<FileCategory, 'other' | 'private'>;

export const CATEGORY_MAX_BYTES: Record<KindCategory, number> = UPLOAD_MAX_BYTES;

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A kind of file we accept: its canonical type, other names clients use for it, and its file name extensions. */
export interface FileKind {
  mimeType: string;
  label: string;
  category: KindCategory;
  aliases: readonly string[];
  extensions: readonly string[];
}

export const FILE_KINDS: readonly FileKind[] = [
  { mimeType: 'image/jpeg', label: 'JPEG', category: 'image', aliases: ['image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jfif', 'jpe'] },
  { mimeType: 'image/png', label: 'PNG', category: 'image', aliases: [], extensions: ['png'] },
  { mimeType: 'image/webp', label: 'WebP', category: 'image', aliases: [], extensions: ['webp'] },
  { mimeType: 'image/gif', label: 'GIF', category: 'image', aliases: [], extensions: ['gif'] },
  { mimeType: 'image/avif', label: 'AVIF', category: 'image', aliases: [], extensions: ['avif'] },
  { mimeType: 'video/mp4', label: 'MP4', category: 'video', aliases: ['video/x-m4v', 'application/mp4'], extensions: ['mp4', 'm4v'] },
  { mimeType: 'video/webm', label: 'WebM', category: 'video', aliases: [], extensions: ['webm'] },
  { mimeType: 'video/quicktime', label: 'QuickTime (MOV)', category: 'video', aliases: [], extensions: ['mov', 'qt'] },
  { mimeType: 'application/pdf', label: 'PDF', category: 'document', aliases: ['application/x-pdf'], extensions: ['pdf'] },
  { mimeType: DOCX_MIME, label: 'DOCX', category: 'document', aliases: [], extensions: ['docx'] },
  { mimeType: 'application/msword', label: 'DOC', category: 'document', aliases: [], extensions: ['doc'] },
  { mimeType: 'application/rtf', label: 'RTF', category: 'document', aliases: ['text/rtf', 'application/x-rtf'], extensions: ['rtf'] },
  { mimeType: 'text/plain', label: 'TXT', category: 'document', aliases: [], extensions: ['txt', 'text'] },
];

/** docs/product.md#validation-rules: the contract upload accepts PDF, DOC, DOCX, TXT and RTF. */
const CONTRACT_TYPES = ['application/pdf', 'application/msword', DOCX_MIME, 'application/rtf', 'text/plain'];

/** docs/product.md#validation-rules and docs/product.md#business-constants: lease documents filed with a listing are PDF or DOCX (narrower than the lease's contract upload). */
const LEASE_DOCUMENT_TYPES = ['application/pdf', DOCX_MIME];
export const LEASE_DOCUMENT_KINDS: readonly FileKind[] = FILE_KINDS.filter((kind) => LEASE_DOCUMENT_TYPES.includes(kind.mimeType));

/** What a purpose admits (no purpose = every kind). 'media' is the listing uploader's images and videos. */
export function kindsFor(purpose: UploadPurpose | null): readonly FileKind[] {
  switch (purpose) {
    case null:
      return FILE_KINDS;
    case 'private-image':
      return FILE_KINDS.filter((kind) => kind.category === 'image');
    case 'image':
    case 'video':
    case 'document':
      return FILE_KINDS.filter((kind) => kind.category === purpose);
    case 'media':
      return FILE_KINDS.filter((kind) => kind.category === 'image' || kind.category === 'video');
    case 'contract':
      return FILE_KINDS.filter((kind) => CONTRACT_TYPES.includes(kind.mimeType));
  }
}

/** The largest upload a purpose admits: the request stops reading beyond it. */
export function maxBytesFor(purpose: UploadPurpose | null): number {
  return Math.max(...kindsFor(purpose).map((kind) => CATEGORY_MAX_BYTES[kind.category]));
}

export function kindOfMimeType(mimeType: string): FileKind | undefined {
  const bare = mimeType.split(';')[0]!.trim().toLowerCase();
  return FILE_KINDS.find((kind) => kind.mimeType === bare || kind.aliases.includes(bare));
}

export function kindOfFileName(name: string): FileKind | undefined {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return extension ? FILE_KINDS.find((kind) => kind.extensions.includes(extension)) : undefined;
}
