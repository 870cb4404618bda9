import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { Mailer } from './mail/mailer.js';
import {
  createAuthRateLimiter,
  ApiTokenService,
  AuthService,
  EmailVerificationService,
  SessionService,
} from './modules/auth/index.js';
import { PostgresPubSub } from './events/postgres-pubsub.js';
import { JobQueue } from './jobs/job-queue.js';
import {
  ApplicationNotices,
  ApplicationRetention,
  RentalApplicationService,
  RentalProfileService,
} from './modules/application/index.js';
import { ChatService } from './modules/chat/index.js';
import { InquiryService, inquiredAboutSql } from './modules/inquiry/index.js';
import { InspectionService, signedMoveInReport } from './modules/inspection/index.js';
import { ListingReviewNotices, NotificationService, Notices } from './modules/notification/index.js';
import { DocumentService, fileLeaseAgreement } from './modules/document/index.js';
import {
  contractUploadCheck,
  hasBookingLease,
  LeaseService,
  LeaseSigningService,
  LeaseVerificationService,
  LeaseInvitationService,
  LeaseLifecycle,
  LeaseRenewalReminders,
  LeaseNotices,
  tenantContractSql,
} from './modules/lease/index.js';
import { createUploadService } from './modules/upload/index.js';
import { renderLeaseDocument, renderSealedLease } from './modules/lease-document/index.js';
import { createContentStore } from './storage/create-content-store.js';
import { ListingTextService, PropertyService } from './modules/property/index.js';
import { ListingStatsService } from './modules/listing-stats/index.js';
import { DepositReturnNotices, DepositReturnService } from './modules/deposit-return/index.js';
import { DepositInterestNotices, RentService } from './modules/rent/index.js';
import { RentGuidelineService, RentIncreaseNotices, RentIncreaseService } from './modules/rent-increase/index.js';
import { RentReportService } from './modules/rent-report/index.js';
import { ReportService } from './modules/report/index.js';
import { SavedPropertyService } from './modules/saved-property/index.js';
import { SavedSearchAlerts, SavedSearchService } from './modules/saved-search/index.js';
import { SuspensionService } from './modules/suspension/index.js';
import { UserService } from './modules/profile/index.js';
import { RepairNotices, RepairService, repairPhotoCitations } from './modules/repair/index.js';
import { EntryNoticeNotices, EntryNoticeService } from './modules/entry-notice/index.js';
import { ViewingNotices, ViewingRequestNotices, ViewingRequestService, ViewingService } from './modules/viewing/index.js';
import { createWriteLimiter, type WriteLimiter } from './rate-limit/write-limits.js';
import { poolRunner } from './common/sql.js';

export interface Infrastructure {
  config: AppConfig;
  logger: Logger;
  orm: MikroORM;
  /** Plain pg pool for what sits beside the ORM (the browse's reads, rate-limit counters, LISTEN/NOTIFY). */
  pool: pg.Pool;
  mailer: Mailer;
}

