import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { calendarDayValue, icu, type Message, type MessageSource } from '../../common/i18n.js';
import { localeFor } from '../../common/locale.js';
import { calendarDayIn } from '../../common/time-zone.js';
import {
  BOOKING_TIME_ZONE,
  RENEWAL_REMINDER_HORIZON_DAYS,
  dueRenewalReminders,
  renewalReminders,
  type Locale,
  type Province,
  type RenewalReminder,
  type RenewalReminderKey,
} from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { greeting, mailIn, type MailMessage } from '../../mail/mailer.js';
import type { Notification, Notices } from '../notification/index.js';
import { findListing, listingProvinceSql } from '../property/index.js';
import { findUser, findVerifiedTenantByEmail, type User } from '../user/index.js';
import { Lease } from './lease.entity.js';

export const RENEWAL_REMINDERS_QUEUE = 'lease-renewal-reminders';
export const RENEWAL_REMINDER_EMAIL_QUEUE = 'lease-renewal-reminder-email';
/** Daily at 12:30 UTC: the morning in every Canadian time zone. */
export const RENEWAL_REMINDERS_CRON = '30 12 * * *';

type Side = 'tenant' | 'landlord';
interface EmailJob {
  leaseId: number;
  reminder: RenewalReminderKey;
  side: Side;
}
type DayValue = ReturnType<typeof calendarDayValue> | string;
type Names = { tenant: string; listing: string; end: DayValue; from: DayValue; until: DayValue };
interface Text {
  title: MessageSource;
  message: (names: Names) => Message;
}

/** Québec's lease renews by itself, so its reminders name the notice window; elsewhere, the end and what to do. */
const TEXTS: Record<'ending' | 'quebec', Record<Side, Text>> = {
  ending: {
    landlord: {
      title: 'Lease Ending Soon',
      message: (n) => icu("{tenant}'s lease of {listing} ends on {end}. Offer a renewal from the lease's details, or agree with your tenant on what comes next.", n),
    },
    tenant: {
      title: 'Lease Ending Soon',
      message: (n) => icu('Your lease of {listing} ends on {end}. Your landlord may offer you a renewal; if you plan to leave, give the notice your province requires.', n),
    },
  },
  quebec: {
    landlord: {
      title: 'Lease Renewal Window',
      message: (n) =>
        icu("{tenant}'s lease of {listing} ends on {end} and renews by itself on the same terms. To change a term such as the rent, your notice must reach the tenant from {from} to {until} (Civil Code of Québec, art. 1942).", n),
    },
    tenant: {
      title: 'Lease Renewal Window',
      message: (n) =>
        icu('Your lease of {listing} ends on {end} and renews by itself on the same terms. If you plan to leave, tell your landlord in writing from {from} to {until} (Civil Code of Québec, art. 1946).', n),
    },
  },
};

/**
 * Before a fixed term ends, both parties are reminded, in-app and by email in their language
 * (contracts/renewal-reminders.ts says when). A daily job finds the active leases ending within the horizon that
 * have no pending or active renewal yet; each due reminder is claimed (lease_renewal_reminders, one row per lease,
 * reminder and end day) in the transaction that records the notices and queues the emails, so a doubled or retried
 * run reminds nobody twice. A lease brought in late gets one reminder, the latest due, not every one it missed.
 */
export class LeaseRenewalReminders {
  constructor(
    private readonly deps: { orm: MikroORM; jobs: JobQueue; notices: Notices; publicUrl: string; logger: Pick<Logger, 'info'>; now: () => Date },
  ) {}

  register(): void {
    this.deps.jobs.register(RENEWAL_REMINDERS_QUEUE, async () => {
      await this.run();
    });
    this.deps.jobs.schedule(RENEWAL_REMINDERS_QUEUE, RENEWAL_REMINDERS_CRON);
    this.deps.notices.defineEmail<EmailJob>(RENEWAL_REMINDER_EMAIL_QUEUE, (em, job) => this.email(em, job), { batchSize: 20 });
  }

  /** Reminds every lease with a reminder due today (in BOOKING_TIME_ZONE); answers how many leases were reminded. */
  async run(now: Date = this.deps.now()): Promise<number> {
    const today = calendarDayIn(BOOKING_TIME_ZONE, now);
    const em = this.deps.orm.em.fork();
    const candidates = await em.execute<Array<{ id: number; start: string | null; end: string; province: Province }>>(
      `select l.id, l.start_date::text as start, l.end_date::text as "end", ${listingProvinceSql('l.property_id')} as province
       from leases l
       where l.status = 'active' and l.end_date between ?::date and ?::date + ?::int
         and not exists (select 1 from leases r where r.renewal_of = l.id and r.status in ('pending', 'active'))
       order by l.id`,
      [today, today, RENEWAL_REMINDER_HORIZON_DAYS],
    );
    let reminded = 0;
    for (const lease of candidates) {
      const due = dueRenewalReminders(lease.province, lease.start, lease.end, today);
      if (due.length > 0 && (await this.remind(lease.id, lease.end, due, now))) reminded += 1;
    }
    this.deps.logger.info({ reminded }, 'lease renewal reminders');
    return reminded;
  }

