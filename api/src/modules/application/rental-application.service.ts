import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { addYears, format, parseISO, subDays } from 'date-fns';
import { requireViewer, type Actor, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { icu } from '../../common/i18n.js';
import { refuseSin } from '../../common/no-sin.js';
import {
  APPLICATION_TRANSITIONS,
  BOOKING_TIME_ZONE,
  CONSENT_REQUIRED_MESSAGE,
  applicationDecisionSchema,
  applicationSchema,
  isOpenApplication,
  type ApplicationStatus,
} from '../../contracts/index.js';
import { calendarDayIn } from '../../common/time-zone.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { canViewListing, findListing, isPublicListing, listingById } from '../property/index.js';
import type { DownloadRequest, FileDownload, UploadService } from '../upload/index.js';
import { getUser } from '../user/index.js';
import { ApplicationAccess } from './application-access.entity.js';
import type { Notification } from '../notification/index.js';
import type { ApplicationNotices } from './application-notices.js';
import {
  canApplyFor,
  canDecideApplication,
  canKeepRentalProfile,
  canListApplicationsFor,
  canReadApplication,
  isApplicant,
  isLandlordRead,
} from './application.policy.js';
import type { LeaseDraft } from './application.types.js';
import { RentalApplication } from './rental-application.entity.js';
import type { RentalProfileService } from './rental-profile.service.js';

/** Lists are newest first and capped; one listing or one tenant has far fewer. */
export const APPLICATION_LIST_CAP = 500;
const UNIQUE_VIOLATION = '23505';
const NEWEST_FIRST = { createdAt: 'desc', id: 'desc' } as const;

const notFound = () => new DomainError('NOT_FOUND', 'Application not found');

/**
 * Rental applications (docs/product.md#rental-applications): a tenant applies to a public listing with a snapshot of their profile after an
 * explicit consent; the listing's landlord, and nobody else, reads and decides; every landlord read is logged for
 * the tenant to see; the tenant withdraws or deletes theirs at any time.
 */
export class RentalApplicationService {
  constructor(
    private readonly profiles: RentalProfileService,
    private readonly writeLimits: WriteLimiter,
    private readonly upload: UploadService,
    private readonly notices: ApplicationNotices | null = null,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** POST /api/properties/{id}/applications {message, consent: true}. */
  async apply(ctx: ServiceContext, propertyId: number, input: unknown): Promise<RentalApplication> {
    const viewer = requireViewer(ctx);
    if (!canKeepRentalProfile(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants can apply for a listing.');
    // Consent first: without it nothing of the profile moves, whatever else the request holds.
    if ((input as { consent?: unknown } | null)?.consent !== true) throw new DomainError('CONSENT_REQUIRED', CONSENT_REQUIRED_MESSAGE);
    refuseSin(input);
    const data = parseInput(applicationSchema, input);
    const listing = await findListing(ctx.em, propertyId);
    if (!listing || !isPublicListing(listing)) throw new DomainError('NOT_FOUND', 'Property not found');
    if (!canApplyFor(viewer, listing)) throw new DomainError('FORBIDDEN', 'You cannot apply for your own listing.');
    await this.writeLimits.consume(viewer, 'application');
    const [tenant, profile] = await Promise.all([getUser(ctx.em, viewer.id), this.profiles.snapshotOf(ctx, viewer.id)]);
    const snapshot = { profile, applicantName: tenant.name ?? tenant.email, applicantPhone: tenant.phone ?? tenant.whatsapp };
    // What the landlord will read is checked as it is copied: account fields never were, and a profile may predate the rule.
    refuseSin(snapshot);
    let application: RentalApplication;
    let notification: Notification | null;
    try {
      // The application and the landlord's notification commit together.
      [application, notification] = await ctx.em.transactional(async (em) => {
        const created = em.create(RentalApplication, {
          propertyId,
          tenantId: viewer.id,
          landlordId: listing.ownerId,
          message: data.message,
          ...snapshot,
          applicantEmail: tenant.email,
          consentedAt: this.now(),
        });
        await em.flush();
        return [created, (await this.notices?.record(em, created, 'received')) ?? null] as const;
      });
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      throw new DomainError('APPLICATION_EXISTS', 'You already have an open application for this listing.');
    }
    await this.notices?.publish(ctx.em, notification);
    return application;
  }

  /** GET /api/properties/{id}/applications: the listing's landlord only; each application listed is logged as viewed. */
  async listForProperty(ctx: ServiceContext, propertyId: number): Promise<RentalApplication[]> {
    const viewer = requireViewer(ctx);
    const listing = await findListing(ctx.em, propertyId);
    if (!listing || !canViewListing(viewer, listing)) throw new DomainError('NOT_FOUND', 'Property not found');
    if (!canListApplicationsFor(viewer, listing)) {
      throw new DomainError('FORBIDDEN', 'Only the landlord of this listing can see its applications.');
    }
    const applications = await ctx.em.find(RentalApplication, { propertyId }, { orderBy: NEWEST_FIRST, limit: APPLICATION_LIST_CAP });
    await this.logAccess(ctx, viewer, applications, 'viewed');
    return applications;
  }

  /** GET /api/applications/mine: the tenant's own applications. */
  async mine(ctx: ServiceContext): Promise<RentalApplication[]> {
    const viewer = requireViewer(ctx);
    if (!canKeepRentalProfile(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants have rental applications.');
    return ctx.em.find(RentalApplication, { tenantId: viewer.id }, { orderBy: NEWEST_FIRST, limit: APPLICATION_LIST_CAP });
  }

  /** POST /api/applications/{id}/decision: the listing's landlord shortlists, declines or accepts. */
  async decide(ctx: ServiceContext, id: number, input: unknown): Promise<RentalApplication> {
    requireViewer(ctx);
    const { decision } = parseInput(applicationDecisionSchema, input);
    let notification: Notification | null = null;
    const application = await this.move(
      ctx,
      id,
      decision,
      (actor, found) => {
        if (!canDecideApplication(actor, found)) throw new DomainError('FORBIDDEN', 'Only the landlord of this listing can decide on its applications.');
      },
      async (em, found) => {
        await this.notices?.queueEmail(em, found, decision);
        notification = (await this.notices?.record(em, found, decision)) ?? null;
      },
    );
    await this.notices?.publish(ctx.em, notification);
    return application;
  }

  /** POST /api/applications/{id}/withdraw: the tenant, while it is open. */
  withdraw(ctx: ServiceContext, id: number): Promise<RentalApplication> {
    return this.move(ctx, id, 'withdrawn', (actor, found) => {
      if (!isApplicant(actor, found)) throw new DomainError('FORBIDDEN', 'Only the tenant who applied can withdraw this application.');
    });
  }

  /**
   * DELETE /api/applications/{id}: the tenant deletes theirs at any time, its snapshot and access log with it; the
   * notifications about it forget the applicant in the same transaction.
   */
  async delete(ctx: ServiceContext, id: number): Promise<{ success: true }> {
    const viewer = requireViewer(ctx);
    const application = await this.readable(ctx, viewer, id);
    if (!isApplicant(viewer, application)) throw new DomainError('FORBIDDEN', 'Only the tenant who applied can delete this application.');
    await ctx.em.transactional(async (em) => {
      await this.notices?.forget(em, [id]);
      await em.nativeDelete(RentalApplication, { id });
    });
    return { success: true };
  }

  /** GET /api/applications/{id}/access-log: who opened the application and when, for its tenant. */
  async accessLog(ctx: ServiceContext, id: number): Promise<ApplicationAccess[]> {
    const viewer = requireViewer(ctx);
    const application = await this.readable(ctx, viewer, id);
    if (!isApplicant(viewer, application)) throw new DomainError('FORBIDDEN', 'Only the tenant who applied can see who opened this application.');
    return ctx.em.find(ApplicationAccess, { applicationId: id }, { orderBy: { at: 'asc', id: 'asc' } });
  }

  /** GET /api/applications/{id}/documents/{cid}: a document of the snapshot, for its tenant and landlord; a landlord's download is logged. */
  async openDocument(ctx: ServiceContext, id: number, request: DownloadRequest): Promise<FileDownload> {
    const viewer = requireViewer(ctx);
    const application = await this.readable(ctx, viewer, id);
    const document = application.profile.documents.find((candidate) => candidate.ipfsHash === request.cid);
    if (!document) throw new DomainError('NOT_FOUND', 'File not found');
    const download = await this.upload.openDownload(ctx, request, true);
    if (!download.notModified) await this.logAccess(ctx, viewer, [application], 'downloaded', document.name);
    return download;
  }

  /** What Create Lease is prefilled with: for the landlord, once accepted. */
  async leaseDraft(ctx: ServiceContext, application: RentalApplication): Promise<LeaseDraft | null> {
    if (application.status !== 'accepted' || ctx.viewer?.id !== application.landlordId) return null;
    const listing = await listingById(ctx).load(application.propertyId);
    if (!listing) return null;
    const today = calendarDayIn(BOOKING_TIME_ZONE, this.now());
    const moveIn = application.profile.moveInDate;
    const startDate = moveIn && moveIn >= today ? moveIn : null;
    return {
      propertyId: listing.id,
      province: listing.province,
      tenantName: application.applicantName,
      tenantEmail: application.applicantEmail,
      tenantPhone: application.applicantPhone,
      monthlyRent: listing.monthlyRent,
      startDate,
      endDate: startDate && format(subDays(addYears(parseISO(startDate), 1), 1), 'yyyy-MM-dd'),
    };
  }

  /** The application's listing title (batched per request); null once the listing is gone. */
  async propertyTitle(ctx: ServiceContext, application: RentalApplication): Promise<string | null> {
    return (await listingById(ctx).load(application.propertyId))?.title ?? null;
  }

  /**
   * Moves an application to `to` under a row lock, when its status allows it (APPLICATION_TRANSITIONS); `alongside`
   * runs in the same transaction (the decision's notification and email job).
   */
  private async move(
    ctx: ServiceContext,
    id: number,
    to: ApplicationStatus,
    authorize: (actor: Actor, found: RentalApplication) => void,
    alongside?: (em: EntityManager, found: RentalApplication) => Promise<void> | undefined,
  ): Promise<RentalApplication> {
    const viewer = requireViewer(ctx);
    return ctx.em.transactional(async (em) => {
      const found = await em.findOne(RentalApplication, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!found || !canReadApplication(viewer, found)) throw notFound();
      authorize(viewer, found);
      if (!APPLICATION_TRANSITIONS[found.status as ApplicationStatus].includes(to)) {
        throw new DomainError('APPLICATION_CLOSED', icu('This application is {status}: it cannot become {to}.', { status: found.status, to }), { status: found.status });
      }
      found.status = to;
      if (to !== 'withdrawn') found.decidedAt = this.now();
      if (!isOpenApplication(to)) found.closedAt = this.now();
      await em.flush();
      await alongside?.(em, found);
      return found;
    });
  }

  /** The application when the viewer is one of its two parties; 404 for anyone else, who learns nothing. */
  private async readable(ctx: ServiceContext, viewer: Actor, id: number): Promise<RentalApplication> {
    const found = await ctx.em.findOne(RentalApplication, { id });
    if (!found || !canReadApplication(viewer, found)) throw notFound();
    return found;
  }

  /** One access-log row per application the landlord read (the tenant's own reads are not logged). */
  private async logAccess(ctx: ServiceContext, viewer: Actor, applications: RentalApplication[], action: ApplicationAccess['action'], documentName: string | null = null): Promise<void> {
    const read = applications.filter((application) => isLandlordRead(viewer, application));
    if (read.length === 0) return;
    const viewerName = viewer.name ?? viewer.email;
    for (const application of read) {
      ctx.em.create(ApplicationAccess, { applicationId: application.id, viewerId: viewer.id, viewerName, viewerRole: viewer.role, action, documentName, at: this.now() });
    }
    await ctx.em.flush();
  }
}
