import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import type { Language, LeaseSigningStatus, SignatureRole } from '../../contracts/index.js';
import type { ContentStore } from '../../storage/content-store.js';
import type { LeaseDocumentInput } from '../lease-document/index.js';
import type { Notification } from '../notification/index.js';
import { documentInput, liveDocumentInput, type LeaseDocumentRenderer } from './lease-document-source.js';
import { Lease } from './lease.entity.js';
import type { LeaseEvent, LeaseNotices } from './lease-notices.js';
import { LeaseSignature } from './lease-signature.entity.js';
import { canReadLeaseDocument, isSignable } from './lease.policy.js';
import {
  checkSignerName,
  leaseSigner,
  readSealedCopy,
  readerLanguage,
  sha256,
  signatureInput,
  signingEvidence,
  signingLanguage,
  storeSealedCopy,
  type DocumentPdf,
  type SigningOrigin,
} from './signing-checks.js';

export type { SigningOrigin } from './signing-checks.js';

/** POST /api/leases/{id}/signatures answers this (GraphQL signLease too). */
export interface LeaseSignatureResult {
  leaseId: number;
  role: SignatureRole;
  fullName: string;
  signedAt: string;
  documentSha256: string;
  signingStatus: LeaseSigningStatus;
  signedDocumentCid: string | null;
}

/** A PDF to send: its bytes and the file name it is offered under. */
export type LeasePdf = DocumentPdf;

/**
 * Electronic signatures of a lease (docs/lease-signatures.md). The first signature freezes the document (a snapshot
 * of what it says, and its language); each signature records the SHA-256 of the document rendered from that
 * snapshot, so both parties sign the same bytes. The second signature seals the lease: the final PDF with its
 * signature page is stored content-addressed and its cid kept on the lease, which anyone can later verify.
 */
export class LeaseSigningService {
  constructor(
    private readonly deps: {
      renderer: LeaseDocumentRenderer;
      store: ContentStore;
      notices: LeaseNotices | null;
      /** The public verify page printed on sealed copies. */
      verifyUrl: string;
      now?: () => Date;
    },
  ) {}

  private now(): Date {
    return this.deps.now?.() ?? new Date();
  }

  /** POST /api/leases/{id}/signatures: the caller signs as the lease's landlord or tenant. */
  async sign(ctx: ServiceContext, leaseId: number, input: unknown, origin: SigningOrigin): Promise<LeaseSignatureResult> {
    const viewer = requireViewer(ctx);
    let notifications: Array<Notification | null> = [];
    const result = await ctx.em
      .transactional(async (em) => {
        // Locked: the two parties signing at once must not both believe they are first (or both seal).
        const [lease, role] = leaseSigner(viewer, await em.findOne(Lease, { id: leaseId }, { lockMode: LockMode.PESSIMISTIC_WRITE }));
        const { fullName } = signatureInput(input);
        if (!isSignable(lease)) {
          throw new DomainError('LEASE_NOT_SIGNABLE', icu('This lease is {status}: only a pending or active lease can be signed.', { status: lease.status }), {
            status: lease.status,
          });
        }
        const signatures = await em.find(LeaseSignature, { leaseId }, { orderBy: { id: 'asc' } });
        if (signatures.some((signature) => signature.role === role)) throw new DomainError('ALREADY_SIGNED', 'You have already signed this lease.');
        await checkSignerName(em, lease, role, fullName);

        if (!lease.documentSnapshot) this.freeze(lease, await liveDocumentInput(em, lease), ctx);
        const snapshot = lease.documentSnapshot as LeaseDocumentInput;
        const language = lease.documentLanguage!;
        const documentSha256 = sha256(await this.deps.renderer.render(snapshot, language));
        const signature = em.create(LeaseSignature, {
          leaseId,
          role,
          userId: viewer.id,
          fullName,
          signedAt: this.now(),
          ...signingEvidence(origin),
          documentSha256,
          documentLanguage: language,
        });
        const all = [...signatures, signature];
        if (all.length === 2) await this.seal(lease, snapshot, all);
        else lease.signingStatus = 'partly_signed';
        await em.flush();
        notifications = await this.tell(em, lease, role, viewer.id, ctx);
        return {
          leaseId,
          role,
          fullName,
          signedAt: signature.signedAt.toISOString(),
          documentSha256,
          signingStatus: lease.signingStatus,
          signedDocumentCid: lease.signedDocumentCid,
        };
      })
      .catch((error: unknown) => {
        // The lock makes this rare (a retry racing itself); the database's unique (lease, role) has the last word.
        if (error instanceof UniqueConstraintViolationException) throw new DomainError('ALREADY_SIGNED', 'You have already signed this lease.');
        throw error;
      });
    await this.deps.notices?.publish(ctx.em, ...notifications);
    return result;
  }

