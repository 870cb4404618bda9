// What every electronic signature in Hearth checks and keeps, whatever the document (a lease, an inspection report of
// a lease): the signer is a party of the lease, agreed to sign electronically, typed their name as the lease names
// them; the bytes signed are fingerprinted; the sealed copy goes to the content store. docs/lease-signatures.md.
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { Actor, ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import {
  DEFAULT_LOCALE,
  INSPECTION_SIGNATURE_CONSENT_MESSAGE,
  LANGUAGES,
  SIGNATURE_CONSENT_MESSAGE,
  languageOf,
  normalizedSignerName,
  signLeaseSchema,
  type Language,
  type SignLeaseInput,
  type SignatureRole,
} from '../../contracts/index.js';
import { ContentNotFoundError, StorageUnavailableError, bytesSource, type ContentStore } from '../../storage/content-store.js';
import { findUser } from '../user/index.js';
import type { Lease } from './lease.entity.js';
import { canReadLeaseDocument, signerRole } from './lease.policy.js';

/** Where a signature came from, as the transport saw it (evidence kept with the signature, never shown). */
export interface SigningOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** A PDF to send: its bytes and the file name it is offered under. */
export interface DocumentPdf {
  bytes: Uint8Array;
  fileName: string;
}

const USER_AGENT_MAX = 512;

/** The evidence a signature row keeps of where it came from (the user agent cut to a sane length). */
export const signingEvidence = (origin: SigningOrigin) => ({ ipAddress: origin.ipAddress, userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) ?? null });

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** The signature's body: consent first (its own code and message, naming the document), then the typed name. */
export function signatureInput(input: unknown, document: 'lease' | 'inspection report' = 'lease'): SignLeaseInput {
  if ((input as { consent?: unknown } | null)?.consent !== true) {
    throw new DomainError('CONSENT_REQUIRED', document === 'lease' ? SIGNATURE_CONSENT_MESSAGE : INSPECTION_SIGNATURE_CONSENT_MESSAGE);
  }
  return parseInput(signLeaseSchema, input);
}

/** The party the viewer signs a lease's documents as; 404 to outsiders, 403 to those who see the lease but sign nothing (admins). */
export function leaseSigner(viewer: Actor, lease: Lease | null): [Lease, SignatureRole] {
  if (!lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
  const role = signerRole(viewer, lease);
  if (!role) throw new DomainError('FORBIDDEN', "Only the lease's landlord and its tenant can sign it.");
  return [lease, role];
}

/** The typed name must be the signer's name on the lease: the tenant's as the lease names them, the landlord's account name. */
export async function checkSignerName(em: EntityManager, lease: Lease, role: SignatureRole, fullName: string): Promise<void> {
  const expected = role === 'tenant' ? lease.tenantName : ((await findUser(em, lease.landlordId))?.name ?? '');
  if (normalizedSignerName(fullName) !== normalizedSignerName(expected)) {
    throw new DomainError('SIGNATURE_NAME_MISMATCH', icu('Type your full name as the lease names you: {name}.', { name: expected }));
  }
}

/** The language a document is first frozen in: French for Québec, else the signer's. */
export const signingLanguage = (province: string | null, ctx: ServiceContext): Language =>
  province === 'QC' ? 'fr' : languageOf(ctx.locale ?? DEFAULT_LOCALE);

const documentQuerySchema = z.object({ lang: z.enum(LANGUAGES, { error: "lang must be 'en' or 'fr'." }).optional() }).strict();

/** `?lang=` of a document download, else the reader's language. */
export const readerLanguage = (ctx: ServiceContext, query: unknown): Language => parseInput(documentQuerySchema, query).lang ?? languageOf(ctx.locale ?? DEFAULT_LOCALE);

/** A sealed copy into the content store; its cid. A store's refusal is a 502 and the signature is not kept. */
export async function storeSealedCopy(store: ContentStore, bytes: Uint8Array, fileName: string): Promise<string> {
  const stored = await store.add(bytesSource(bytes), { name: fileName, mimeType: 'application/pdf' }).catch((error: unknown) => {
    throw storageFailure(error);
  });
  return stored.cid;
}

/** A sealed copy as stored. */
export async function readSealedCopy(store: ContentStore, cid: string): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  try {
    for await (const chunk of await store.get(cid)) chunks.push(chunk);
  } catch (error) {
    if (error instanceof ContentNotFoundError) throw new DomainError('NOT_FOUND', 'File not found');
    throw storageFailure(error);
  }
  return Buffer.concat(chunks);
}

/** A remote store's refusal is an upstream failure (502, the signature not kept: the transaction rolls back), not ours. */
function storageFailure(error: unknown): unknown {
  if (!(error instanceof StorageUnavailableError)) return error;
  return new DomainError('STORAGE_UNAVAILABLE', 'File storage is unavailable right now. Please try again in a moment.', {}, { cause: error });
}
