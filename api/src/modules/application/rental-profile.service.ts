import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { refuseSin } from '../../common/no-sin.js';
import { rentalProfileSchema, type RentalProfileInput } from '../../contracts/index.js';
import { findOwnedFiles } from '../upload/index.js';
import { canKeepRentalProfile } from './application.policy.js';
import type { RentalProfile } from './application.types.js';
import { RentalProfileRow } from './rental-profile.entity.js';

/** What a tenant who never saved a profile starts from. */
export const EMPTY_RENTAL_PROFILE: RentalProfileInput = rentalProfileSchema.parse({});

/** GET/PUT /api/rental-profile: a tenant's one reusable profile (docs/product.md#rental-applications). */
export class RentalProfileService {
  async get(ctx: ServiceContext): Promise<RentalProfile> {
    const viewer = requireViewer(ctx);
    if (!canKeepRentalProfile(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants have a rental profile.');
    const row = await ctx.em.findOne(RentalProfileRow, { userId: viewer.id });
    return row ? { ...row.data, updatedAt: row.updatedAt } : { ...EMPTY_RENTAL_PROFILE, updatedAt: null };
  }

  /** Replaces the profile. Its documents must be the tenant's own private uploads; their sizes come from the uploads. */
  async save(ctx: ServiceContext, input: unknown): Promise<RentalProfile> {
    const viewer = requireViewer(ctx);
    if (!canKeepRentalProfile(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants have a rental profile.');
    refuseSin(input);
    const data = parseInput(rentalProfileSchema, input);
    const owned = await findOwnedFiles(ctx.em, viewer.id, data.documents.map((document) => document.ipfsHash));
    data.documents = data.documents.map((document) => {
      const upload = owned(document.ipfsHash);
      if (!upload || upload.category !== 'document') {
        throw new DomainError('VALIDATION_FAILED', 'Attach files you uploaded yourself as documents.');
      }
      return { ...document, ipfsHash: upload.cid, size: upload.size };
    });
    const row = await ctx.em.upsert(RentalProfileRow, { userId: viewer.id, data, updatedAt: new Date() }, { onConflictFields: ['userId'] });
    return { ...row.data, updatedAt: row.updatedAt };
  }

  /** The profile an application copies (empty when the tenant never saved one). */
  async snapshotOf(ctx: ServiceContext, userId: number): Promise<RentalProfileInput> {
    const row = await ctx.em.findOne(RentalProfileRow, { userId });
    return row?.data ?? EMPTY_RENTAL_PROFILE;
  }
}