  /** GET /api/leases/{id}/document: the lease document in `lang` (else the reader's language); frozen once signed. */
  async document(ctx: ServiceContext, leaseId: number, query: unknown): Promise<LeasePdf> {
    const lease = await this.readable(ctx, leaseId);
    const lang = readerLanguage(ctx, query);
    const bytes = await this.deps.renderer.render(await documentInput(ctx.em, lease), lang);
    return { bytes, fileName: `hearth-lease-${lease.id}-${lang}.pdf` };
  }

  /** GET /api/leases/{id}/signed-document: the sealed copy, as stored. */
  async signedDocument(ctx: ServiceContext, leaseId: number): Promise<LeasePdf> {
    const lease = await this.readable(ctx, leaseId);
    if (!lease.signedDocumentCid) {
      throw new DomainError('LEASE_NOT_SIGNED', 'This lease is not signed by both parties yet: its signed copy exists once the landlord and the tenant have both signed.');
    }
    return { bytes: await readSealedCopy(this.deps.store, lease.signedDocumentCid), fileName: `hearth-lease-${lease.id}-signed.pdf` };
  }

  /** The lease for one who may read its documents; outsiders learn nothing, not even that it exists. */
  private async readable(ctx: ServiceContext, leaseId: number): Promise<Lease> {
    const viewer = requireViewer(ctx);
    const lease = await ctx.em.findOne(Lease, { id: leaseId });
    if (!lease || !canReadLeaseDocument(viewer, lease)) throw new DomainError('NOT_FOUND', 'Lease not found');
    return lease;
  }

  /** The first signature freezes what the document says and its language: French for Québec, else the signer's. */
  private freeze(lease: Lease, snapshot: LeaseDocumentInput, ctx: ServiceContext): void {
    lease.documentSnapshot = snapshot;
    lease.documentLanguage = signingLanguage(snapshot.province, ctx);
  }

  /** Both signed: the sealed copy (document and signature page) goes to the content store, its cid onto the lease. */
  private async seal(lease: Lease, snapshot: LeaseDocumentInput, signatures: LeaseSignature[]): Promise<void> {
    const language: Language = lease.documentLanguage!;
    const sealed = await this.deps.renderer.renderSealed(
      snapshot,
      language,
      signatures.map((signature) => ({
        role: signature.role,
        name: signature.fullName,
        signedAt: signature.signedAt.toISOString(),
        documentSha256: signature.documentSha256,
      })),
      this.deps.verifyUrl,
    );
    lease.signedDocumentCid = await storeSealedCopy(this.deps.store, sealed, `hearth-lease-${lease.id}-signed.pdf`);
    lease.sealedAt = this.now();
    lease.signingStatus = 'signed';
  }

  /** The other party hears of a signature; once sealed, both hear of it. */
  private async tell(em: EntityManager, lease: Lease, role: SignatureRole, senderId: number, ctx: ServiceContext): Promise<Array<Notification | null>> {
    const notices = this.deps.notices;
    if (!notices) return [];
    const events: LeaseEvent[] =
      lease.signingStatus === 'signed' ? ['sealed-for-landlord', 'sealed-for-tenant'] : [role === 'landlord' ? 'landlord-signed' : 'tenant-signed'];
    const recorded: Array<Notification | null> = [];
    for (const event of events) recorded.push(await notices.record(em, lease, event, senderId, ctx.locale));
    return recorded;
  }
}
