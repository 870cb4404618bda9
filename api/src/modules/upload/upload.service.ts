import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertMayWrite, requireViewer, type ServiceContext } from '../../common/actor.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import { UPLOAD_URL_TTL_MINUTES, uploadPurposeQuerySchema, type UploadPurpose } from '../../contracts/index.js';
import { parseRangeHeader, type RangeRequest } from '../../storage/byte-range.js';
import { parseCid } from '../../storage/cid.js';
import { ContentNotFoundError, StorageUnavailableError, type ContentStore } from '../../storage/content-store.js';
import { createContentStore } from '../../storage/create-content-store.js';
import { checkUploadedFile, fileTooLarge, megabytes } from './content-check.js';
import { decideFileAccess, type FileCitations } from './file-access.js';
import { maxBytesFor } from './file-kinds.js';
import { findOwnedFiles } from './owned-files.js';
import { StoredFile } from './stored-file.entity.js';
import {
  UPLOAD_TOKEN_PURPOSES,
  type SingleUseToken,
  type UploadTokenPurpose,
  consumeToken,
  countOpenTokens,
  findToken,
  issueToken,
} from '../single-use-token/index.js';

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** Unused, unexpired upload links one user may hold (a listing takes up to 20 media files and 5 documents). */
const OPEN_GRANTS_MAX = 60;

type UploadGrant = SingleUseToken & { purpose: UploadTokenPurpose };
const isUploadGrant = (token: SingleUseToken): token is UploadGrant => (UPLOAD_TOKEN_PURPOSES as readonly string[]).includes(token.purpose);
/** The kind of file an upload URL was narrowed to when issued, or null for any kind. */
const grantedKind = (purpose: UploadTokenPurpose): UploadPurpose | null => (purpose === 'upload' ? null : (purpose.slice('upload_'.length) as UploadPurpose));

/** An upload URL checked before its body is read, with the kind of file and the most bytes it accepts. */
export interface OpenedGrant {
  grant: UploadGrant;
  purpose: UploadPurpose | null;
  maxBytes: number;
}

/** The multipart file part as the transport received it: the claims and the byte stream. */
export interface IncomingFile {
  stream: Readable;
  fileName: string;
  mimeType: string | undefined;
}

export interface UploadedFileView {
  cid: string;
  id: number;
  name: string;
  size: number;
  mimeType: string;
}

/** A download as asked: the cid, and the Range and If-None-Match headers. */
export interface DownloadRequest {
  cid: string;
  range: string | undefined;
  ifNoneMatch: string | undefined;
}

/** An opened download: what to send and how. */
export interface FileDownload {
  file: StoredFile;
  range: RangeRequest;
  /** Null for a 416 or 304 answer. */
  body: AsyncIterable<Uint8Array> | null;
  /** The caller's cached copy (If-None-Match) is current: answer 304. */
  notModified: boolean;
  publicFile: boolean;
}

/**
 * Uploads through single-use presigned URLs into the content-addressed store, and downloads by cid
 * (the `/ipfs/:cid` gateway path) for whoever may see the file.
 */
export class UploadService {
  constructor(
    private readonly store: ContentStore,
    /** Where uploads wait while their bytes are checked, before anything reaches the store. */
    private readonly spoolDir: string,
    private readonly writeLimits: WriteLimiter,
    /** Every kind of record that cites files and decides who may fetch them (documents, repair photos...). */
    private readonly citations: readonly FileCitations[],
  ) {}

  /** GET /api/upload/presigned-url: a same-origin URL only the caller can use, once, within ten minutes. */
  async issueUploadUrl(ctx: ServiceContext, query: unknown): Promise<{ url: string }> {
    const viewer = requireViewer(ctx);
    // A GET, so the transport's write rule does not see it; but a link is a write, and the owner's links are few.
    assertMayWrite(ctx);
    await this.writeLimits.consume(viewer, 'upload');
    const { purpose } = parseInput(uploadPurposeQuerySchema, query);
    const open = await countOpenTokens(ctx.em, viewer.id, UPLOAD_TOKEN_PURPOSES);
    if (open >= OPEN_GRANTS_MAX) throw new DomainError('RATE_LIMITED', 'Too many upload links are open. Use them or wait a few minutes.');
    const token = await issueToken(ctx.em, viewer.id, purpose ? `upload_${purpose}` : 'upload', UPLOAD_URL_TTL_MINUTES);
    return { url: `/api/upload/${token}` };
  }

