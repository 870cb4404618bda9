import { ENGLISH_STRINGS, type DesignSystemStrings } from '../Provider/strings';

export type FileRejectionReason = 'too-many-files' | 'unsupported-type' | 'too-large';

/** Why files were refused, with the spec's user-facing texts (title + message, ready for a toast). */
export interface FileRejection {
  reason: FileRejectionReason;
  title: string;
  message: string;
  files: File[];
}

export interface FileLimits {
  /** Total files allowed, including `currentCount` already uploaded. */
  maxFiles?: number;
  /** MIME types ('image/*', 'application/pdf') or extensions ('.docx'). Empty = anything. */
  accept?: readonly string[];
  /** Human list of accepted types for messages, e.g. 'PDF, DOCX'. */
  acceptLabel?: string;
  /** Max bytes per file. */
  maxSize?: number;
  /** Files already in the list. */
  currentCount?: number;
}

/** '1.5 MB', '200 KB', '12 B' (fr-CA strings: « 1,5 Mo »). */
export function formatBytes(bytes: number, strings: Pick<DesignSystemStrings, 'bytes'> = ENGLISH_STRINGS): string {
  return strings.bytes(bytes);
}

export function matchesAccept(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((raw) => {
    const a = raw.trim().toLowerCase();
    if (a.startsWith('.')) return name.endsWith(a);
    if (a.endsWith('/*')) return type.startsWith(a.slice(0, -1));
    return type === a;
  });
}

/**
 * Splits a batch into accepted files and rejections. Too many files refuses the whole batch
 * (spec: 'Too Many Files' / 'You can only upload up to {max} files.'); otherwise each file is checked
 * for type ('Unsupported File Type') and size. The texts come from `strings` (English by default; FileDropzone
 * passes those of its locale).
 */
export function validateFiles(
  files: readonly File[],
  limits: FileLimits,
  strings: DesignSystemStrings = ENGLISH_STRINGS,
): { accepted: File[]; rejections: FileRejection[] } {
  const { maxFiles = 10, accept = [], acceptLabel, maxSize, currentCount = 0 } = limits;
  if (currentCount + files.length > maxFiles) {
    return {
      accepted: [],
      rejections: [
        { reason: 'too-many-files', title: strings.tooManyFilesTitle, message: strings.tooManyFiles(maxFiles), files: [...files] },
      ],
    };
  }
  const unsupported = files.filter((f) => !matchesAccept(f, accept));
  const tooLarge = files.filter((f) => !unsupported.includes(f) && maxSize !== undefined && f.size > maxSize);
  const rejections: FileRejection[] = [];
  if (unsupported.length) {
    rejections.push({
      reason: 'unsupported-type',
      title: strings.unsupportedTitle,
      message: strings.unsupported(
        unsupported.map((f) => f.name),
        acceptLabel ?? accept.join(', '),
      ),
      files: unsupported,
    });
  }
  if (tooLarge.length && maxSize !== undefined) {
    rejections.push({
      reason: 'too-large',
      title: strings.tooLargeTitle,
      message: strings.tooLarge(
        tooLarge.map((f) => f.name),
        formatBytes(maxSize, strings),
      ),
      files: tooLarge,
    });
  }
  return { accepted: files.filter((f) => !unsupported.includes(f) && !tooLarge.includes(f)), rejections };
}
