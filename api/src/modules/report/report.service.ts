import { reportListingSchema, resolveReportSchema } from '../../contracts/index.js';
import { canModerate, requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, flushUnique, parseInput } from '../../common/domain-error.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { hideListingByModeration, canViewListing, findPropertyRecord, type ListingsChanged, PROPERTY_NOT_FOUND } from '../property/index.js';
import { ListingReport } from './report.entity.js';
import { canReportListing } from './report.policy.js';
import { findReportRecord, openReportRecords, type ReportRecord } from './report.queries.js';

const ONLY_ADMINS = 'Only administrators can review reports.';

/** Listing reports (docs/product.md#trust-and-safety): users report, admins work the queue (dismiss, or hide the listing with a reason). */
export class ReportService {
  constructor(
    private readonly writeLimits: WriteLimiter,
    /** The rent report's refresh, enqueued when an admin hides a listing (it leaves the marketplace). */
    private readonly listingsChanged: ListingsChanged | null = null,
  ) {}

  async report(ctx: ServiceContext, propertyId: number, input: unknown): Promise<ReportRecord> {
    const viewer = requireViewer(ctx);
    const data = parseInput(reportListingSchema, input);
    await this.writeLimits.consume(viewer, 'report');
    const listing = await findPropertyRecord(ctx.em, propertyId);
    if (!listing || !canViewListing(viewer, listing)) throw new DomainError('NOT_FOUND', PROPERTY_NOT_FOUND);
    if (!canReportListing(viewer, listing)) throw new DomainError('FORBIDDEN', 'You cannot report your own listing.');
    const report = ctx.em.create(ListingReport, { propertyId, reporterId: viewer.id, reason: data.reason, details: data.details });
    // One open report per (property, reporter): the partial unique index.
    await flushUnique(ctx.em, () => new DomainError('CONFLICT', 'You have already reported this listing. An administrator will review your report.'));
    const record = (await findReportRecord(ctx.em, report.id))!;
    // The landlord's name is for the admins who work the queue, not for whoever reports.
    return canModerate(viewer) ? record : { ...record, propertyOwnerName: null };
  }

  queue(ctx: ServiceContext): Promise<ReportRecord[]> {
    if (!canModerate(requireViewer(ctx))) throw new DomainError('FORBIDDEN', ONLY_ADMINS);
    return openReportRecords(ctx.em);
  }

  /** Dismiss, or hide the listing (which settles every open report of that listing); only open reports are resolved. */
  async resolve(ctx: ServiceContext, id: number, input: unknown): Promise<ReportRecord> {
    const viewer = requireViewer(ctx);
    if (!canModerate(viewer)) throw new DomainError('FORBIDDEN', ONLY_ADMINS);
    const { action, reason } = parseInput(resolveReportSchema, input);
    await ctx.em.transactional(async (em) => {
      const settle = `update listing_reports set status = ?, resolved_by = ?, resolved_at = now() where status = 'open'`;
      // Conditional on still being open, so two admins cannot both resolve it.
      const [resolved] = await em.execute<Array<{ property_id: number }>>(`${settle} and id = ? returning property_id`, [
        action === 'hide' ? 'hidden' : 'dismissed',
        viewer.id,
        id,
      ]);
      if (!resolved) {
        const exists = (await em.execute('select 1 from listing_reports where id = ?', [id])).length > 0;
        throw exists ? new DomainError('CONFLICT', 'This report was already resolved.') : new DomainError('NOT_FOUND', 'Report not found');
      }
      if (action === 'hide') {
        await hideListingByModeration(em, resolved.property_id, reason!);
        await this.listingsChanged?.(em);
        await em.execute(`${settle} and property_id = ?`, ['hidden', viewer.id, resolved.property_id]);
      }
    });
    return (await findReportRecord(ctx.em, id))!;
  }
}
