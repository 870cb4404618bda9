import type { EntityManager } from '@mikro-orm/postgresql';
import { icu } from '../../common/i18n.js';
import type { Notification, Notices } from '../notification/index.js';
import { findUsers, getUser } from '../user/index.js';
import type { ViewingRequestRecord } from './viewing-request.queries.js';

/**
 * Tells the other side of a viewing request, in-app and live, each reader in their language (notices.ts): the owner
 * of a new request (the spec's 'New Viewing Request', with the tenant's contact), the tenant of an offer of slots or a
 * decline. An accepted time is a booking: ViewingNotices tells both sides, by email too, and reminds them.
 */
export class ViewingRequestNotices {
  constructor(private readonly notices: Notices) {}

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
    return this.toTenant(em, request, 'Viewing Times Offered', (names) =>
      icu('{landlord} offered viewing times for {listing}: book one on the listing page.', names),
    );
  }

  /** In the answer's transaction: the tenant is told the owner declined, and why. */
  declined(em: EntityManager, request: ViewingRequestRecord): Promise<Notification> {
    return this.toTenant(em, request, 'Viewing Request Declined', (names) =>
      icu('{landlord} declined your viewing request for {listing}. Reason: {reason}', { ...names, reason: request.declineReason ?? '' }),
    );
  }

  /** Live delivery once the change committed. */
  publish(em: EntityManager, notifications: readonly Notification[]): Promise<void> {
    return this.notices.publish(em, notifications);
  }

  private async toTenant(
    em: EntityManager,
    request: ViewingRequestRecord,
    title: string,
    message: (names: { landlord: string; listing: string }) => ReturnType<typeof icu>,
  ): Promise<Notification> {
    const [landlord] = await findUsers(em, [request.propertyOwnerId]);
    return this.notices.record(em, {
      type: 'viewing',
      title,
      message: message({ landlord: landlord?.name ?? `Landlord #${request.propertyOwnerId}`, listing: request.propertyTitle }),
      recipientId: request.tenantId,
      senderId: request.propertyOwnerId,
      propertyId: request.propertyId,
      metadata: { tenantName: request.tenantName, propertyTitle: request.propertyTitle, viewingRequestId: request.id },
    });
  }
}
