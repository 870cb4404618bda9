import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import type { ApplicationDecision } from '../../contracts/index.js';
import { mailTo, type MailMessage } from '../../mail/mailer.js';
import { Notification, type Notices, notificationText } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import { RentalApplication } from './rental-application.entity.js';

type Names = { landlord: string; tenant: string; listing: string };
export type ApplicationEvent = 'received' | ApplicationDecision;

export const DECISION_EMAIL_QUEUE = 'application-decision-email';
type DecisionEmailJob = { applicationId: number; event: ApplicationDecision };

const NOTICES: Record<ApplicationEvent, { title: MessageSource; message: (names: Names) => Message; to: 'tenant' | 'landlord' }> = {
  received: { title: 'New Rental Application', to: 'landlord', message: (n) => icu('{tenant} applied for {listing}.', n) },
  shortlisted: { title: 'Application Shortlisted', to: 'tenant', message: (n) => icu('{landlord} shortlisted your application for {listing}.', n) },
  declined: { title: 'Application Declined', to: 'tenant', message: (n) => icu('{landlord} declined your application for {listing}.', n) },
  accepted: {
    title: 'Application Accepted',
    to: 'tenant',
    message: (n) => icu('{landlord} accepted your application for {listing}. A lease invitation will follow.', n),
  },
};

/** The landlord's 'new application' message, which names the applicant. */
const RECEIVED_MESSAGE = NOTICES.received.message({ landlord: '', tenant: '', listing: '' }).id;
const isReceivedNotice = (notification: Notification) =>
  notification.template ? notification.template.message === RECEIVED_MESSAGE : notification.title === NOTICES.received.title;

/**
 * Tells the landlord of a new application (in-app) and the tenant of each decision, through the notices: the in-app
 * notification is written in the change's transaction (live delivery once it committed), and the email goes in the
 * tenant's language from a job enqueued in the decision's transaction (retried on failure; skipped when the tenant
 * deleted the application meanwhile). A crash between the change and its notices loses neither: they commit together
 * or not at all.
 */
export class ApplicationNotices {
  constructor(private readonly deps: { notices: Notices; publicUrl: string }) {}

  register(): void {
    this.deps.notices.defineEmail<DecisionEmailJob>(DECISION_EMAIL_QUEUE, (em, job) => this.decisionEmails(em, job));
  }

  /** Enqueues the decision's email in the caller's transaction `em`. */
  queueEmail(em: EntityManager, application: RentalApplication, event: ApplicationDecision): Promise<void> {
    return this.deps.notices.queueEmail(em, DECISION_EMAIL_QUEUE, { applicationId: application.id, event }, { singletonKey: `${application.id}:${event}` });
  }

  /** In the change's transaction `em`: the in-app notification of `event` to the side it concerns, for `publish` after the commit. */
  async record(em: EntityManager, application: RentalApplication, event: ApplicationEvent): Promise<Notification | null> {
    const notice = NOTICES[event];
    const facts = await this.facts(em, application);
    if (!facts) return null;
    const [recipient, sender] = notice.to === 'tenant' ? [facts.tenant, facts.landlord] : [facts.landlord, facts.tenant];
    const notification = this.deps.notices.record(em, {
      type: 'application',
      title: notice.title,
      message: notice.message(facts.names),
      recipientId: recipient.id,
      senderId: sender.id,
      propertyId: application.propertyId,
      metadata: { applicationId: application.id, tenantName: application.applicantName, propertyTitle: facts.names.listing },
    });
    await em.flush();
    return notification;
  }

  /** Live delivery of a recorded notification, once its transaction committed. */
  publish(em: EntityManager, notification: Notification | null): Promise<void> {
    return this.deps.notices.publish(em, [notification]);
  }

  /**
   * In the transaction deleting the applications `applicationIds` (their tenant, or the retention job): the
   * notifications about them keep nothing of the applicant. The landlord's 'new application' notice says 'An
   * applicant' and that the application was deleted, without its sender; every notice loses the applicant's name.
   */
  async forget(em: EntityManager, applicationIds: readonly number[]): Promise<void> {
    if (applicationIds.length === 0) return;
    const notifications = await em.find(Notification, { type: 'application', metadata: { applicationId: { $in: [...applicationIds] } } });
    for (const notification of notifications) {
      const { tenantName: _forgotten, ...metadata } = notification.metadata ?? {};
      notification.metadata = metadata;
      if (!isReceivedNotice(notification)) {
        // A decision's message names the landlord only, but its template keeps every value it was given.
        if (notification.template) {
          const { tenant: _unused, ...values } = notification.template.values;
          notification.template = { ...notification.template, values };
        }
        continue;
      }
      const listing = String(notification.template?.values.listing ?? metadata.propertyTitle ?? '');
      Object.assign(notification, notificationText(NOTICES.received.title, icu('An applicant applied for {listing}. The application has since been deleted.', { listing })));
      notification.senderId = null;
    }
    await em.flush();
  }

  /** The job's email: the decision, to the tenant in their language; none once the application is deleted. */
  async decisionEmails(em: EntityManager, { applicationId, event }: DecisionEmailJob): Promise<MailMessage[]> {
    const application = await em.findOne(RentalApplication, { id: applicationId });
    const facts = application && (await this.facts(em, application));
    if (!facts) return [];
    const notice = NOTICES[event];
    const link = icu('See your applications on Hearth: {url}', { url: `${this.deps.publicUrl}/dashboard` });
    return [mailTo(facts.tenant, undefined, notice.title, [notice.message(facts.names), link])];
  }

  private async facts(em: EntityManager, application: RentalApplication) {
    const [landlord, tenant, listing] = await Promise.all([
      findUser(em, application.landlordId),
      findUser(em, application.tenantId),
      findListing(em, application.propertyId),
    ]);
    if (!landlord || !tenant) return null;
    return { landlord, tenant, names: { landlord: landlord.name ?? '', tenant: application.applicantName, listing: listing?.title ?? `Property #${application.propertyId}` } };
  }
}
