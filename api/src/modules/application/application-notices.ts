import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import type { ApplicationDecision } from '../../contracts/index.js';
import { mailTo, type Mailer } from '../../mail/mailer.js';
import { Notification } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { notificationText } from '../notification/notification-text.js';
import { User } from '../user/user.entity.js';
import type { RentalApplication } from './rental-application.entity.js';

type Names = { landlord: string; tenant: string; listing: string };
export type ApplicationEvent = 'received' | ApplicationDecision;

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

/**
 * Tells the landlord of a new application (in-app) and the tenant of each decision (in-app and by email, in the
 * tenant's language), after the change is committed. A failed email is logged; the decision stands.
 */
export class ApplicationNotices {
  constructor(
    private readonly notifications: NotificationService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  async send(em: EntityManager, application: RentalApplication, listingTitle: string, event: ApplicationEvent): Promise<void> {
    const notice = NOTICES[event];
    const [landlord, tenant] = await Promise.all([em.findOne(User, { id: application.landlordId }), em.findOne(User, { id: application.tenantId })]);
    if (!landlord || !tenant) return;
    const names = { landlord: landlord.name ?? '', tenant: application.applicantName, listing: listingTitle };
    const message = notice.message(names);
    const [recipient, sender] = notice.to === 'tenant' ? [tenant, landlord] : [landlord, tenant];
    const notification = em.create(Notification, {
      type: 'application',
      ...notificationText(notice.title, message),
      recipientId: recipient.id,
      senderId: sender.id,
      propertyId: application.propertyId,
      metadata: { applicationId: application.id, tenantName: application.applicantName, propertyTitle: listingTitle },
    });
    await em.flush();
    await this.notifications.publishCreated(em, notification);
    if (notice.to !== 'tenant') return;
    const link = icu('See your applications on Hearth: {url}', { url: `${this.publicUrl}/dashboard` });
    try {
      await this.mailer.send(mailTo(tenant, undefined, notice.title, [message, link]));
    } catch (error) {
      this.logger.error({ err: error, applicationId: application.id }, 'application notice email could not be sent');
    }
  }
}
