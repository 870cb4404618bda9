import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { findUser, findVerifiedTenantByEmail, type User } from '../user/index.js';
import { Lease } from './lease.entity.js';

/**
 * What happened to a lease; each event tells the other side. Signing: one party's signature tells the other; the
 * seal (both signed) tells each party, one event per recipient.
 */
export type LeaseEvent = 'invited' | 'brought-in' | 'accepted' | 'declined' | 'withdrawn' | 'landlord-signed' | 'tenant-signed' | 'sealed-for-landlord' | 'sealed-for-tenant';

export const LEASE_EMAIL_QUEUE = 'lease-email';

/** The email job names the lease and the event; the request's language is kept for an address with no account. */
interface EmailJob {
  leaseId: number;
  event: LeaseEvent;
  requestLocale: Locale;
}

interface Notice {
  title: MessageSource;
  /** The sentence shown in-app and in the email, each in its reader's language. */
  message: (names: Names) => Message;
  /** Who hears about it: the tenant for the landlord's moves, the landlord for the tenant's answers. */
  to: 'tenant' | 'landlord';
}

type Names = { landlord: string; tenant: string; listing: string };

const NOTICES: Record<LeaseEvent, Notice> = {
  invited: { title: 'New Lease Invitation', to: 'tenant', message: (n) => icu('{landlord} invited you to lease {listing}. Review it in My Leases to accept or decline.', n) },
  // A sitting tenant's tenancy the landlord brought into Hearth: the tenant confirms it as they would accept an invitation.
  'brought-in': {
    title: 'Confirm Your Tenancy',
    to: 'tenant',
    message: (n) => icu('{landlord} brought your current tenancy at {listing} into Hearth. Review it in My Leases to confirm or decline it.', n),
  },
  accepted: { title: 'Lease Accepted', to: 'landlord', message: (n) => icu('{tenant} accepted the lease for {listing}.', n) },
  declined: { title: 'Lease Declined', to: 'landlord', message: (n) => icu('{tenant} declined the lease for {listing}.', n) },
  withdrawn: { title: 'Lease Invitation Withdrawn', to: 'tenant', message: (n) => icu('{landlord} withdrew the lease invitation for {listing}.', n) },
  'landlord-signed': { title: 'Lease Signed', to: 'tenant', message: (n) => icu('{landlord} signed the lease for {listing}. Sign it in My Leases to complete it.', n) },
  'tenant-signed': { title: 'Lease Signed', to: 'landlord', message: (n) => icu('{tenant} signed the lease for {listing}. Sign it on your Leases tab to complete it.', n) },
  'sealed-for-landlord': { title: 'Lease Fully Signed', to: 'landlord', message: (n) => icu('Both parties signed the lease for {listing}. Download the signed copy from your Leases tab.', n) },
  'sealed-for-tenant': { title: 'Lease Fully Signed', to: 'tenant', message: (n) => icu('Both parties signed the lease for {listing}. Download the signed copy from My Leases.', n) },
};

/**
 * Tells the other side of a lease invitation what happened, in-app and by email, through the notices: the in-app
 * notification is recorded in the change's transaction, the email is a job enqueued there. The tenant gets an in-app
 * notice only through an account that has verified the lease's email; the email goes to the address itself, without
 * the terms, which only the verified account can read.
 */
export class LeaseNotices {
  constructor(
    private readonly notices: Notices,
    private readonly publicUrl: string,
  ) {}

  register(): void {
    this.notices.defineEmail<EmailJob>(LEASE_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  /**
   * In the change's transaction `em`: the in-app notification (for `publish` after the commit) and the email's job.
   * `requestLocale`: the language of the request that caused the notice, for an email to an address with no
   * account; an account's own choice wins, and an account that chose none reads English.
   */
  async record(em: EntityManager, lease: Lease, event: LeaseEvent, senderId: number, requestLocale: Locale = DEFAULT_LOCALE): Promise<Notification | null> {
    const job: EmailJob = { leaseId: lease.id, event, requestLocale };
    await this.notices.queueEmail(em, LEASE_EMAIL_QUEUE, job);
    const { notice, names, listing, recipient } = await this.facts(em, lease, event);
    if (!recipient) return null;
    const notification = this.notices.record(em, {
      type: 'lease',
      title: notice.title,
      message: notice.message(names),
      recipientId: recipient.id,
      senderId,
      propertyId: lease.propertyId,
      metadata: { tenantName: lease.tenantName, propertyTitle: listing?.title ?? null },
    });
    await em.flush();
    return notification;
  }

  /** Live delivery of a recorded notification, once its transaction committed. */
  publish(em: EntityManager, ...notifications: Array<Notification | null>): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  /** The job's email, in its reader's language: the account's choice, else the request's. */
  private async emails(em: EntityManager, { leaseId, event, requestLocale }: EmailJob): Promise<MailMessage[]> {
    const lease = await em.findOne(Lease, { id: leaseId });
    if (!lease) return [];
    const { notice, names, landlord, recipient } = await this.facts(em, lease, event);
    const to = notice.to === 'landlord' ? landlord?.email : lease.tenantEmail;
    if (!to) return [];
    const locale = recipient ? localeFor(recipient.preferredLanguage) : requestLocale;
    const hello = greeting(notice.to === 'landlord' ? names.landlord : lease.tenantName);
    return [mailIn(locale, to, notice.title, [hello, notice.message(names), ...this.footer(notice.to, lease.tenantEmail)])];
  }

  /** The notice of `event`, the names it says, and the account it reaches (the tenant's only once verified). */
  private async facts(em: EntityManager, lease: Lease, event: LeaseEvent) {
    const notice = NOTICES[event];
    const [landlord, listing, tenantAccount] = await Promise.all([
      findUser(em, lease.landlordId),
      findListing(em, lease.propertyId),
      this.tenantAccount(em, lease),
    ]);
    const names: Names = { landlord: landlord?.name ?? `Landlord #${lease.landlordId}`, tenant: lease.tenantName, listing: listing?.title ?? `Property #${lease.propertyId}` };
    return { notice, names, landlord, listing, recipient: notice.to === 'landlord' ? landlord : tenantAccount };
  }

  private footer(to: Notice['to'], tenantEmail: string): MessageSource[] {
    const dashboard = `${this.publicUrl}/dashboard`;
    if (to === 'landlord') return [icu('See your leases on Hearth: {dashboard}', { dashboard })];
    return [
      icu('Sign in to Hearth with {email} (or create an account with it) and confirm that address to see the lease in My Leases: {dashboard}', {
        email: tenantEmail,
        dashboard,
      }),
      'If you were not expecting this, ignore this email.',
    ];
  }

  /** The tenant account the lease reaches: the one that accepted it, or the verified owner of its email. */
  private tenantAccount(em: EntityManager, lease: Lease): Promise<User | null> {
    if (lease.tenantId !== null) return findUser(em, lease.tenantId);
    return findVerifiedTenantByEmail(em, lease.tenantEmail);
  }
}