/** One instance of each service, shared by REST routes, GraphQL resolvers and subscriptions. */
export function createServices(infra: Infrastructure) {
  // The pubsub first: ending a session or token is announced on it (open WebSockets close on every instance).
  const pubsub = new PostgresPubSub(infra.pool, infra.logger);
  const sessions = new SessionService(pubsub);
  const authRateLimiter = createAuthRateLimiter(infra.pool);
  const emailVerification = new EmailVerificationService(sessions, infra.mailer, authRateLimiter, infra.config.publicUrl);
  const auth = new AuthService(sessions, infra.mailer, authRateLimiter, infra.config.publicUrl, emailVerification, infra.config.passwordHashCost);
  const writeLimits = createWriteLimiter(infra.pool, infra.logger, infra.config.rateLimits);
  // Background work on the same database; the server starts its workers and stops them on close.
  const jobs = new JobQueue(infra.pool.options.connectionString!, infra.logger, { pollingIntervalSeconds: infra.config.jobPollingSeconds });
  const messaging = createMessagingServices(infra, pubsub, writeLimits, jobs);
  // The rent report's refresh follows listing changes (the hooks of the property, suspension and report modules, debounced) and runs nightly.
  const rentReport = new RentReportService({ orm: infra.orm, read: poolRunner(infra.pool), jobs, logger: infra.logger, now: infra.config.now, debounceSeconds: infra.config.rentReportDebounceSeconds });
  rentReport.register();
  const { notices } = messaging;
  const documents = new DocumentService({ tenantContractSql });
  // One content store for uploads and sealed leases.
  const store = createContentStore(infra.config);
  // Files are decided by the records that cite them: documents, repair photos.
  const upload = createUploadService(infra.config, writeLimits, [documents, repairPhotoCitations], store);
  const leaseNotices = new LeaseNotices(notices, infra.config.publicUrl);
  leaseNotices.register();
  // A renewal's rent meets the rent increase rules, which the rent-increase module (built below) answers.
  const leases = new LeaseService(writeLimits, contractUploadCheck(upload), infra.config.now, leaseNotices, (em, lease, startDate, rent) => rentIncreases.renewalLimits(em, lease, startDate, rent));
  const leaseInvitations = new LeaseInvitationService(leaseNotices);
  const leaseSigning = new LeaseSigningService({
    renderer: { render: renderLeaseDocument, renderSealed: renderSealedLease },
    store,
    notices: leaseNotices,
    verifyUrl: `${infra.config.publicUrl}/verify`,
  });
  const depositReturnNotices = new DepositReturnNotices(notices, infra.config.publicUrl);
  depositReturnNotices.register();
  // The inspection module tells whether a move-in report was signed (BC and Alberta refuse damage deductions without one).
  const depositReturns = new DepositReturnService({ signedMoveInReport, notices: depositReturnNotices });
  const inspections = new InspectionService({ store, verifyUrl: `${infra.config.publicUrl}/verify`, now: infra.config.now });
  const savedSearchAlerts = new SavedSearchAlerts({ ...infra, jobs, notices, publicUrl: infra.config.publicUrl });
  savedSearchAlerts.register();
  const viewingNotices = new ViewingNotices({ ...infra, jobs, notices, publicUrl: infra.config.publicUrl, mailFrom: infra.config.mailFrom, now: infra.config.now });
  viewingNotices.register();
  const viewings = new ViewingService(viewingNotices, writeLimits, infra.config.now);
  const viewingRequestNotices = new ViewingRequestNotices(notices, infra.config.publicUrl);
  viewingRequestNotices.register();
  const viewingRequests = new ViewingRequestService(viewingRequestNotices, viewingNotices, writeLimits, infra.config.now);
  const rentalProfiles = new RentalProfileService();
  const applicationNotices = new ApplicationNotices({ notices, publicUrl: infra.config.publicUrl });
  applicationNotices.register();
  const applications = new RentalApplicationService(rentalProfiles, writeLimits, upload, applicationNotices);
  const applicationRetention = new ApplicationRetention({ orm: infra.orm, jobs, notices: applicationNotices, retentionDays: infra.config.applicationRetentionDays, logger: infra.logger });
  applicationRetention.register();
  const leaseLifecycle = new LeaseLifecycle({ orm: infra.orm, jobs, logger: infra.logger });
  leaseLifecycle.register();
  const leaseRenewalReminders = new LeaseRenewalReminders({ orm: infra.orm, jobs, notices, publicUrl: infra.config.publicUrl, logger: infra.logger, now: infra.config.now });
  leaseRenewalReminders.register();
  const listingReviewNotices = new ListingReviewNotices({ notices, publicUrl: infra.config.publicUrl });
  listingReviewNotices.register();
  const repairNotices = new RepairNotices(notices, infra.config.publicUrl);
  repairNotices.register();
  const repairs = new RepairService(repairNotices, writeLimits, infra.config.now);
  const entryNoticeNotices = new EntryNoticeNotices(notices, infra.config.publicUrl);
  entryNoticeNotices.register();
  const entryNotices = new EntryNoticeService(repairs, entryNoticeNotices, infra.config.now);
  const suspensions = new SuspensionService(sessions, notices, infra.config.publicUrl, rentReport.listingsChanged);
  suspensions.register();
  const rentIncreaseNotices = new RentIncreaseNotices(notices, infra.config.publicUrl);
  rentIncreaseNotices.register();
  const rentIncreases = new RentIncreaseService({ notices: rentIncreaseNotices, now: infra.config.now });
  const rentGuidelines = new RentGuidelineService(infra.config.now);
  const depositInterestNotices = new DepositInterestNotices({ orm: infra.orm, jobs, notices, publicUrl: infra.config.publicUrl, logger: infra.logger, now: infra.config.now });
  depositInterestNotices.register();
  return { ...infra, ...messaging, jobs, store, rentalProfiles, applications, applicationNotices, applicationRetention, leaseLifecycle, leaseRenewalReminders, sessions, auth, emailVerification, properties: new PropertyService(poolRunner(infra.pool), { hasBookingLease, fileLeaseAgreement }, { listingPublished: savedSearchAlerts.listingPublished, listingPriceDropped: savedSearchAlerts.listingPriceDropped, listingDeleted: viewings.listingDeleted, listingsChanged: rentReport.listingsChanged }, listingReviewNotices, infra.config.now), listingText: new ListingTextService(writeLimits), savedSearchAlerts, savedProperties: new SavedPropertyService(infra.config.now), savedSearches: new SavedSearchService(), users: new UserService(), apiTokens: new ApiTokenService(sessions), leases, leaseInvitations, leaseSigning, depositReturns, leaseVerification: new LeaseVerificationService(writeLimits, [(em, cid) => inspections.verifySealed(em, cid)]), inspections, documents, upload, reports: new ReportService(writeLimits, rentReport.listingsChanged), suspensions, viewings, viewingRequests, rentIncreases, rentGuidelines, repairs, entryNotices, rent: new RentService(infra.config.now), depositInterestNotices, listingStats: new ListingStatsService(infra.config.now), rentReport };
}

/**
 * One pubsub (LISTEN/NOTIFY; the server starts and closes it) and the services that publish through it; `notices`
 * is the one way every module tells people something (in-app and by email through `jobs`).
 */
function createMessagingServices({ orm, mailer }: Infrastructure, pubsub: PostgresPubSub, writeLimits: WriteLimiter, jobs: JobQueue) {
  const chat = new ChatService(orm, pubsub, writeLimits, { inquiredAboutSql });
  const notifications = new NotificationService(pubsub);
  const notices = new Notices({ orm, jobs, mailer, notifications });
  return { pubsub, chat, notifications, notices, inquiries: new InquiryService(chat, notices, writeLimits) };
}

export type AppServices = ReturnType<typeof createServices>;