  /** Claims the due reminders of one lease and, when one was new, tells both sides of the latest; false when all were sent. */
  private async remind(leaseId: number, endDate: string, due: RenewalReminder[], now: Date): Promise<boolean> {
    const latest = due.at(-1)!;
    const notifications = await this.deps.orm.em.fork().transactional(async (tx) => {
      const claimed = await tx.execute<Array<{ reminder: string }>>(
        `insert into lease_renewal_reminders (lease_id, reminder, end_date, sent_at)
         values ${due.map(() => '(?, ?, ?::date, ?)').join(', ')}
         on conflict do nothing returning reminder`,
        due.flatMap((reminder) => [leaseId, reminder.key, endDate, now]),
      );
      if (claimed.length === 0) return null;
      const lease = await tx.findOne(Lease, { id: leaseId });
      if (!lease) return null;
      const people = await this.people(tx, lease);
      const created: Notification[] = [];
      for (const side of ['landlord', 'tenant'] as const) {
        await this.deps.notices.queueEmail(tx, RENEWAL_REMINDER_EMAIL_QUEUE, { leaseId, reminder: latest.key, side } satisfies EmailJob);
        const recipient = people[side];
        if (!recipient) continue;
        const text = this.text(latest, side);
        created.push(
          this.deps.notices.record(tx, {
            type: 'lease',
            title: text.title,
            message: text.message(this.names(lease, latest, people.listing, true)),
            recipientId: recipient.id,
            senderId: null,
            propertyId: lease.propertyId,
            metadata: { tenantName: lease.tenantName, propertyTitle: people.listing },
          }),
        );
      }
      await tx.flush();
      return created;
    });
    if (!notifications) return false;
    await this.deps.notices.publish(this.deps.orm.em.fork(), notifications);
    return true;
  }

  /** The reminder's email to one side, in their language; none once the lease is no longer active or was renewed. */
  private async email(em: EntityManager, { leaseId, reminder, side }: EmailJob): Promise<MailMessage[]> {
    const lease = await em.findOne(Lease, { id: leaseId });
    if (!lease || lease.status !== 'active' || !lease.endDate || !lease.province) return [];
    const found = renewalReminders(lease.province, lease.startDate, lease.endDate).find((candidate) => candidate.key === reminder);
    if (!found) return [];
    const people = await this.people(em, lease);
    const to = side === 'landlord' ? people.landlord?.email : lease.tenantEmail;
    if (!to) return [];
    // An account reads its chosen language (English when it chose none, as every notice); an address with no
    // account reads the province's: French in Québec, English elsewhere.
    const account = people[side];
    const locale: Locale = account ? localeFor(account.preferredLanguage) : lease.province === 'QC' ? 'fr-CA' : 'en-CA';
    const text = this.text(found, side);
    const name = side === 'landlord' ? (people.landlord?.name ?? '') : lease.tenantName;
    return [mailIn(locale, to, text.title, [greeting(name), text.message(this.names(lease, found, people.listing)), icu('See your leases on Hearth: {dashboard}', { dashboard: `${this.deps.publicUrl}/dashboard` })])];
  }

  private text(reminder: RenewalReminder, side: Side): Text {
    return TEXTS[reminder.window ? 'quebec' : 'ending'][side];
  }

  /** The message's values: days written in the reader's language by email; in-app, stored as ISO days (YYYY-MM-DD), the one form a stored notification keeps for every reader. */
  private names(lease: Lease, reminder: RenewalReminder, listing: string, stored = false): Names {
    const dayOf = (value: string | null): DayValue => (stored ? (value ?? '') : calendarDayValue(value));
    return { tenant: lease.tenantName, listing, end: dayOf(lease.endDate), from: dayOf(reminder.window?.from ?? null), until: dayOf(reminder.window?.until ?? null) };
  }

  /** Both parties' accounts (the tenant's once it accepted, or verified the lease's email) and the listing's title. */
  private async people(em: EntityManager, lease: Lease): Promise<{ landlord: User | null; tenant: User | null; listing: string }> {
    const [landlord, tenant, listing] = await Promise.all([
      findUser(em, lease.landlordId),
      lease.tenantId !== null ? findUser(em, lease.tenantId) : findVerifiedTenantByEmail(em, lease.tenantEmail),
      findListing(em, lease.propertyId),
    ]);
    return { landlord, tenant, listing: listing?.title ?? `Property #${lease.propertyId}` };
  }
}
