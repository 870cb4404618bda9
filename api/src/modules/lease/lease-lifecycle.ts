import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { BOOKING_TIME_ZONE } from '../../contracts/index.js';
import { calendarDayIn } from '../../common/time-zone.js';
import type { JobQueue } from '../../jobs/job-queue.js';

export const LEASE_ENDED_QUEUE = 'lease-ended';
/** Daily at 05:05 UTC: just after midnight in Toronto (BOOKING_TIME_ZONE), so a lease ends the day after its last day. */
export const LEASE_ENDED_CRON = '5 5 * * *';

/**
 * Active leases become `ended` once their end date has passed, by a daily job rather than computed on read: the
 * status then lives in one column that SQL filters, lists and the history all see alike, and the job appends the
 * `ended` event once. The few hours after midnight before the job runs change nothing a person sees: the booking
 * rules (docs/product.md#property-card) already compare an active lease's dates with today. Idempotent: a second run finds nothing to end.
 */
export class LeaseLifecycle {
  constructor(private readonly deps: { orm: MikroORM; jobs: JobQueue; logger: Pick<Logger, 'info'> }) {}

  register(): void {
    this.deps.jobs.register(LEASE_ENDED_QUEUE, async () => {
      await this.endPastLeases();
    });
    this.deps.jobs.schedule(LEASE_ENDED_QUEUE, LEASE_ENDED_CRON);
  }

  /** Ends every active lease whose end date is before today (in BOOKING_TIME_ZONE); answers how many. */
  async endPastLeases(now: Date = new Date()): Promise<number> {
    const today = calendarDayIn(BOOKING_TIME_ZONE, now);
    const ended = await this.deps.orm.em.fork().execute(
      `update leases set status = 'ended', history = history || jsonb_build_array(jsonb_build_object('event', 'ended', 'at', ?::text))
       where status = 'active' and end_date < ?::date returning id`,
      [now.toISOString(), today],
    );
    this.deps.logger.info({ ended: ended.length }, 'past leases ended');
    return ended.length;
  }
}
