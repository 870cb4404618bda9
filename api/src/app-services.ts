import type { MikroORM } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { AppConfig } from './config.js';
import type { Mailer } from './mail/mailer.js';
import { createAuthRateLimiter } from './modules/auth/auth-rate-limiter.js';
import { ApiTokenService } from './modules/auth/api-token.service.js';
import { AuthService } from './modules/auth/auth.service.js';
import { EmailVerificationService } from './modules/auth/email-verification.service.js';
import { SessionService } from './modules/auth/session.service.js';
import { PostgresPubSub } from './events/postgres-pubsub.js';
import { JobQueue } from './jobs/job-queue.js';
import { ApplicationNotices } from './modules/application/application-notices.js';
import { ApplicationRetention } from './modules/application/application-retention.js';
import { RentalApplicationService } from './modules/application/rental-application.service.js';
import { RentalProfileService } from './modules/application/rental-profile.service.js';
import { ChatService } from './modules/chat/chat.service.js';
import { InquiryService } from './modules/inquiry/inquiry.service.js';
import { NotificationService } from './modules/notification/notification.service.js';
import { Notices } from './modules/notification/notices.js';
import { DocumentService } from './modules/document/document.service.js';
import { contractUploadCheck } from './modules/lease/contract-file-check.js';
import { LeaseService } from './modules/lease/lease.service.js';
import { LeaseInvitationService } from './modules/lease/lease-invitation.service.js';
import { LeaseLifecycle } from './modules/lease/lease-lifecycle.js';
import { LeaseNotices } from './modules/lease/lease-notices.js';
import { createUploadService } from './modules/upload/upload.service.js';
import { PropertyService } from './modules/property/property.service.js';
import { ReportService } from './modules/report/report.service.js';
import { SavedPropertyService } from './modules/saved-property/saved-property.service.js';
import { SavedSearchAlerts } from './modules/saved-search/saved-search-alerts.js';
import { SavedSearchService } from './modules/saved-search/saved-search.service.js';
import { SuspensionService } from './modules/user/suspension.service.js';
import { UserService } from './modules/user/user.service.js';
import { ViewingNotices } from './modules/viewing/viewing-notices.js';
import { ViewingService } from './modules/viewing/viewing.service.js';
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
  const auth = new AuthService(sessions, infra.mailer, authRateLimiter, infra.config.publicUrl, emailVerification);
  const writeLimits = createWriteLimiter(infra.pool, infra.logger, infra.config.rateLimits);
  // Background work on the same database; the server starts its workers and stops them on close.
  const jobs = new JobQueue(infra.pool.options.connectionString!, infra.logger, { pollingIntervalSeconds: infra.config.jobPollingSeconds });
  const messaging = createMessagingServices(infra, pubsub, writeLimits, jobs);
  const { notices } = messaging;
  const upload = createUploadService(infra.config, writeLimits);
  const leaseNotices = new LeaseNotices(notices, infra.config.publicUrl);
  leaseNotices.register();
  const leases = new LeaseService(writeLimits, contractUploadCheck(upload), undefined, leaseNotices);
  const leaseInvitations = new LeaseInvitationService(leaseNotices);
  const savedSearchAlerts = new SavedSearchAlerts({ ...infra, jobs, notices, publicUrl: infra.config.publicUrl });
  savedSearchAlerts.register();
  const viewingNotices = new ViewingNotices({ ...infra, jobs, notices, publicUrl: infra.config.publicUrl, mailFrom: infra.config.mailFrom, now: infra.config.now });
  viewingNotices.register();
  const viewings = new ViewingService(viewingNotices, writeLimits, infra.config.now);
  const rentalProfiles = new RentalProfileService();
  const applicationNotices = new ApplicationNotices({ notices, publicUrl: infra.config.publicUrl });
  applicationNotices.register();
  const applications = new RentalApplicationService(rentalProfiles, writeLimits, upload, applicationNotices);
  const applicationRetention = new ApplicationRetention({ orm: infra.orm, jobs, notices: applicationNotices, retentionDays: infra.config.applicationRetentionDays, logger: infra.logger });
  applicationRetention.register();
  const leaseLifecycle = new LeaseLifecycle({ orm: infra.orm, jobs, logger: infra.logger });
  leaseLifecycle.register();
  return { ...infra, ...messaging, jobs, rentalProfiles, applications, applicationNotices, applicationRetention, leaseLifecycle, sessions, auth, emailVerification, properties: new PropertyService(poolRunner(infra.pool), { listingPublished: savedSearchAlerts.listingPublished, listingDeleted: viewings.listingDeleted }), savedSearchAlerts, savedProperties: new SavedPropertyService(), savedSearches: new SavedSearchService(), users: new UserService(), apiTokens: new ApiTokenService(sessions), leases, leaseInvitations, documents: new DocumentService(), upload, reports: new ReportService(writeLimits), suspensions: new SuspensionService(sessions), viewings };
}

/**
 * One pubsub (LISTEN/NOTIFY; the server starts and closes it) and the services that publish through it; `notices`
 * is the one way every module tells people something (in-app and by email through `jobs`).
 */
function createMessagingServices({ orm, mailer }: Infrastructure, pubsub: PostgresPubSub, writeLimits: WriteLimiter, jobs: JobQueue) {
  const chat = new ChatService(orm, pubsub, writeLimits);
  const notifications = new NotificationService(pubsub, writeLimits);
  const notices = new Notices({ orm, jobs, mailer, notifications });
  return { pubsub, chat, notifications, notices, inquiries: new InquiryService(chat, notices, writeLimits) };
}

export type AppServices = ReturnType<typeof createServices>;
