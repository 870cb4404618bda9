import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import { findLease, type Lease } from '../lease/index.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser, findVerifiedTenantByEmail, type User } from '../user/index.js';
import { RentIncrease } from './rent-increase.entity.js';

/** What happened to a rent increase: notice given (tells the tenant), the Québec tenant's answer (tells the landlord). */
export type RentIncreaseEvent = 'notified' | 'accepted' | 'refused';

export const RENT_INCREASE_EMAIL_QUEUE = 'rent-increase-email';

interface EmailJob {
  increaseId: number;
  event: RentIncreaseEvent;
  requestLocale: Locale;
}

/** Stored with the notification: text and numbers only (the day as YYYY-MM-DD, the rent in dollars). */
type Facts = { landlord: string; tenant: string; listing: string; rent: number; date: string };

interface Notice {
  title: MessageSource;
  message: (facts: Facts, increase: RentIncrease) => Message;
  to: 'tenant' | 'landlord';
}

const NOTICES: Record<RentIncreaseEvent, Notice> = {
  notified: {
    title: 'Notice of Rent Increase',
    to: 'tenant',
    message: (f) => icu('{landlord} gave notice of a rent increase for {listing}: {rent, number, cadCents} a month from {date}. Read the notice in My Leases.', f),
  },
  accepted: {
    title: 'Rent Increase Accepted',
    to: 'landlord',
    message: (f) => icu('{tenant} accepted the rent increase for {listing}: {rent, number, cadCents} a month from {date}.', f),
  },
  refused: {
    title: 'Rent Increase Refused',
    to: 'landlord',
    message: (f) =>
      icu('{tenant} refused the rent increase for {listing}. Within one month of the refusal you may apply to the Tribunal administratif du logement to fix the rent; otherwise the lease renews on {date} at the same rent.', f),
  },
};

/**
 * Tells the other side of a rent increase, in-app and by email, through the notices: the in-app notification in the
 * change's transaction, the email a job enqueued there and written in its reader's language when it runs.
 */
export class RentIncreaseNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(RENT_INCREASE_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  async record(em: EntityManager, increase: RentIncrease, lease: Lease, event: RentIncreaseEvent, senderId: number, requestLocale: Locale = DEFAULT_LOCALE): Promise<Notification | null> {
    await this.notices.queueEmail(em, RENT_INCREASE_EMAIL_QUEUE, { increaseId: increase.id, event, requestLocale } satisfies EmailJob);
    const { notice, facts, recipient, listingTitle } = await this.facts(em, increase, lease, event);
    if (!recipient) return null;
    const notification = this.notices.record(em, {
      type: 'lease',
      title: notice.title,
      message: notice.message(facts, increase),
      recipientId: recipient.id,
      senderId,
      propertyId: lease.propertyId,
      metadata: { tenantName: lease.tenantName, propertyTitle: listingTitle },
    });
    await em.flush();
    return notification;
  }

  publish(em: EntityManager, ...notifications: Array<Notification | null>): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  private async emails(em: EntityManager, { increaseId, event, requestLocale }: EmailJob): Promise<MailMessage[]> {
    const increase = await em.findOne(RentIncrease, { id: increaseId });
    const lease = increase ? await findLease(em, increase.leaseId) : null;
    if (!increase || !lease) return [];
    const { notice, facts, recipient, landlord } = await this.facts(em, increase, lease, event);
    const to = notice.to === 'landlord' ? landlord?.email : lease.tenantEmail;
    if (!to) return [];
    const locale = recipient ? localeFor(recipient.preferredLanguage) : requestLocale;
    const hello = greeting(notice.to === 'landlord' ? facts.landlord : lease.tenantName);
    return [mailIn(locale, to, notice.title, [hello, notice.message(facts, increase), icu('See your leases on Hearth: {dashboard}', { dashboard: `${this.publicUrl}/dashboard` })])];
  }

  private async facts(em: EntityManager, increase: RentIncrease, lease: Lease, event: RentIncreaseEvent) {
    const notice = NOTICES[event];
    const [landlord, listing, tenantAccount] = await Promise.all([findUser(em, lease.landlordId), findListing(em, lease.propertyId), this.tenantAccount(em, lease)]);
    const facts: Facts = {
      landlord: landlord?.name ?? `Landlord #${lease.landlordId}`,
      tenant: lease.tenantName,
      listing: listing?.title ?? `Property #${lease.propertyId}`,
      rent: increase.newRentCents / 100,
      date: increase.effectiveDate,
    };
    return { notice, facts, landlord, listingTitle: listing?.title ?? null, recipient: notice.to === 'landlord' ? landlord : tenantAccount };
  }

  private tenantAccount(em: EntityManager, lease: Lease): Promise<User | null> {
    if (lease.tenantId !== null) return findUser(em, lease.tenantId);
    return findVerifiedTenantByEmail(em, lease.tenantEmail);
  }
}
