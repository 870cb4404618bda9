import type { EntityManager } from '@mikro-orm/postgresql';
import { icu, type Message } from '../../common/i18n.js';
import { mailTo, type MailMessage } from '../../mail/mailer.js';
import { findListing, type ListingReviewNotifier, type PropertyListing, type ReviewDecision } from '../property/index.js';
import { findUser } from '../user/index.js';
import type { Notices } from './notices.js';

export const LISTING_REVIEW_EMAIL_QUEUE = 'listing-review-email';
/** The job names the listing and the decision; the title and the reason are read from the listing when it runs. */
type ReviewEmailJob = { propertyId: number; decision: ReviewDecision };

type Facts = { listing: string; reason: string | null };

/** What the landlord reads, with the admin's reason when one was given. */
function reviewMessage(decision: ReviewDecision, { listing, reason }: Facts): Message {
  if (decision === 'approved') {
    return reason === null
      ? icu('An administrator approved {listing}: it can now appear on the marketplace.', { listing })
      : icu('An administrator approved {listing}: it can now appear on the marketplace. Their note: {reason}', { listing, reason });
  }
  return reason === null
    ? icu('An administrator did not approve {listing}: it stays off the marketplace.', { listing })
    : icu('An administrator did not approve {listing}: it stays off the marketplace. Reason: {reason}', { listing, reason });
}

/**
 * Tells a landlord an admin's decision on their listing (docs/product.md#admin-panel), through the notices: the
 * in-app notification in the decision's transaction (live once it committed), the email from a job enqueued there,
 * written in the landlord's language (en-CA or fr-CA) when it runs, naming the listing and the reason.
 */
export class ListingReviewNotices implements ListingReviewNotifier {
  constructor(private readonly deps: { notices: Notices; publicUrl: string }) {}

  register(): void {
    this.deps.notices.defineEmail<ReviewEmailJob>(LISTING_REVIEW_EMAIL_QUEUE, (em, job) => this.emails(em, job));
  }

  /** In the decision's transaction `em`: the landlord's in-app notice and the email's job; what it returns sends the notice live once committed. */
  async record(
    em: EntityManager,
    listing: PropertyListing,
    decision: ReviewDecision,
    reason: string | null,
    adminId: number,
  ): Promise<(committed: EntityManager) => Promise<void>> {
    await this.deps.notices.queueEmail(em, LISTING_REVIEW_EMAIL_QUEUE, { propertyId: listing.id, decision } satisfies ReviewEmailJob, {
      singletonKey: `${listing.id}:${decision}`,
    });
    const notification = this.deps.notices.record(em, {
      type: 'property_status',
      title: decision === 'approved' ? 'Listing Approved' : 'Listing Not Approved',
      message: reviewMessage(decision, { listing: listing.title, reason }),
      recipientId: listing.ownerId,
      senderId: adminId,
      propertyId: listing.id,
      metadata: { propertyTitle: listing.title },
    });
    await em.flush();
    return (committed) => this.deps.notices.publish(committed, [notification]);
  }

  /** The decision's email to the landlord in their language; none once the listing or the account is gone. */
  async emails(em: EntityManager, { propertyId, decision }: ReviewEmailJob): Promise<MailMessage[]> {
    const listing = await findListing(em, propertyId);
    const owner = listing && (await findUser(em, listing.ownerId));
    if (!listing || !owner) return [];
    const link = icu('See your listings on Hearth: {url}', { url: `${this.deps.publicUrl}/dashboard` });
    const subject = decision === 'approved' ? 'Listing Approved' : 'Listing Not Approved';
    return [mailTo(owner, undefined, subject, [reviewMessage(decision, { listing: listing.title, reason: listing.moderationReason }), link])];
  }
}
