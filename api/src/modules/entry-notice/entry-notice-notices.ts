import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, zonedInstantValue, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { provinceTimeZone } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser } from '../user/index.js';
import { findEntryNotice, type EntryNoticeRecord } from './entry-notice.queries.js';

export const ENTRY_NOTICE_EMAIL_QUEUE = 'entry-notice-email';

interface EmailJob {
  noticeId: number;
}

type Facts = { landlord: string; listing: string };

const title = (notice: EntryNoticeRecord): MessageSource => (notice.urgency === 'emergency' ? 'Emergency Entry' : 'Notice of Entry');

/** The written notice itself: who enters where, when (the province's clock, the reader's language), how long, why. */
function message(notice: EntryNoticeRecord, facts: Facts): Message {
  const values = {
    ...facts,
    when: zonedInstantValue(notice.enterAt, provinceTimeZone[notice.province]),
    minutes: Math.round((notice.endsAt.getTime() - notice.enterAt.getTime()) / 60_000),
    reason: notice.reason,
  };
  return notice.urgency === 'emergency'
    ? icu('Emergency: {landlord} needs to enter {listing} from {when}, for about {minutes} minutes. Reason: {reason}', values)
    : icu('{landlord} gives you written notice of entering {listing} on {when}, for about {minutes} minutes. Reason: {reason}', values);
}

/**
 * Gives the tenant the landlord's written notice of entry: in-app (recorded in the notice's transaction, published
 * after it) and by email (a job enqueued in the same transaction), in the tenant's language.
 */
export class EntryNoticeNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(ENTRY_NOTICE_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  /** In the notice's transaction: the tenant's notification and the email's job. */
  async record(em: EntityManager, notice: EntryNoticeRecord): Promise<Notification> {
    await this.notices.queueEmail(em, ENTRY_NOTICE_EMAIL_QUEUE, { noticeId: notice.id } satisfies EmailJob);
    const facts = await this.facts(em, notice);
    const notification = this.notices.record(em, {
      type: 'lease',
      title: title(notice),
      message: message(notice, facts),
      recipientId: notice.tenantId,
      senderId: notice.landlordId,
      propertyId: notice.propertyId,
      metadata: { propertyTitle: facts.listing, repairRequestId: notice.repairRequestId },
    });
    await em.flush();
    return notification;
  }

  publish(em: EntityManager, notifications: ReadonlyArray<Notification | null>): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  /** The job's email to the tenant, in their language. */
  private async emails(em: EntityManager, { noticeId }: EmailJob): Promise<MailMessage[]> {
    const notice = await findEntryNotice(em, noticeId);
    if (!notice) return [];
    const tenant = await findUser(em, notice.tenantId);
    if (!tenant?.email) return [];
    const facts = await this.facts(em, notice);
    return [
      mailIn(localeFor(tenant.preferredLanguage), tenant.email, title(notice), [
        greeting(tenant.name),
        message(notice, facts),
        icu('See the repair request on Hearth: {link}', { link: `${this.publicUrl}/dashboard` }),
      ]),
    ];
  }

  private async facts(em: EntityManager, notice: EntryNoticeRecord): Promise<Facts> {
    const [landlord, listing] = await Promise.all([findUser(em, notice.landlordId), findListing(em, notice.propertyId)]);
    return { landlord: landlord?.name ?? `Landlord #${notice.landlordId}`, listing: listing?.title ?? `Property #${notice.propertyId}` };
  }
}
