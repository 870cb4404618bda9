import { wrap, type EntityDTO } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type ServiceContext } from '../../common/actor.js';
import { DomainError, parseInput } from '../../common/domain-error.js';
import { inquirySchema } from '../../contracts/index.js';
import { icu } from '../../common/i18n.js';
import type { WriteLimiter } from '../../rate-limit/write-limits.js';
import { ChatMessage, type ChatMessageView, type ChatService } from '../chat/index.js';
import type { Notices } from '../notification/index.js';
import { findListing, isPublicListing } from '../property/index.js';
import { getUser } from '../user/index.js';
import { Inquiry } from './inquiry.entity.js';
import { canInquireAbout, canListInquiriesOf, canSendInquiry } from './inquiry.policy.js';

/** Lists are capped at the newest inquiries. */
export const INQUIRY_LIST_LIMIT = 500;

/** An inquiry with the latest message of the conversation it opened (REST shape of the inquiry lists). */
export type InquiryWithLatestMessage = EntityDTO<Inquiry> & { latestMessage: ChatMessageView | null };

/** Tenants' inquiries about properties; each opens a conversation with the owner and notifies them. */
export class InquiryService {
  constructor(
    private readonly chat: ChatService,
    private readonly notices: Notices,
    private readonly writeLimits: WriteLimiter,
  ) {}

  /** The tenant is the signed-in user and the landlord the property's owner, whatever the body says. */
  async send(ctx: ServiceContext, input: unknown): Promise<Inquiry> {
    const viewer = requireViewer(ctx);
    if (!canSendInquiry(viewer)) throw new DomainError('FORBIDDEN', 'Only tenants can send inquiries.');
    await this.writeLimits.consume(viewer, 'inquiry');
    const data = parseInput(inquirySchema, input);
    const listing = await findListing(ctx.em, data.propertyId);
    if (!listing || !isPublicListing(listing)) throw new DomainError('NOT_FOUND', 'Property not found');
    if (!canInquireAbout(viewer, listing)) throw new DomainError('FORBIDDEN', 'You cannot send an inquiry about your own property.');

    const tenant = await getUser(ctx.em, viewer.id);
    const conversation = { propertyId: listing.id, senderId: viewer.id, receiverId: listing.ownerId };
    const inquiry = ctx.em.create(Inquiry, {
      propertyId: listing.id,
      propertyTitle: listing.title,
      tenantId: viewer.id,
      landlordId: listing.ownerId,
      message: data.message,
    });
    // The inquiry text is also the conversation's first message, so both sides can reply in the chat.
    const firstMessage = ctx.em.create(ChatMessage, { ...conversation, message: data.message });
    const notification = this.notices.record(ctx.em, {
      type: 'inquiry',
      title: 'New Inquiry',
      message: icu('{tenant} sent an inquiry about {listing}.', { tenant: tenant.name ?? `Tenant #${tenant.id}`, listing: listing.title }),
      recipientId: listing.ownerId,
      senderId: viewer.id,
      propertyId: listing.id,
      metadata: { tenantWhatsApp: tenant.whatsapp, tenantName: tenant.name, propertyTitle: listing.title },
    });
    await ctx.em.flush(); // one transaction for the three rows
    await Promise.all([this.chat.publishAdded(firstMessage), this.notices.publish(ctx.em, [notification])]);
    return inquiry;
  }

  /** Inquiries a tenant sent, newest first, each with its conversation's latest message. */
  listForTenant(ctx: ServiceContext, tenantId: number): Promise<InquiryWithLatestMessage[]> {
    return this.listWithLatest(ctx, tenantId, 'tenantId');
  }

  /** Inquiries a landlord received, newest first, each with its conversation's latest message. */
  listForLandlord(ctx: ServiceContext, landlordId: number): Promise<InquiryWithLatestMessage[]> {
    return this.listWithLatest(ctx, landlordId, 'landlordId');
  }

  /** The list without latest messages (GraphQL batches those per field). */
  async list(ctx: ServiceContext, userId: number, side: 'tenantId' | 'landlordId'): Promise<Inquiry[]> {
    const viewer = requireViewer(ctx);
    if (!canListInquiriesOf(viewer, userId)) throw new DomainError('FORBIDDEN', 'You can only see your own inquiries.');
    return ctx.em.find(Inquiry, { [side]: userId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: INQUIRY_LIST_LIMIT });
  }

  /** Latest message of each inquiry's conversation, one query for the whole list. */
  latestMessages(em: EntityManager, inquiries: readonly Inquiry[]): Promise<Array<ChatMessage | null>> {
    return this.chat.latestMessages(em, inquiries);
  }

  private async listWithLatest(ctx: ServiceContext, userId: number, side: 'tenantId' | 'landlordId'): Promise<InquiryWithLatestMessage[]> {
    const inquiries = await this.list(ctx, userId, side);
    const latest = await this.latestMessages(ctx.em, inquiries);
    return inquiries.map((inquiry, index) => {
      const message = latest[index];
      // The latest message carries its safety notice for the tenant it warns (docs/product.md#scam-signals-in-messages).
      return { ...wrap(inquiry).toObject(), latestMessage: message ? this.chat.view(ctx, message) : null };
    });
  }
}
