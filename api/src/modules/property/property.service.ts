import type { EntityManager } from '@mikro-orm/postgresql';
import {
  BROWSE_LIMIT_DEFAULT,
  browseSort,
  PLACE_SUGGESTIONS_MAX,
  placeSuggestionsSchema,
  propertyCreateSchema,
  cursorPositionSchema,
  propertyPageSchema,
  propertyUpdateSchema,
  SCREENED_LISTING_FIELDS,
  type Province,
} from '../../contracts/index.js';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, fieldIssue, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import type { SqlRunner } from '../../common/sql.js';
import { locateListing } from '../geocoding/index.js';
import { lockUnlessSuspended } from '../user/index.js';
import { BrowseReads } from './browse-reads.js';
import { checkListingFiles } from './listing-files.js';
import { readSearchText } from './search-text.js';
import { flagReusedPhotos, withReviewFlagsFor } from './listing-moderation.js';
import { refuseDiscriminatoryText } from './listing-text.js';
import { ListingViews, type Visitor } from './listing-views.js';
import { flagBelowMarket } from './rent-report.queries.js';
import { previousRentsOf, priceHistoryOf, recordFirstRent, recordRentChange, type PriceHistoryEntry, type RecordedRentChange } from './price-history.js';
import { PropertyListing } from './property.entity.js';
import {
  canCreateListing,
  canDeleteListing,
  canEditListing,
  canReviewListing,
  canSeeAllListingsOf,
  canViewListing,
  isPublicListing,
  isReviewTransition,
  withModerationReasonFor,
} from './property.policy.js';
import {
  buildPlaceSuggestionsQuery,
  findPropertyRecord,
  propertyRecordQuery,
  type PropertyRecord,
} from './property.queries.js';
import type { PropertySort } from '../../contracts/index.js';

export interface PropertyPage {
  items: PropertyRecord[];
  /** Keyset position of the item at `index` (GraphQL edges), encoded when asked: REST only needs the last one. */
  cursorOf: (index: number) => string;
  /** Pass as `cursor` (REST) or `after` (GraphQL) for the next page; null on the last page. */
  nextCursor: string | null;
  /** How many listings match the browse on all pages; one more query, run only when asked for. */
  totalCount: () => Promise<number>;
}

/** A city or neighbourhood of the city box, with its public listings. */
export interface PlaceSuggestion {
  kind: 'city' | 'neighbourhood';
  name: string;
  city: string;
  province: Province;
  listings: number;
}

export const PROPERTY_NOT_FOUND = 'Property not found';
const notFound = () => new DomainError('NOT_FOUND', PROPERTY_NOT_FOUND);

/** Called in the transaction of a change that put a listing on the public marketplace (saved-search alerts). */
export type ListingPublished = (em: EntityManager, propertyId: number) => Promise<void>;
/**
 * Called in a listing's deletion transaction before the delete (viewings: cancelled and their tenants told); what
 * it returns runs once the deletion committed.
 */
export type ListingDeleted = (em: EntityManager, propertyId: number) => Promise<(committed: EntityManager) => Promise<void>>;

/**
 * What a listing asks of the lease and document modules, which build on this one: the root hands them in.
 * A listing with a pending or active lease is not deleted; lease agreements given with a new listing are filed.
 */
export interface ListingAgreements {
  hasBookingLease(em: EntityManager, propertyId: number): Promise<boolean>;
  fileLeaseAgreement(em: EntityManager, file: { propertyId: number; ownerId: number; name: string; ipfsHash: string }): unknown;
}

/** An admin's review decision on a pending listing. */
export type ReviewDecision = 'approved' | 'rejected';

/**
 * Tells the landlord an admin's review decision (the notification module's ListingReviewNotices, which builds on
 * this one: the root hands it in). `record` runs in the decision's transaction; what it returns runs once that
 * committed.
 */
