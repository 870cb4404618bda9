import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findUser, findUsers, getUser } from '../user/index.js';
import { findRequest, type ViewingRequestRecord } from './viewing-request.queries.js';

export const VIEWING_REQUEST_EMAIL_QUEUE = 'viewing-request-email';

/** An answer to a request (told to its tenant), or its withdrawal (told to the listing's owner). */
type RequestEvent = 'slotsOffered' | 'declined' | 'withdrawn';
type Names = { tenant: string; landlord: string; listing: string };

/** The email job names the request and the event; the message is written in the reader's language when the job runs. */
interface EmailJob {
  requestId: number;
  event: RequestEvent;
}

const TEXTS: Record<RequestEvent, { to: 'tenant' | 'landlord'; title: MessageSource; message: (names: Names, request: ViewingRequestRecord) => Message }> = {
  slotsOffered: {
    to: 'tenant',
    title: 'Viewing Times Offered',
    message: (names) => icu('{landlord} offered viewing times for {listing}: book one on the listing page.', names),
  },
  declined: {
    to: 'tenant',
    title: 'Viewing Request Declined',
    message: (names, request) => icu('{landlord} declined your viewing request for {listing}. Reason: {reason}', { ...names, reason: request.declineReason ?? '' }),
  },
  withdrawn: {
    to: 'landlord',
    title: 'Viewing Request Withdrawn',
    message: (names) => icu('{tenant} withdrew their viewing request for {listing}.', names),
  },
};

/**
 * Tells the other side of a viewing request, in-app and live, each reader in their language (notices.ts): the owner
 * of a new request (the spec's 'New Viewing Request', with the tenant's contact) or of its withdrawal, the tenant of
 * an offer of slots or a decline. Answers and withdrawals are emailed too (a job enqueued in the same transaction),
 * to a verified address. An accepted time is a booking: ViewingNotices tells both sides, by email too, and reminds them.
 */
export class ViewingRequestNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(VIEWING_REQUEST_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  /** In the request's transaction: the owner's notification. */
  async requested(em: EntityManager, request: ViewingRequestRecord): Promise<Notification> {
    const tenant = await getUser(em, request.tenantId);
    const names = { tenant: tenant.name ?? `Tenant #${tenant.id}`, listing: request.propertyTitle };
    const count = request.proposedTimes.length;
    return this.notices.record(em, {
      type: 'viewing_request',
      title: 'New Viewing Request',
      // Without proposed times, the spec's sentence as it always was.
      message: count
        ? icu('{tenant} would like to view {listing} and proposed {count, plural, one {# time} other {# times}}. Answer in your Viewings tab.', { ...names, count })
        : icu('{tenant} would like to view {listing}.', names),
      recipientId: request.propertyOwnerId,
      senderId: tenant.id,
      propertyId: request.propertyId,
      metadata: { tenantWhatsApp: tenant.whatsapp, tenantName: tenant.name, propertyTitle: request.propertyTitle, viewingRequestId: request.id },
    });
  }

  /** In the answer's transaction: the tenant is asked to book one of the times offered. */
  slotsOffered(em: EntityManager, request: ViewingRequestRecord): Promise<Notification> {
    return this.tell(em, request, 'slotsOffered');
  }

  /** In the answer's transaction: the tenant is told the owner declined, and why. */
  declined(em: EntityManager, request: ViewingRequestRecord): Promise<Notification> {
    return this.tell(em, request, 'declined');
  }

  /** In the withdrawal's transaction: the owner is told the tenant no longer asks. */
  withdrawn(em: EntityManager, request: ViewingRequestRecord): Promise<Notification> {
    return this.tell(em, request, 'withdrawn');
  }

  /** Live delivery once the change committed. */
  publish(em: EntityManager, notifications: readonly Notification[]): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  private async tell(em: EntityManager, request: ViewingRequestRecord, event: RequestEvent): Promise<Notification> {
    const text = TEXTS[event];
    const toTenant = text.to === 'tenant';
    await this.notices.queueEmail(em, VIEWING_REQUEST_EMAIL_QUEUE, { requestId: request.id, event } satisfies EmailJob);
    return this.notices.record(em, {
      type: 'viewing',
      title: text.title,
      message: text.message(await names(em, request), request),
      recipientId: toTenant ? request.tenantId : request.propertyOwnerId,
      senderId: toTenant ? request.propertyOwnerId : request.tenantId,
      propertyId: request.propertyId,
      metadata: { tenantName: request.tenantName, propertyTitle: request.propertyTitle, viewingRequestId: request.id },
    });
  }

  private async emails(em: EntityManager, job: EmailJob): Promise<MailMessage[]> {
    const request = await findRequest(em, job.requestId);
    if (!request) return [];
    const text = TEXTS[job.event];
    const reader = await findUser(em, text.to === 'tenant' ? request.tenantId : request.propertyOwnerId);
    if (!reader?.email || !reader.emailVerifiedAt) return [];
    const link = text.to === 'tenant' ? `${this.publicUrl}/property/${request.propertyId}` : `${this.publicUrl}/dashboard?tab=viewings`;
    return [
      mailIn(localeFor(reader.preferredLanguage), reader.email, text.title, [
        greeting(reader.name),
        text.message(await names(em, request), request),
        icu('See it on Hearth: {link}', { link }),
      ]),
    ];
  }
}

async function names(em: EntityManager, request: ViewingRequestRecord): Promise<Names> {
  const [landlord] = await findUsers(em, [request.propertyOwnerId]);
  return {
    tenant: request.tenantName ?? `Tenant #${request.tenantId}`,
    landlord: landlord?.name ?? `Landlord #${request.propertyOwnerId}`,
    listing: request.propertyTitle,
  };
}
