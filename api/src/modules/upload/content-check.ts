import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { DomainError } from '../../common/domain-error.js';
import { icu, type LocalizedValue, type MessageSource } from '../../common/i18n.js';
import { DEFAULT_LOCALE } from '../../contracts/index.js';
import type { UploadPurpose } from '../../contracts/index.js';
import { CATEGORY_MAX_BYTES, kindOfFileName, kindOfMimeType, kindsFor, type FileKind } from './file-kinds.js';

/** What the client said about the file: both are claims, checked against the bytes. */
export interface DeclaredFile {
  name: string;
  mimeType: string | undefined;
}

const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

/** Names that would run or render as active content wherever the file is saved, whatever its bytes. */
const ACTIVE_EXTENSIONS = new Set(
  'html htm xhtml shtml svg svgz xml js mjs cjs css exe dll com bat cmd sh ps1 vbs msi scr jar apk app php hta lnk'.split(' '),
);

/** HTML, SVG or XML sent as "text": refused, since a lax viewer would render it. */
const MARKUP_START = /^\s*<(?:!doctype|html|head|body|svg|\?xml|script|iframe|object|embed|meta|!--)/i;

/** The 415 every refused type gets, with the list the spec's toast shows. */
export function unsupportedFileType(purpose: UploadPurpose | null, reason: MessageSource): DomainError {
  const supportedTypes = kindsFor(purpose).map((kind) => kind.label);
  return new DomainError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported File Type', { reason: null, supportedTypes }).withMessageDetail('reason', reason);
}

/**
 * Decides what an uploaded file is from its bytes (magic numbers), then checks the client's claims, the purpose's
 * allowed kinds and the category's size cap. Returns the kind to store and serve it as; throws 4xx otherwise.
 */
export async function checkUploadedFile(filePath: string, size: number, declared: DeclaredFile, purpose: UploadPurpose | null): Promise<FileKind> {
  if (size === 0) throw new DomainError('VALIDATION_FAILED', 'The file is empty.');
  const declaredType = declared.mimeType?.split(';')[0]!.trim().toLowerCase() ?? '';
  const kind = await sniffKind(filePath, declaredType);
  if (!kind) throw unsupportedFileType(purpose, 'The file content is not one of the supported types.');

  const allowed = kindsFor(purpose);
  if (!allowed.includes(kind)) throw unsupportedFileType(purpose, icu('{kind} files are not accepted here.', { kind: kind.label }));
  checkClaims(kind, declared.name, declaredType, purpose);

  const max = CATEGORY_MAX_BYTES[kind.category];
  if (size > max) {
    const values = { category: kind.category, max: megabytes(max), size: megabytes(size) };
    throw fileTooLarge(icu('{category, select, image {Images} video {Videos} other {Documents}} can be at most {max}; this file is {size}.', values), max);
  }

  // Deeper checks read the whole file; they run only after the size cap (10 MB for documents).
  if (kind.mimeType === 'text/plain') await checkPlainText(filePath, purpose);
  if (kind.mimeType === 'application/msword') await checkWordDocument(filePath, purpose);
  return kind;
}

async function sniffKind(filePath: string, declaredType: string): Promise<FileKind | undefined> {
  const sniffed = await fileTypeFromFile(filePath);
  if (!sniffed) {
    // Plain text has no magic number: it is text only when the client says so and the bytes agree (checked later).
    return declaredType === 'text/plain' ? kindOfMimeType('text/plain') : undefined;
  }
  // Word 97-2003 files are Compound File Binary containers (so are .msi installers: the stream check tells them apart).
  if (sniffed.mime === 'application/x-cfb') return kindOfMimeType('application/msword');
  return kindOfMimeType(sniffed.mime);
}

function checkClaims(kind: FileKind, name: string, declaredType: string, purpose: UploadPurpose | null): void {
  if (!GENERIC_TYPES.has(declaredType) && kindOfMimeType(declaredType) !== kind) {
    throw unsupportedFileType(purpose, icu('The file was sent as {declared} but its content is {kind}.', { declared: declaredType, kind: kind.label }));
  }
  const extension = path.extname(name).slice(1).toLowerCase();
  if (!extension) return;
  if (ACTIVE_EXTENSIONS.has(extension)) throw unsupportedFileType(purpose, icu('.{extension} files are not accepted.', { extension }));
  const named = kindOfFileName(name);
  if (named && named !== kind) throw unsupportedFileType(purpose, icu('The file is named .{extension} but its content is {kind}.', { extension, kind: kind.label }));
}

async function checkPlainText(filePath: string, purpose: UploadPurpose | null): Promise<void> {
  const bytes = await readFile(filePath);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw unsupportedFileType(purpose, 'Text files must be UTF-8.');
  }
  if (text.includes('\0')) throw unsupportedFileType(purpose, 'The file is binary, not text.');
  if (MARKUP_START.test(text.replace(/^\uFEFF/, '').slice(0, 1024))) throw unsupportedFileType(purpose, 'HTML, SVG and XML files are not accepted.');
}

/** UTF-16LE "WordDocument": the stream name every Word 97-2003 file has in its directory. */
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

async function checkWordDocument(filePath: string, purpose: UploadPurpose | null): Promise<void> {
  const bytes = await readFile(filePath);
  if (!bytes.includes(WORD_STREAM)) throw unsupportedFileType(purpose, 'The file is an Office container but not a Word document.');
}

export function fileTooLarge(message: MessageSource, maxBytes: number): DomainError {
  return new DomainError('PAYLOAD_TOO_LARGE', message, { maxBytes });
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  // Rounded up, so a file just over a cap never reads as equal to it.
  return `${Number.isInteger(mb) ? mb : (Math.ceil(mb * 10) / 10).toFixed(1)} MB`;
}

/** A size in a message: '2.5 MB' in English, '2,5 Mo' in French. */
export function megabytes(bytes: number): LocalizedValue {
  const english = formatMegabytes(bytes);
  return (locale) => (locale === DEFAULT_LOCALE ? english : english.replace('.', ',').replace(' MB', '\u00a0Mo'));
}
