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

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
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
 * for type ('Unsupported File Type') and size.
 */
export function validateFiles(files: readonly File[], limits: FileLimits): { accepted: File[]; rejections: FileRejection[] } {
  const { maxFiles = 10, accept = [], acceptLabel, maxSize, currentCount = 0 } = limits;
  if (currentCount + files.length > maxFiles) {
    return {
      accepted: [],
      rejections: [
        { reason: 'too-many-files', title: 'Too Many Files', message: `You can only upload up to ${maxFiles} files.`, files: [...files] },
      ],
    };
  }
  const unsupported = files.filter((f) => !matchesAccept(f, accept));
  const tooLarge = files.filter((f) => !unsupported.includes(f) && maxSize !== undefined && f.size > maxSize);
  const rejections: FileRejection[] = [];
  if (unsupported.length) {
    const names = unsupported.map((f) => `"${f.name}"`).join(', ');
    rejections.push({
      reason: 'unsupported-type',
      title: 'Unsupported File Type',
      message: `${names} ${unsupported.length === 1 ? 'is' : 'are'} not supported. Supported types: ${acceptLabel ?? accept.join(', ')}.`,
      files: unsupported,
    });
  }
  if (tooLarge.length && maxSize !== undefined) {
    rejections.push({
      reason: 'too-large',
      title: 'File Too Large',
      message: `${tooLarge.map((f) => `"${f.name}"`).join(', ')} exceed${tooLarge.length === 1 ? 's' : ''} the ${formatBytes(maxSize)} limit.`,
      files: tooLarge,
    });
  }
  return { accepted: files.filter((f) => !unsupported.includes(f) && !tooLarge.includes(f)), rejections };
}
