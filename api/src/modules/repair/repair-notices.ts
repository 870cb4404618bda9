import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import type { RepairStatus } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findUser } from '../user/index.js';
import { findRepairRequest, type RepairRequestRecord } from './repair.queries.js';

/** What happened to a repair request; each tells the other party. */
export type RepairEvent = 'filed' | 'moved' | 'commented';

export const REPAIR_EMAIL_QUEUE = 'repair-email';

/** The email job names the request, the event and who it is for; the message is written when the job runs. */
interface EmailJob {
  requestId: number;
  event: RepairEvent;
  recipientId: number;
  status?: RepairStatus;
}

type Names = { tenant: string; landlord: string; listing: string };

/** What the other party reads when a request moves to each status. */
const MOVED: Record<RepairStatus, (names: Names) => Message> = {
  open: (n) => icu('{tenant} reopened the repair request for {listing}: the repair is not done.', n),
  acknowledged: (n) => icu('{landlord} acknowledged your repair request for {listing}.', n),
  scheduled: (n) => icu('{landlord} scheduled the repair you asked for at {listing}.', n),
  in_progress: (n) => icu('The repair you asked for at {listing} is under way.', n),
  resolved: (n) => icu('{landlord} marked your repair request for {listing} resolved. Confirm it is fixed, or reopen it.', n),
  closed: (n) => icu('{tenant} confirmed the repair at {listing} and closed the request.', n),
};

function notice(event: RepairEvent, request: RepairRequestRecord, names: Names, status: RepairStatus | undefined): { title: MessageSource; message: Message } {
  switch (event) {
    case 'filed':
      return request.urgency === 'emergency'
        ? { title: 'Emergency Repair Request', message: icu('{tenant} reported an emergency at {listing}. Answer it first in your Repairs tab.', names) }
        : { title: 'New Repair Request', message: icu('{tenant} asked for a repair at {listing}. See it in your Repairs tab.', names) };
    case 'moved':
      return { title: 'Repair Request Updated', message: MOVED[status ?? request.status](names) };
    case 'commented':
      return { title: 'New Comment on a Repair Request', message: icu('There is a new comment on the repair request for {listing}.', names) };
  }
}

/**
 * Tells the other party of a repair request what happened, in-app (recorded in the change's transaction, published
 * after it) and by email (a job enqueued in the same transaction), each reader in their own language.
 */
export class RepairNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(REPAIR_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  /** In the change's transaction: the notice to `recipientId` about `event`, and its email job. */
  async record(em: EntityManager, request: RepairRequestRecord, event: RepairEvent, senderId: number, status?: RepairStatus): Promise<Notification> {
    const recipientId = senderId === request.tenantId ? request.landlordId : request.tenantId;
    const job: EmailJob = { requestId: request.id, event, recipientId, ...(status ? { status } : {}) };
    await this.notices.queueEmail(em, REPAIR_EMAIL_QUEUE, job);
    const { title, message } = notice(event, request, names(request), status);
    const notification = this.notices.record(em, {
      type: 'lease',
      title,
      message,
      recipientId,
      senderId,
      propertyId: request.propertyId,
      metadata: { propertyTitle: request.propertyTitle, tenantName: request.tenantName, repairRequestId: request.id },
    });
    await em.flush();
    return notification;
  }

  publish(em: EntityManager, notifications: ReadonlyArray<Notification | null>): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  private async emails(em: EntityManager, job: EmailJob): Promise<MailMessage[]> {
    const [request, recipient] = await Promise.all([findRepairRequest(em, job.requestId), findUser(em, job.recipientId)]);
    if (!request || !recipient?.email) return [];
    const { title, message } = notice(job.event, request, names(request), job.status);
    const link = `${this.publicUrl}/dashboard?tab=${recipient.id === request.tenantId ? 'home' : 'repairs'}`;
    return [mailIn(localeFor(recipient.preferredLanguage), recipient.email, title, [greeting(recipient.name), message, icu('See it on Hearth: {link}', { link })])];
  }
}

const names = (request: RepairRequestRecord): Names => ({
  tenant: request.tenantName ?? `Tenant #${request.tenantId}`,
  landlord: request.landlordName ?? `Landlord #${request.landlordId}`,
  listing: request.propertyTitle,
});
