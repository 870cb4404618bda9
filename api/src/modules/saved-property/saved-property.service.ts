import { savePropertySchema } from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, flushUnique, parseInput } from '../../common/domain-error.js';
import { canViewListing, findPropertyRecord, previousRentsOf, type PropertyRecord, PROPERTY_NOT_FOUND, withModerationReasonFor } from '../property/index.js';
import { SavedProperty } from './saved-property.entity.js';
import { savedPropertyRecords } from './saved-property.queries.js';

/** How many saved properties one list answer carries (newest saves first). */
export const SAVED_LIST_LIMIT = 500;

/** Favourites (docs/product.md#entities): always the caller's own; one row per (user, property). */
export class SavedPropertyService {
  /** `now`: the clock a price drop's 30 days are counted from (injected in tests). */
  constructor(private readonly now: () => Date = () => new Date()) {}

  async save(ctx: ServiceContext, input: unknown): Promise<{ entry: SavedProperty; property: PropertyRecord }> {
    const viewer = requireViewer(ctx);
    const { propertyId } = parseInput(savePropertySchema, input);
    const property = await findPropertyRecord(ctx.em, propertyId);
    if (!property || !canViewListing(viewer, property)) throw new DomainError('NOT_FOUND', PROPERTY_NOT_FOUND);
    const entry = ctx.em.create(SavedProperty, { userId: viewer.id, propertyId });
    // The unique (user_id, property_id) constraint.
    await flushUnique(ctx.em, () => new DomainError('ALREADY_SAVED', 'Property already saved'));
    return { entry, property: withModerationReasonFor(viewer, property) };
  }

  async unsave(ctx: ServiceContext, propertyId: number): Promise<void> {
    const viewer = requireViewer(ctx);
    const removed = await ctx.em.nativeDelete(SavedProperty, { userId: viewer.id, propertyId });
    if (removed === 0) throw new DomainError('NOT_FOUND', 'Property is not in your saved list');
  }

  async isSaved(ctx: ServiceContext, propertyId: number): Promise<boolean> {
    const viewer = requireViewer(ctx);
    return (await ctx.em.count(SavedProperty, { userId: viewer.id, propertyId })) > 0;
  }

  /**
   * Property records, not join rows, each with its previousRent (one statement for the lot, as every listing REST
   * answers); listings that became hidden from the caller drop out.
   */
  async list(ctx: ServiceContext): Promise<Array<PropertyRecord & { previousRent: number | null }>> {
    const viewer = requireViewer(ctx);
    const records = (await savedPropertyRecords(ctx.em, viewer, SAVED_LIST_LIMIT)).map((record) => withModerationReasonFor(viewer, record));
    const previous = records.length ? await previousRentsOf(ctx, records.map((record) => record.id), this.now()) : [];
    return records.map((record, index) => ({ ...record, previousRent: previous[index] ?? null }));
  }
}