  /** Checks a presigned URL before its body is read; returns the most bytes the transport should accept. */
  async openGrant(ctx: ServiceContext, token: string, query: unknown): Promise<OpenedGrant> {
    const viewer = requireViewer(ctx);
    if (!TOKEN_PATTERN.test(token)) throw new DomainError('INVALID_TOKEN', 'This upload link is not valid.');
    const grant = await findToken(ctx.em, token);
    if (!grant || !isUploadGrant(grant)) throw new DomainError('INVALID_TOKEN', 'This upload link is not valid.');
    if (grant.userId !== viewer.id) throw new DomainError('FORBIDDEN', 'This upload link was issued to another user.');
    if (grant.usedAt) throw new DomainError('INVALID_TOKEN', 'This upload link has already been used. Request a new one.');
    if (grant.expiresAt <= new Date()) throw new DomainError('INVALID_TOKEN', 'This upload link has expired. Request a new one.');
    const { purpose: asked } = parseInput(uploadPurposeQuerySchema, query);
    const granted = grantedKind(grant.purpose);
    if (asked && granted && asked !== granted) throw new DomainError('VALIDATION_FAILED', icu('This upload link is for {kind} files.', { kind: granted }));
    const purpose = granted ?? asked ?? null;
    return { grant, purpose, maxBytes: maxBytesFor(purpose) };
  }

  /**
   * Receives the file of an opened grant: spools it to disk, checks its bytes, adds it to the content store and
   * records it, consuming the grant in the same transaction. A refused file leaves the grant usable.
   */
  async receive(ctx: ServiceContext, opened: OpenedGrant, incoming: IncomingFile): Promise<{ data: UploadedFileView }> {
    const viewer = requireViewer(ctx);
    const { grant, purpose, maxBytes } = opened;
    const name = safeFileName(incoming.fileName);
    await mkdir(this.spoolDir, { recursive: true });
    const spoolPath = path.join(this.spoolDir, randomUUID());
    try {
      await spool(incoming.stream, spoolPath, maxBytes);
      const { size } = await stat(spoolPath);
      const kind = await checkUploadedFile(spoolPath, size, { name, mimeType: incoming.mimeType }, purpose);
      const stored = await this.store.add(createReadStream(spoolPath), { name, mimeType: kind.mimeType }).catch(asUpstreamFailure);
      const file = await ctx.em.transactional(async (em) => {
        const consumed = await consumeToken(em, grant, [grant.purpose]);
        if (consumed === null) throw new DomainError('INVALID_TOKEN', 'This upload link has already been used. Request a new one.');
        const row = em.create(StoredFile, { cid: stored.cid, name, size: stored.size, mimeType: kind.mimeType, category: purpose === 'private-image' ? 'private' : kind.category, uploadedBy: viewer.id });
        await em.flush();
        return row;
      });
      return { data: { cid: file.cid, id: file.id, name: file.name, size: file.size, mimeType: file.mimeType } };
    } finally {
      await rm(spoolPath, { force: true });
    }
  }

  /** For other services: the caller's own upload of these bytes (to attach it to a listing, lease or document). */
  async findOwnedFile(ctx: ServiceContext, cid: string): Promise<StoredFile | null> {
    const viewer = requireViewer(ctx);
    return (await findOwnedFiles(ctx.em, viewer.id, [cid]))(cid);
  }

