import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { icu, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import type { Locale } from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { isPublicListing, findPropertyRecord, type ListingPriceDropped, type PropertyRecord } from '../property/index.js';
import { findUsers, getUser, type User } from '../user/index.js';
import { SavedSearch } from './saved-search.entity.js';
import { claimUnsentMatches, lockListingAlerts, recordDropMatches, recordMatches, searchesDueForDigest } from './saved-search.queries.js';

/** The queues of saved-search alerts. */
export const ALERT_QUEUES = {
  match: 'saved-search-match',
  instant: 'saved-search-instant-email',
  digests: 'saved-search-digests',
  digest: 'saved-search-digest-email',
  drop: 'saved-search-price-drop',
  dropEmail: 'saved-search-price-drop-email',
} as const;
/** The daily digest run, 12:00 UTC (morning across Canada). */
export const DIGEST_CRON = '0 12 * * *';

const listingLine = (listing: PropertyRecord) => ({ listing: listing.title, city: listing.city, rent: listing.monthlyRent });
/** An alert email's job: one match (instant) or, without `propertyId`, the digest of a search's unsent matches. */
type AlertEmailJob = { savedSearchId: number; propertyId?: number };
/** A price drop of a public listing: its price history row (and when it was written), the rent before and the new rent. */
type PriceDropJob = { propertyId: number; priceChangeId: number; recordedAt: string; previousRent: number; monthlyRent: number };
const dropLine = (listing: PropertyRecord, drop: PriceDropJob) => ({ listing: listing.title, was: drop.previousRent, now: drop.monthlyRent });

/**
 * Tells owners of saved searches about new listings: a job per listing that became public finds the matching
 * searches in SQL, leaves each owner an in-app notification in their language, and emails verified addresses at
 * once or in a daily digest, all through the notices. Every step is idempotent (saved_search_matches), so retries never send twice.
 */
export class SavedSearchAlerts {
  constructor(
    private readonly deps: {
      orm: MikroORM;
      jobs: JobQueue;
      notices: Notices;
      publicUrl: string;
      logger: Pick<Logger, 'info'>;
    },
  ) {}

  /** Handlers and the digest schedule on the job queue. */
  register(): void {
    const { jobs, notices } = this.deps;
    jobs.register<{ propertyId: number }>(ALERT_QUEUES.match, ({ propertyId }) => this.matchListing(propertyId));
    notices.defineEmail<AlertEmailJob>(ALERT_QUEUES.instant, (em, job) => this.alertEmails(em, job));
    jobs.register(ALERT_QUEUES.digests, () => this.queueDigests());
    notices.defineEmail<AlertEmailJob>(ALERT_QUEUES.digest, (em, job) => this.alertEmails(em, job));
    jobs.schedule(ALERT_QUEUES.digests, DIGEST_CRON);
    jobs.register<PriceDropJob>(ALERT_QUEUES.drop, (drop) => this.matchPriceDrop(drop));
    notices.defineEmail<PriceDropJob & { savedSearchId: number }>(ALERT_QUEUES.dropEmail, (em, job) => this.dropEmails(em, job));
  }

  /** A public listing's rent went down: its matching searches hear of it later, in the background, once per drop. */
  listingPriceDropped: ListingPriceDropped = (em, propertyId, change) =>
    this.deps.jobs.send(
      ALERT_QUEUES.drop,
      { propertyId, priceChangeId: change.id, recordedAt: change.recordedAt.toISOString(), previousRent: change.previousRent, monthlyRent: change.monthlyRent } satisfies PriceDropJob,
      { em, singletonKey: `drop:${change.id}` },
    );

  /**
   * The searches the listing matches at its new rent (priceDropped or not) are told in-app in their owner's language
   * and, for instant alerts to verified addresses, by email; daily searches hear of drops in-app only.
   */
  async matchPriceDrop(drop: PriceDropJob): Promise<void> {
    const em = this.deps.orm.em.fork();
    const notifications = await em.transactional(async (tx) => {
      await lockListingAlerts(tx, drop.propertyId);
      const searchIds = await recordDropMatches(tx, drop.propertyId, drop.priceChangeId, drop.monthlyRent, drop.recordedAt);
      if (searchIds.length === 0) return [];
      const listing = (await findPropertyRecord(tx, drop.propertyId))!;
      const searches = await tx.find(SavedSearch, { id: { $in: searchIds } });
      const owners = new Map((await findUsers(tx, searches.map((s) => s.ownerId))).map((u) => [u.id, u]));
      const created = [];
      for (const search of searches) {
        const owner = owners.get(search.ownerId)!;
        created.push(
          this.deps.notices.record(tx, {
            type: 'saved-search-match',
            title: icu('Price dropped: {listing}, was {was, number, cad}, now {now, number, cad}', dropLine(listing, drop)),
            message: icu('{listing} in {city}, now {rent, number, cad} a month, matches your saved search “{search}”.', { ...listingLine(listing), search: search.name }),
            recipientId: owner.id,
            senderId: null,
            propertyId: listing.id,
            metadata: { propertyTitle: listing.title, savedSearchId: search.id },
          }),
        );
        if (search.alert === 'instant' && owner.emailVerifiedAt) {
          await this.deps.notices.queueEmail(tx, ALERT_QUEUES.dropEmail, { ...drop, savedSearchId: search.id }, { singletonKey: `drop:${search.id}:${drop.priceChangeId}` });
        }
      }
      return created;
    });
    await this.deps.notices.publish(em, notifications);
    this.deps.logger.info({ propertyId: drop.propertyId, matches: notifications.length }, 'saved searches told of a price drop');
  }

  /** A listing reached the public marketplace: matching runs later, in the background (the job commits with the change). */
  listingPublished = (em: EntityManager, propertyId: number): Promise<void> =>
    this.deps.jobs.send(ALERT_QUEUES.match, { propertyId }, { em, singletonKey: `listing:${propertyId}` });

  async matchListing(propertyId: number): Promise<void> {
    const em = this.deps.orm.em.fork();
    const notifications = await em.transactional(async (tx) => {
      await lockListingAlerts(tx, propertyId);
      const searchIds = await recordMatches(tx, propertyId);
      if (searchIds.length === 0) return [];
      const listing = (await findPropertyRecord(tx, propertyId))!;
      const searches = await tx.find(SavedSearch, { id: { $in: searchIds } });
      const owners = new Map((await findUsers(tx, searches.map((s) => s.ownerId))).map((u) => [u.id, u]));
      const created = [];
      for (const search of searches) {
        const owner = owners.get(search.ownerId)!;
        created.push(this.notification(tx, search, owner, listing));
        if (search.alert === 'instant' && owner.emailVerifiedAt) {
          await this.deps.notices.queueEmail(tx, ALERT_QUEUES.instant, { savedSearchId: search.id, propertyId }, { singletonKey: `${search.id}:${propertyId}` });
        }
      }
      return created;
    });
    await this.deps.notices.publish(em, notifications);
    this.deps.logger.info({ propertyId, matches: notifications.length }, 'saved searches matched');
  }

  /** One job per daily search with unsent matches; each sends one email grouping them. */
  async queueDigests(): Promise<void> {
    await this.deps.orm.em.fork().transactional(async (em) => {
      for (const savedSearchId of await searchesDueForDigest(em)) {
        await this.deps.notices.queueEmail(em, ALERT_QUEUES.digest, { savedSearchId }, { singletonKey: `digest:${savedSearchId}` });
      }
    });
  }

  /**
   * The alert email of one match (`propertyId`) or the digest of a search's unsent matches. The matches are
   * marked sent in the transaction that sends (the notices'): an email that fails rolls them back for the retry.
   */
  private async alertEmails(em: EntityManager, { savedSearchId, propertyId }: AlertEmailJob): Promise<MailMessage[]> {
    const search = await em.findOne(SavedSearch, { id: savedSearchId });
    const wanted = propertyId === undefined ? 'daily' : 'instant';
    if (!search || search.alert !== wanted) return [];
    const owner = await getUser(em, search.ownerId);
    if (!owner.emailVerifiedAt) return [];
    const listings: PropertyRecord[] = [];
    for (const id of await claimUnsentMatches(em, savedSearchId, propertyId)) {
      const listing = await findPropertyRecord(em, id);
      if (listing && isPublicListing(listing)) listings.push(listing);
    }
    if (listings.length === 0) return [];
    if (propertyId === undefined) search.lastDigestAt = new Date();
    return [this.email(localeFor(owner.preferredLanguage), owner, search, listings)];
  }

  /** The email of one drop to one instant search's verified owner, while the listing is public at that rent. */
  private async dropEmails(em: EntityManager, job: PriceDropJob & { savedSearchId: number }): Promise<MailMessage[]> {
    const search = await em.findOne(SavedSearch, { id: job.savedSearchId });
    if (!search || search.alert !== 'instant') return [];
    const owner = await getUser(em, search.ownerId);
    const listing = await findPropertyRecord(em, job.propertyId);
    if (!owner.emailVerifiedAt || !listing || !isPublicListing(listing) || listing.monthlyRent !== job.monthlyRent) return [];
    const unsubscribe = `${this.deps.publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(search.unsubscribeToken)}`;
    const message = mailIn(localeFor(owner.preferredLanguage), owner.email, icu('Price dropped: {listing}, was {was, number, cad}, now {now, number, cad}', dropLine(listing, job)), [
      greeting(owner.name),
      icu('{listing} in {city}, {rent, number, cad} a month: {url}', { ...listingLine(listing), url: `${this.deps.publicUrl}/property/${listing.id}` }),
      'You get this email because you saved this search on Hearth.',
      icu('Stop these alerts: {url}', { url: unsubscribe }),
    ]);
    return [{ ...message, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }];
  }

  private notification(em: EntityManager, search: SavedSearch, owner: User, listing: PropertyRecord): Notification {
    return this.deps.notices.record(em, {
      type: 'saved-search-match',
      title: icu('New listing for “{search}”', { search: search.name }),
      message: icu('{listing} in {city}, {rent, number, cad} a month, matches your saved search.', listingLine(listing)),
      recipientId: owner.id,
      senderId: null,
      propertyId: listing.id,
      metadata: { propertyTitle: listing.title, savedSearchId: search.id },
    });
  }

  private email(locale: Locale, owner: User, search: SavedSearch, listings: PropertyRecord[]) {
    const unsubscribe = `${this.deps.publicUrl}/api/saved-searches/unsubscribe?token=${encodeURIComponent(search.unsubscribeToken)}`;
    const lines: MessageSource[] = listings.map((listing) =>
      icu('{listing} in {city}, {rent, number, cad} a month: {url}', { ...listingLine(listing), url: `${this.deps.publicUrl}/property/${listing.id}` }),
    );
    const subject =
      listings.length === 1
        ? icu('New listing for your saved search “{search}”', { search: search.name })
        : icu('{count} new listings for your saved search “{search}”', { count: listings.length, search: search.name });
    const message = mailIn(locale, owner.email, subject, [
      greeting(owner.name),
      ...lines,
      'You get this email because you saved this search on Hearth.',
      icu('Stop these alerts: {url}', { url: unsubscribe }),
    ]);
    return { ...message, headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
  }
}
