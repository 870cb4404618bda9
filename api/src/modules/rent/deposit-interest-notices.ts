import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { icu, type Message } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { calendarDayIn } from '../../common/time-zone.js';
import { DEPOSIT_INTEREST_RULES, PROVINCES, provinceTimeZone, type Province } from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import { activeLeasesStartedOn, findLease, type Lease } from '../lease/index.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing } from '../property/index.js';
import { guidelinesOf } from '../rent-increase/index.js';
import { findUser, findVerifiedTenantByEmail } from '../user/index.js';
import { depositInterest, type InterestYear } from './rent-ledger.js';
import { DepositInterestNotice } from './rent-payment.entity.js';

export const DEPOSIT_INTEREST_QUEUE = 'rent-deposit-interest';
export const DEPOSIT_INTEREST_EMAIL_QUEUE = 'rent-deposit-interest-email';
/** Daily at 05:15 UTC: just after midnight in Toronto, so an anniversary is told on its day. */
export const DEPOSIT_INTEREST_CRON = '15 5 * * *';

interface EmailJob {
  leaseId: number;
  anniversary: string;
}

const TITLE = 'Deposit Interest Due';
const message = (listing: string, year: InterestYear): Message =>
  icu(
    "On {anniversary}, the last month's rent deposit for {listing} earned {interest, number, cadCents} of interest ({percent}%, the rent increase guideline of {year}). The landlord pays it to the tenant or adds it to the deposit.",
    { listing, anniversary: year.anniversary, interest: (year.interestCents ?? 0) / 100, percent: year.percent ?? 0, year: year.year },
  );

/** The provinces whose last month's rent deposit earns interest at the guideline (deposit-interest-rules.ts). */
const GUIDELINE_PROVINCES: readonly Province[] = PROVINCES.filter((province) => DEPOSIT_INTEREST_RULES[province].rate === 'guideline');

/**
 * Ontario's last month's rent deposit earns interest every year at the guideline (RTA s. 106(6)): on each anniversary
 * of a tenancy, a daily job tells both parties what it earned (in-app and by email, each in their language). Once per
 * lease and anniversary (rent_deposit_interest_notices), so running it again tells nobody twice.
 */
export class DepositInterestNotices {
  constructor(private readonly deps: { orm: MikroORM; jobs: JobQueue; notices: Notices; publicUrl: string; logger: Pick<Logger, 'info'>; now?: () => Date }) {}

  register(): void {
    this.deps.jobs.register(DEPOSIT_INTEREST_QUEUE, async () => {
      await this.tellAnniversaries();
    });
    this.deps.jobs.schedule(DEPOSIT_INTEREST_QUEUE, DEPOSIT_INTEREST_CRON);
    this.deps.notices.defineEmail<EmailJob>(DEPOSIT_INTEREST_EMAIL_QUEUE, (em, job) => this.emails(em, job), { batchSize: 20 });
  }

  /** Tells both parties of every lease whose anniversary is today what its deposit earned; answers how many leases. */
  async tellAnniversaries(now: Date = this.deps.now?.() ?? new Date()): Promise<number> {
    let told = 0;
    for (const province of GUIDELINE_PROVINCES) {
      const today = calendarDayIn(provinceTimeZone[province], now);
      // A tenancy that began on February 29 has its anniversary on February 28 in other years.
      const monthDays = today.endsWith('-02-28') ? ['02-28', '02-29'] : [today.slice(5)];
      const em = this.deps.orm.em.fork();
      const leases = (await activeLeasesStartedOn(em, monthDays, today)).filter((lease) => lease.province === province);
      if (leases.length === 0) continue;
      const guidelines = await guidelinesOf(em, province);
      for (const lease of leases) {
        const year = this.interestOn(lease, today, guidelines);
        if (year && (await this.tell(em, lease, year))) told += 1;
      }
    }
    this.deps.logger.info({ told }, 'deposit interest told');
    return told;
  }

  private interestOn(lease: Lease, today: string, guidelines: ReadonlyMap<number, number>): InterestYear | null {
    const deposit = lease.deposits.find((one) => one.kind === 'last-month-rent');
    if (!deposit || !lease.startDate) return null;
    const year = depositInterest({ startDate: lease.startDate, endDate: lease.endDate, today }, deposit.amount * 100, guidelines).at(-1);
    // No guideline published for the year: nothing to say yet (the ledger shows it as unknown).
    return year && year.anniversary === today && year.interestCents !== null ? year : null;
  }

  private async tell(em: EntityManager, lease: Lease, year: InterestYear): Promise<boolean> {
    const notifications = await em.transactional(async (tx) => {
      const claimed = await tx
        .createQueryBuilder(DepositInterestNotice)
        .insert({ leaseId: lease.id, anniversary: year.anniversary, interestCents: year.interestCents! })
        .onConflict(['leaseId', 'anniversary'])
        .ignore()
        .execute('run');
      if (claimed.affectedRows === 0) return null;
      const listing = await findListing(tx, lease.propertyId);
      const tenant = lease.tenantId !== null ? await findUser(tx, lease.tenantId) : await findVerifiedTenantByEmail(tx, lease.tenantEmail);
      const text = message(listing?.title ?? `Property #${lease.propertyId}`, year);
      const recorded: Notification[] = [];
      for (const recipientId of [lease.landlordId, tenant?.id].filter((id): id is number => id != null)) {
        recorded.push(this.deps.notices.record(tx, { type: 'lease', title: TITLE, message: text, recipientId, senderId: null, propertyId: lease.propertyId, metadata: { tenantName: lease.tenantName, propertyTitle: listing?.title ?? null } }));
      }
      await this.deps.notices.queueEmail(tx, DEPOSIT_INTEREST_EMAIL_QUEUE, { leaseId: lease.id, anniversary: year.anniversary } satisfies EmailJob);
      await tx.flush();
      return recorded;
    });
    if (!notifications) return false;
    await this.deps.notices.publish(em, notifications);
    return true;
  }

  /** Both parties' emails, each in the reader's language (the tenant's address without an account: English). */
  private async emails(em: EntityManager, { leaseId, anniversary }: EmailJob): Promise<MailMessage[]> {
    const lease = await findLease(em, leaseId);
    const sent = lease && (await em.findOne(DepositInterestNotice, { leaseId, anniversary }));
    if (!lease || !sent || !lease.startDate || !lease.province) return [];
    const year = depositInterest({ startDate: lease.startDate, endDate: lease.endDate, today: anniversary }, 0, await guidelinesOf(em, lease.province)).at(-1);
    if (!year) return [];
    const shown = { ...year, interestCents: sent.interestCents };
    const [landlord, listing, tenant] = await Promise.all([
      findUser(em, lease.landlordId),
      findListing(em, lease.propertyId),
      lease.tenantId !== null ? findUser(em, lease.tenantId) : findVerifiedTenantByEmail(em, lease.tenantEmail),
    ]);
    const text = message(listing?.title ?? `Property #${lease.propertyId}`, shown);
    const footer = icu('See the rent ledger on Hearth: {dashboard}', { dashboard: `${this.deps.publicUrl}/dashboard` });
    const mails: MailMessage[] = [];
    if (landlord) mails.push(mailIn(localeFor(landlord.preferredLanguage), landlord.email, TITLE, [greeting(landlord.name ?? ''), text, footer]));
    mails.push(mailIn(tenant ? localeFor(tenant.preferredLanguage) : 'en-CA', lease.tenantEmail, TITLE, [greeting(lease.tenantName), text, footer]));
    return mails;
  }
}