  /** GET /ipfs/:cid: the stored file (or a byte range of it) for whoever may see it. */
  /**
   * The bytes behind a cid for the caller. `granted`: another module has already decided the caller may read them
   * (an application's landlord reading its documents) and it is a private file; otherwise the file rules decide.
   */
  async openDownload(ctx: ServiceContext, input: DownloadRequest, granted = false): Promise<FileDownload> {
    const cid = parseCid(input.cid);
    if (!cid) throw new DomainError('VALIDATION_FAILED', 'Invalid content id');
    const file = await ctx.em.findOne(StoredFile, { cid }, { orderBy: { id: 'asc' } });
    if (!file) throw new DomainError('NOT_FOUND', 'File not found');
    const access = granted ? { allowed: true, publicFile: false, hidden: false } : await decideFileAccess(ctx.em, ctx.viewer, cid, this.citations);
    if (!access.allowed) {
      if (access.hidden) throw new DomainError('NOT_FOUND', 'File not found');
      if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Authentication required');
      throw new DomainError('FORBIDDEN', 'You are not allowed to download this file');
    }
    const range = parseRangeHeader(input.range, file.size);
    const answer = { file, range, publicFile: access.publicFile };
    // The bytes behind a cid never change, so a cached copy with this ETag is current.
    const notModified = (input.ifNoneMatch ?? '').split(',').some((tag) => [`"${cid}"`, `W/"${cid}"`, '*'].includes(tag.trim()));
    if (notModified || range.kind === 'unsatisfiable') return { ...answer, body: null, notModified };
    try {
      const body = await this.store.get(cid, range.kind === 'partial' ? range.range : undefined);
      return { ...answer, body, notModified: false };
    } catch (error) {
      if (error instanceof ContentNotFoundError) throw new DomainError('NOT_FOUND', 'File not found');
      return asUpstreamFailure(error);
    }
  }
}

/** A remote store's refusal is an upstream failure (502), not ours (500) nor the client's (4xx); the cause is logged. */
function asUpstreamFailure(error: unknown): never {
  if (!(error instanceof StorageUnavailableError)) throw error;
  throw new DomainError('STORAGE_UNAVAILABLE', 'File storage is unavailable right now. Please try again in a moment.', {}, { cause: error });
}

/** Writes the upload to disk; beyond `maxBytes` the multipart stream fails and the upload is refused with 413. */
async function spool(stream: Readable, target: string, maxBytes: number): Promise<void> {
  const tooLarge = () => fileTooLarge(icu('The file is larger than {max}, the most this upload accepts.', { max: megabytes(maxBytes) }), maxBytes);
  try {
    await pipeline(stream, createWriteStream(target));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    // System errors (disk full, permissions) are ours; anything else is a body the client cut short or garbled.
    if (code && /^E[A-Z]+$/.test(code)) throw error;
    throw unreadableUpload();
  }
  // busboy ends a file stream cut at the size limit normally and flags it as truncated.
  if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
}

export function unreadableUpload(): DomainError {
  return new DomainError('BAD_REQUEST', 'The upload could not be read. Send a multipart form with the file in a field named file.');
}

/** The client's file name without folders or control characters, at most 255 characters, keeping the extension. */
export function safeFileName(raw: string | undefined): string {
  // Browsers and undici escape these three in multipart file names (HTML spec); undo that before cleaning.
  const unescaped = (raw ?? '').replace(/%22/gi, '"').replace(/%0d|%0a/gi, '');
  const base = unescaped.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!clean || clean === '.' || clean === '..') return 'file';
  if (clean.length <= 255) return clean;
  const extension = path.extname(clean).slice(0, 16);
  return clean.slice(0, 255 - extension.length) + extension;
}

/** The service over the configured content store, spooling uploads under `${dataDir}/tmp/uploads`. */
export function createUploadService(
  config: Parameters<typeof createContentStore>[0],
  writeLimits: WriteLimiter,
  citations: readonly FileCitations[],
  store: ContentStore = createContentStore(config),
): UploadService {
  return new UploadService(store, path.join(config.dataDir, 'tmp', 'uploads'), writeLimits, citations);
}
