import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceContext } from '../../common/actor.js';
import { DomainError } from '../../common/domain-error.js';
import { NOT_A_PDF_MESSAGE, type LeaseVerification } from '../../contracts/index.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { contentCid } from '../../storage/cid.js';
import { Lease } from './lease.entity.js';
import { LeaseSignature, signatureSummary } from './lease-signature.entity.js';

/** Every PDF starts with these bytes (ISO 32000-1, 7.5.2: the header `%PDF-1.n`). */
const PDF_MAGIC = new TextEncoder().encode('%PDF-');

const isPdf = (bytes: Uint8Array): boolean => bytes.length >= PDF_MAGIC.length && PDF_MAGIC.every((byte, index) => bytes[index] === byte);

/**
 * POST /api/verify: anyone holding a file asks whether it is a lease Hearth sealed. The file's cid, computed as the
 * content store computes it, is looked up among sealed leases: one changed byte is another cid, so another answer.
 * A match tells only what the sealed copy prints itself (the lease number, the signers' names, roles and times).
 */
/** Another kind of sealed Hearth document of a lease (an inspection report), looked up by its copy's cid; the root hands them in. */
export type SealedDocumentLookup = (em: EntityManager, cid: string) => Promise<LeaseVerification | null>;

export class LeaseVerificationService {
  constructor(
    private readonly writeLimits: WriteLimiter | null = null,
    private readonly otherSealedDocuments: readonly SealedDocumentLookup[] = [],
  ) {}

  /** `readFile` reads the uploaded file: only once the caller is within their limit. */
  async verify(ctx: ServiceContext, readFile: () => Promise<Uint8Array>): Promise<LeaseVerification> {
    // Anonymous callers are limited per address before anything runs; a signed-in one counts uploads like any upload.
    if (ctx.viewer && this.writeLimits) await this.writeLimits.consume(ctx.viewer, 'upload');
    const bytes = await readFile();
    if (!isPdf(bytes)) throw new DomainError('NOT_A_PDF', NOT_A_PDF_MESSAGE);
    const cid = await contentCid(bytes);
    const lease = await ctx.em.findOne(Lease, { signedDocumentCid: cid, signingStatus: 'signed' }, { fields: ['id'] });
    if (!lease) {
      for (const lookup of this.otherSealedDocuments) {
        const found = await lookup(ctx.em, cid);
        if (found) return found;
      }
      return { valid: false, cid, signers: [] };
    }
    const signatures = await ctx.em.find(LeaseSignature, { leaseId: lease.id }, { orderBy: { signedAt: 'asc', id: 'asc' } });
    return { valid: true, cid, leaseId: lease.id, signers: signatures.map(signatureSummary) };
  }
}
