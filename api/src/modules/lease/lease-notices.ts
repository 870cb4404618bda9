import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Mailer } from '../../mail/mailer.js';
import { Notification } from '../notification/notification.entity.js';
import type { NotificationService } from '../notification/notification.service.js';
import { PropertyListing } from '../property/property.entity.js';
import { User } from '../user/user.entity.js';
import type { Lease } from './lease.entity.js';

/** What happened to a lease invitation; each event tells the other side. */
export type LeaseEvent = 'invited' | 'accepted' | 'declined' | 'withdrawn';

interface Notice {
  title: string;
  /** The sentence shown in-app and in the email. */
  message: (names: { landlord: string; tenant: string; listing: string }) => string;
  /** Who hears about it: the tenant for the landlord's moves, the landlord for the tenant's answers. */
  to: 'tenant' | 'landlord';
}

const NOTICES: Record<LeaseEvent, Notice> = {
  invited: { title: 'New Lease Invitation', to: 'tenant', message: (n) => `${n.landlord} invited you to lease ${n.listing}. Review it in My Leases to accept or decline.` },
  accepted: { title: 'Lease Accepted', to: 'landlord', message: (n) => `${n.tenant} accepted the lease for ${n.listing}.` },
  declined: { title: 'Lease Declined', to: 'landlord', message: (n) => `${n.tenant} declined the lease for ${n.listing}.` },
  withdrawn: { title: 'Lease Invitation Withdrawn', to: 'tenant', message: (n) => `${n.landlord} withdrew the lease invitation for ${n.listing}.` },
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

  async send(em: EntityManager, lease: Lease, event: LeaseEvent, senderId: number): Promise<void> {
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
        title: notice.title,
        message,
        recipientId: recipient.id,
        senderId,
        propertyId: lease.propertyId,
        metadata: { tenantName: lease.tenantName, propertyTitle: listing?.title ?? null },
      });
      await em.flush();
      await this.notifications.publishCreated(em, notification);
    }
    const to = notice.to === 'landlord' ? landlord?.email : lease.tenantEmail;
    const greeting = notice.to === 'landlord' ? names.landlord : lease.tenantName;
    if (to) await this.mail(to, notice.title, `Hello ${greeting},\n\n${message}\n\n${this.footer(notice.to, lease.tenantEmail)}`);
  }

  private footer(to: Notice['to'], tenantEmail: string): string {
    const dashboard = `${this.publicUrl}/dashboard`;
    if (to === 'landlord') return `See your leases on Hearth: ${dashboard}`;
    return `Sign in to Hearth with ${tenantEmail} (or create an account with it) and confirm that address to see the lease in My Leases: ${dashboard}\n\nIf you were not expecting this, ignore this email.`;
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
  private async mail(to: string, subject: string, text: string): Promise<void> {
    try {
      await this.mailer.send({ to, subject, text });
    } catch (error) {
      this.logger.error({ err: error, subject }, 'lease notice email could not be sent');
    }
  }
}
