import type { EntityManager } from '@mikro-orm/postgresql';
import { calendarDayValue, icu, type Message } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import { findLease, type Lease } from '../lease/index.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser, findVerifiedTenantByEmail, type User } from '../user/index.js';
import { DepositReturn } from './deposit-return.entity.js';

export const DEPOSIT_RETURN_EMAIL_QUEUE = 'deposit-return-email';

interface EmailJob {
  depositReturnId: number;
  requestLocale: Locale;
}

const TITLE = 'Your Deposit Statement';

type Facts = { landlord: string; listing: string; returned: number; deadline: string | null };

/**
 * What the tenant reads, in-app and by email: what comes back and by when (or that the province sets no date we
 * know). A stored notification keeps text and numbers only, so in-app the day is written 'YYYY-MM-DD'; the email
 * writes it in words in its reader's language.
 */
const sentence = ({ landlord, listing, returned, deadline }: Facts, stored: boolean): Message =>
  deadline
    ? icu('{landlord} sent the statement of your deposit for {listing}: {returned, number, cad} is returned to you by {deadline}.', {
        landlord,
        listing,
        returned,
        deadline: stored ? deadline : calendarDayValue(deadline),
      })
    : icu('{landlord} sent the statement of your deposit for {listing}: {returned, number, cad} is returned to you.', { landlord, listing, returned });

/**
 * Tells the tenant their deposit's statement is ready, through the notices: the in-app notice (to the account that
 * verified the lease's email) recorded in the statement's transaction, the email a job enqueued there, written in
 * the tenant's language when it runs.
 */
export class DepositReturnNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(DEPOSIT_RETURN_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  async record(em: EntityManager, lease: Lease, statement: DepositReturn, senderId: number, requestLocale: Locale = DEFAULT_LOCALE): Promise<Notification | null> {
    await this.notices.queueEmail(em, DEPOSIT_RETURN_EMAIL_QUEUE, { depositReturnId: statement.id, requestLocale } satisfies EmailJob);
    const { facts, tenant, listingTitle } = await this.facts(em, lease, statement);
    if (!tenant) return null;
    const notification = this.notices.record(em, {
      type: 'lease',
      title: TITLE,
      message: sentence(facts, true),
      recipientId: tenant.id,
      senderId,
      propertyId: lease.propertyId,
      metadata: { tenantName: lease.tenantName, propertyTitle: listingTitle },
    });
    await em.flush();
    return notification;
  }

  publish(em: EntityManager, notification: Notification | null): Promise<void> {
    return this.notices.publish(em, [notification]);
  }

  private async emails(em: EntityManager, { depositReturnId, requestLocale }: EmailJob): Promise<MailMessage[]> {
    const statement = await em.findOne(DepositReturn, { id: depositReturnId });
    const lease = statement && (await findLease(em, statement.leaseId));
    if (!statement || !lease) return [];
    const { facts, tenant } = await this.facts(em, lease, statement);
    const locale = tenant ? localeFor(tenant.preferredLanguage, requestLocale) : requestLocale;
    const dashboard = `${this.publicUrl}/dashboard`;
    return [
      mailIn(locale, lease.tenantEmail, TITLE, [
        greeting(lease.tenantName),
        sentence(facts, false),
        icu('The itemized statement is on Hearth: {dashboard}', { dashboard }),
      ]),
    ];
  }

  private async facts(em: EntityManager, lease: Lease, statement: DepositReturn) {
    const [landlord, listing, tenant] = await Promise.all([findUser(em, lease.landlordId), findListing(em, lease.propertyId), this.tenantAccount(em, lease)]);
    const facts: Facts = {
      landlord: landlord?.name ?? `Landlord #${lease.landlordId}`,
      listing: listing?.title ?? `Property #${lease.propertyId}`,
      returned: statement.returned,
      deadline: statement.deadline,
    };
    return { facts, tenant, listingTitle: listing?.title ?? null };
  }

  private tenantAccount(em: EntityManager, lease: Lease): Promise<User | null> {
    if (lease.tenantId !== null) return findUser(em, lease.tenantId);
    return findVerifiedTenantByEmail(em, lease.tenantEmail);
  }
}