export interface ListingReviewNotifier {
  record(
    em: EntityManager,
    listing: PropertyListing,
    decision: ReviewDecision,
    reason: string | null,
    adminId: number,
  ): Promise<(committed: EntityManager) => Promise<void>>;
}

/**
 * Called in the transaction of a rent change that lowered the rent of a public listing (saved-search alerts):
 * `change.id` names the drop, so each one alerts once.
 */
export type ListingPriceDropped = (em: EntityManager, propertyId: number, change: RecordedRentChange) => Promise<void>;

/**
 * Called in the transaction of any change that can move the rent report (a public listing changed, one reached or
 * left the marketplace): the rent-report module enqueues its debounced refresh there.
 */
export type ListingsChanged = (em: EntityManager) => Promise<void>;

/** What other domains do when a listing reaches the marketplace, drops its rent, or leaves it for good, or the public listings change. */
export interface ListingHooks {
  listingPublished?: ListingPublished;
  listingPriceDropped?: ListingPriceDropped;
  listingDeleted?: ListingDeleted;
  listingsChanged?: ListingsChanged;
}

/** Listings: browse, detail, owner list, create, partial update, review (admins) and delete. */
export class PropertyService {
  private readonly reads: BrowseReads;
  private readonly views: ListingViews;

  /** `read`: the browse's statements, on a plain pg pool (poolRunner); the rest goes through the request's em. */
  constructor(
    private readonly read: SqlRunner,
    private readonly agreements: ListingAgreements,
    private readonly hooks: ListingHooks = {},
    private readonly reviewNotices: ListingReviewNotifier | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.reads = new BrowseReads(read);
    this.views = new ListingViews(read, now);
  }

  /** The service's clock (injected in tests): what "a drop within 30 days" is measured from. */
  clock(): Date {
    return this.now();
  }

  /**
   * Listings with their `previousRent` (docs/product.md#price-history): one query for the lot. What REST answers;
   * GraphQL resolves the field through the same loader.
   */
  async withPreviousRents<T extends { id: number }>(ctx: ServiceContext, records: T[]): Promise<Array<T & { previousRent: number | null }>> {
    if (records.length === 0) return [];
    const previous = await previousRentsOf(ctx, records.map((record) => record.id), this.now());
    return records.map((record, index) => ({ ...record, previousRent: previous[index] ?? null }));
  }

  /** Every rent of a listing, oldest first; seen by whoever may see the listing (404 otherwise, like get). */
  async priceHistory(ctx: ServiceContext, id: number): Promise<PriceHistoryEntry[]> {
    await this.get(ctx, id);
    return priceHistoryOf(ctx.em, id);
  }

  /** Public marketplace by default; see browseWhere (property.queries.ts) for what an explicit status shows to whom. */
  async browse(ctx: ServiceContext, input: unknown, defaults: { limit?: number; ownerId?: number; status?: 'all' } = {}): Promise<PropertyPage> {
    const page = parseInput(propertyPageSchema, input);
    const limit = page.limit ?? defaults.limit ?? BROWSE_LIMIT_DEFAULT;
    const { cursor, limit: _limit, sort: asked, ...asFiltered } = page;
    // '2 bedrooms near the Plateau': the bedrooms said in words are a filter, the other words the text to match.
    const { words, bedrooms } = readSearchText(page.q ?? '');
    const filter = bedrooms === undefined ? asFiltered : { ...asFiltered, bedrooms: Math.max(asFiltered.bedrooms ?? 0, bedrooms) };
    const sort = browseSort(asked, words.length > 0);
    const after = cursor === undefined ? undefined : decodeCursor(cursor, sort);
    const request = { ...filter, priceDroppedAt: filter.priceDropped ? this.now() : undefined, status: page.status ?? defaults.status, ownerId: defaults.ownerId, viewer: ctx.viewer, sort, limit: limit + 1, after };
    const { rows, total: totalCount } = words.length ? await this.reads.browseText(words, request) : await this.reads.browse(request);
    const hasMore = rows.length > limit;
    const pageRows = hasMore ? rows.slice(0, limit) : rows;
    const items: PropertyRecord[] = [];
    const keys: string[] = [];
    for (const { cursorKey, listingsVersion: _version, ...record } of pageRows) {
      items.push(withModerationReasonFor(ctx.viewer, record));
      keys.push(cursorKey);
    }
    const cursorOf = (index: number) => encodeCursor(sort, keys[index]!, items[index]!.id);
    return { items: await withReviewFlagsFor(ctx, items), cursorOf, nextCursor: hasMore ? cursorOf(items.length - 1) : null, totalCount };
  }

