import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { DEFAULT_LOCALE, type Locale } from '../../contracts/index.js';
import { greeting, mailIn, type MailMessage, type Mailer } from '../../mail/mailer.js';
import { Notification, type NotificationService, notificationText } from '../notification/index.js';
import { PropertyListing } from '../property/index.js';
import { User } from '../user/index.js';
import type { Lease } from './lease.entity.js';

/** What happened to a lease invitation; each event tells the other side. */
export type LeaseEvent = 'invited' | 'accepted' | 'declined' | 'withdrawn';

interface Notice {
  title: MessageSource;
  /** The sentence shown in-app and in the email, each in its reader's language. */
  message: (names: { landlord: string; tenant: string; listing: string }) => Message;
  /** Who hears about it: the tenant for the landlord's moves, the landlord for the tenant's answers. */
  to: 'tenant' | 'landlord';
}

const NOTICES: Record<LeaseEvent, Notice> = {
  invited: { title: 'New Lease Invitation', to: 'tenant', message: (n) => icu('{landlord} invited you to lease {listing}. Review it in My Leases to accept or decline.', n) },
  accepted: { title: 'Lease Accepted', to: 'landlord', message: (n) => icu('{tenant} accepted the lease for {listing}.', n) },
  declined: { title: 'Lease Declined', to: 'landlord', message: (n) => icu('{tenant} declined the lease for {listing}.', n) },
  withdrawn: { title: 'Lease Invitation Withdrawn', to: 'tenant', message: (n) => icu('{landlord} withdrew the lease invitation for {listing}.', n) },
};

/**
 * Tells both sides of a lease invitation what happened, in-app and by email, after the change is committed. The
 * tenant gets an in-app notice only through an account that has verified the lease's email; the email goes to the
 * address itself, without the terms, which only the verified account can read.
 */
export class LeaseNotices {
  constructor(
    private readonly notifications: NotificationService,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly logger: Pick<Logger, 'error'>,
  ) {}

  /**
   * `requestLocale`: the language of the request that caused the notice, for an email to an address with no
   * account; an account's own choice wins, and an account that chose none reads English.
   */
  async send(em: EntityManager, lease: Lease, event: LeaseEvent, senderId: number, requestLocale: Locale = DEFAULT_LOCALE): Promise<void> {
    const notice = NOTICES[event];
    const [landlord, listing, tenantAccount] = await Promise.all([
      em.findOne(User, { id: lease.landlordId }),
      em.findOne(PropertyListing, { id: lease.propertyId }),
      this.tenantAccount(em, lease),
    ]);
    const names = { landlord: landlord?.name ?? `Landlord #${lease.landlordId}`, tenant: lease.tenantName, listing: listing?.title ?? `Property #${lease.propertyId}` };
    const message = notice.message(names);
    const recipient = notice.to === 'landlord' ? landlord : tenantAccount;
    if (recipient) {
      const notification = em.create(Notification, {
        type: 'lease',
        ...notificationText(notice.title, message),
        recipientId: recipient.id,
        senderId,
        propertyId: lease.propertyId,
        metadata: { tenantName: lease.tenantName, propertyTitle: listing?.title ?? null },
      });
      await em.flush();
      await this.notifications.publishCreated(em, notification);
    }
    const to = notice.to === 'landlord' ? landlord?.email : lease.tenantEmail;
    if (!to) return;
    const reader = notice.to === 'landlord' ? landlord : tenantAccount;
    const locale = reader ? localeFor(reader.preferredLanguage) : requestLocale;
    const hello = greeting(notice.to === 'landlord' ? names.landlord : lease.tenantName);
    await this.mail(mailIn(locale, to, notice.title, [hello, message, ...this.footer(notice.to, lease.tenantEmail)]));
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
    if (lease.tenantId !== null) return em.findOne(User, { id: lease.tenantId });
    return em
      .createQueryBuilder(User)
      .where(`lower(email) = ? and email_verified_at is not null and role = 'tenant'`, [lease.tenantEmail.toLowerCase()])
      .getSingleResult();
  }

  /** A failed email must not undo or fail the committed change: it is logged, and the in-app notice stands. */
  private async mail(message: MailMessage): Promise<void> {
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.logger.error({ err: error, subject: message.subject }, 'lease notice email could not be sent');
    }
  }
}