  /** The city box's suggestions: cities and neighbourhoods like the text typed, accents and small typos forgiven. */
  async suggestPlaces(_ctx: ServiceContext, input: unknown): Promise<PlaceSuggestion[]> {
    const { q } = parseInput(placeSuggestionsSchema, input);
    if (q === '') return [];
    return this.read<PlaceSuggestion>(buildPlaceSuggestionsQuery(q, PLACE_SUGGESTIONS_MAX));
  }

  /** An owner's listings: all statuses for the owner and admins, the public ones for everybody else. */
  listByOwner(ctx: ServiceContext, ownerId: number, input: unknown = {}): Promise<PropertyPage> {
    const status = canSeeAllListingsOf(ctx.viewer, ownerId) ? 'all' : undefined;
    return this.browse(ctx, input, { ownerId, status });
  }

  /** Hidden, pending and rejected listings answer 404 to anyone but their owner and admins (no existence leak). */
  async get(ctx: ServiceContext, id: number): Promise<PropertyRecord> {
    const record = await findPropertyRecord(ctx.em, id);
    if (!record || !canViewListing(ctx.viewer, record)) throw notFound();
    return (await withReviewFlagsFor(ctx, [withModerationReasonFor(ctx.viewer, record)]))[0]!;
  }

  /**
   * A visitor opening a listing (REST, GraphQL): `get`, and the visit counted for its statistics with one insert on
   * the pool (docs/product.md#listing-statistics). `visitor` is null where no browser asked (server rendering counts
   * at the page's route instead, with recordPageView). A failed count never costs the visitor the page.
   */
  async view(ctx: ServiceContext, id: number, visitor: Omit<Visitor, 'viewer'> | null): Promise<PropertyRecord> {
    const record = await this.get(ctx, id);
    if (visitor) await this.views.record(record, { ...visitor, viewer: ctx.viewer }).catch(() => undefined);
    return record;
  }

  /** A signed-out visitor's server-rendered listing page (`/property/:id`): counted like `view`, whatever the render does. */
  async recordPageView(id: number, visitor: Visitor): Promise<void> {
    const [record] = await this.read<PropertyRecord>(propertyRecordQuery(id));
    if (record) await this.views.record(record, visitor).catch(() => undefined);
  }

  /**
   * Landlords only; the session is the owner, listings start pending, lease documents are filed in one transaction.
   * Cited files must be the landlord's own uploads of the right kind (checkListingFiles).
   */
  async create(ctx: ServiceContext, input: unknown): Promise<PropertyRecord> {
    const viewer = requireViewer(ctx);
    if (!canCreateListing(viewer)) throw new DomainError('FORBIDDEN', 'Only landlords can list properties.');
    const { images, leaseDocuments, ...fields } = parseInput(propertyCreateSchema, input);
    refuseDiscriminatoryText(ctx, fields, fields.province);
    const files = await checkListingFiles(ctx.em, viewer.id, { images, leaseDocuments });
    const id = await ctx.em.transactional(async (em) => {
      await lockUnlessSuspended(em, viewer.id);
      const listing = em.create(PropertyListing, { ...fields, ...locateListing(fields), images: files.images, ownerId: viewer.id, status: 'pending' });
      await em.flush();
      await recordFirstRent(em, listing.id, listing.monthlyRent, this.now());
      await flagReusedPhotos(em, listing);
      // A rent far under the local median is the classic bait of a scam: an admin looks first (docs/rent-report.md).
      await flagBelowMarket(em, listing.id);
      for (const document of files.leaseDocuments) {
        this.agreements.fileLeaseAgreement(em, { propertyId: listing.id, ownerId: viewer.id, name: document.filename, ipfsHash: document.ipfsHash });
      }
      return listing.id;
    });
    return (await findPropertyRecord(ctx.em, id))!;
  }

  /** Owner: the Edit Property fields and marketplace visibility (docs/product.md#dashboard). Admins: status, only pending -> approved/rejected. */
  async update(ctx: ServiceContext, id: number, input: unknown): Promise<PropertyRecord> {
    const viewer = requireViewer(ctx);
    const { status, moderationReason, latitude, longitude, leaseDocuments = [], ...fields } = parseInput(propertyUpdateSchema, input);
    const listing = await ctx.em.findOne(PropertyListing, id);
    if (!listing || !canViewListing(viewer, listing)) throw notFound();
    const changesFields = Object.values(fields).some((value) => value !== undefined) || latitude != null || leaseDocuments.length > 0;
    if (status !== undefined && !canReviewListing(viewer)) {
      throw new DomainError('FORBIDDEN', 'Only administrators can approve or reject listings.');
    }
    if (changesFields && !canEditListing(viewer, listing)) throw new DomainError('FORBIDDEN', 'You can only edit your own properties.');
    if (fields.showOnMarketplace === true && listing.hiddenByModeration) {
      throw new DomainError('CONFLICT', icu('An administrator hid this listing from the marketplace ({reason}); it cannot be listed again.', { reason: listing.moderationReason ?? '' }));
    }
    if (status !== undefined && !isReviewTransition(listing.status, status)) throw reviewConflict(listing.status, status);
    const changedText = SCREENED_LISTING_FIELDS.filter((field) => fields[field] !== undefined);
    if (changedText.length > 0) {
      // The exceptions come from the whole listing as it will read, the findings only from what this edit writes.
      const after = Object.fromEntries(SCREENED_LISTING_FIELDS.map((field) => [field, fields[field] !== undefined ? fields[field] : listing[field]]));
      refuseDiscriminatoryText(ctx, after, fields.province ?? listing.province, changedText);
    }
    const point = changesFields ? locateListing({ ...fields, latitude, longitude }, listing) : undefined;
    // The same files a new listing may cite: the owner's own uploads of the right kind.
    const files = changesFields ? await checkListingFiles(ctx.em, viewer.id, { images: fields.images ?? [], leaseDocuments }, listing.images) : null;
    if (files && fields.images) fields.images = files.images;

    const afterCommit = await ctx.em.transactional(async (em) => {
      let notice: ((committed: EntityManager) => Promise<void>) | null = null;
      let rentChange: RecordedRentChange | null = null;
      if (status !== undefined) {
        // Conditional on still being pending, so two reviewers cannot both decide.
        const reason = moderationReason ?? null;
        const changed = await em.nativeUpdate(PropertyListing, { id, status: 'pending' }, { status, moderationReason: reason, updatedAt: new Date() });
        if (changed === 0) throw reviewConflict('approved or rejected', status);
        // isReviewTransition allowed only approved or rejected here.
        notice = (await this.reviewNotices?.record(em, listing, status as ReviewDecision, reason, viewer.id)) ?? null;
      }
      if (changesFields) {
        // Before the row changes: it locks the listing and compares with the rent in force.
        rentChange = fields.monthlyRent === undefined ? null : await recordRentChange(em, id, fields.monthlyRent, this.now());
        const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
        await em.nativeUpdate(PropertyListing, { id }, { ...defined, ...point, updatedAt: new Date() });
        // An owner's edit lowering the rent under the local median's threshold goes back to review, flagged.
        if (fields.monthlyRent !== undefined && fields.monthlyRent < listing.monthlyRent) await flagBelowMarket(em, id);
        // Photos added by an edit are checked as a new listing's are; a reused one sends it back to review.
        if (fields.images) await flagReusedPhotos(em, { id, ownerId: listing.ownerId, images: fields.images }, { onEdit: true });
        for (const document of files?.leaseDocuments ?? []) {
          this.agreements.fileLeaseAgreement(em, { propertyId: id, ownerId: listing.ownerId, name: document.filename, ipfsHash: document.ipfsHash });
        }
      }
      // Approved while listed, or listed once approved: it just reached the marketplace. A flag raised by the edit
      // (a reused photo, a rent far under the market) sent it back to review: it left the marketplace.
      const flaggedBack = changesFields && (await em.execute<Array<{ status: string }>>('select status from properties where id = ?', [id]))[0]?.status === 'pending';
      const after = { ...listing, status: flaggedBack ? 'pending' : (status ?? listing.status), showOnMarketplace: fields.showOnMarketplace ?? listing.showOnMarketplace };
      if (!isPublicListing(listing) && isPublicListing(after)) await this.hooks.listingPublished?.(em, id);
      else if (isPublicListing(after) && rentChange && rentChange.monthlyRent < rentChange.previousRent) await this.hooks.listingPriceDropped?.(em, id, rentChange);
      if (isPublicListing(listing) || isPublicListing(after)) await this.hooks.listingsChanged?.(em);
      return notice;
    });
    await afterCommit?.(ctx.em);
    return (await findPropertyRecord(ctx.em, id))!;
  }

  /** Owner or admin; refused while a pending or active lease exists (the lease would be lost with the listing). */
  async delete(ctx: ServiceContext, id: number): Promise<void> {
    const viewer = requireViewer(ctx);
    const listing = await ctx.em.findOne(PropertyListing, id);
    if (!listing || !canViewListing(viewer, listing)) throw notFound();
    if (!canDeleteListing(viewer, listing)) throw new DomainError('FORBIDDEN', 'You can only delete your own properties.');
    const afterCommit = await ctx.em.transactional(async (em) => {
      // em.execute, not em.getConnection().execute: only the former runs in this transaction, so the row lock holds
      // until the delete commits and a lease created meanwhile waits for it.
      await em.execute('select id from properties where id = ? for update', [id]);
      if (await this.agreements.hasBookingLease(em, id)) {
        throw new DomainError('CONFLICT', 'This property has a pending or active lease and cannot be deleted.');
      }
      const told = await this.hooks.listingDeleted?.(em, id);
      await em.nativeDelete(PropertyListing, { id });
      if (isPublicListing(listing)) await this.hooks.listingsChanged?.(em);
      return told;
    });
    await afterCommit?.(ctx.em);
  }
}

function reviewConflict(from: string, to: string) {
  return new DomainError('CONFLICT', icu('Only pending listings can be approved or rejected (this one is {from}, asked for {to}).', { from, to }));
}

/** An opaque position: the sort it belongs to, that sort's key of the last row, and its id. */
export function encodeCursor(sort: PropertySort, key: string, id: number): string {
  return Buffer.from(`${sort}.${key}.${id}`).toString('base64url');
}

/**
 * A cursor of another sort (or anything else) is refused: continuing with it would skip or repeat rows. Its numbers
 * pass the contract's bounds (cursorPositionSchema), so a forged one never overflows in SQL.
 */
export function decodeCursor(cursor: string, sort: PropertySort): { key: string; id: number } {
  const match = /^([a-z_]+)\.([^.]+(?:\.[^.]+)?)\.([^.]+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  const position = match?.[1] === sort ? cursorPositionSchema(sort).safeParse({ key: match[2], id: match[3] }) : null;
  if (!position?.success) throw new DomainError('VALIDATION_FAILED', 'Invalid cursor', { issues: [fieldIssue('cursor', 'Invalid cursor')] });
  return position.data;
}
