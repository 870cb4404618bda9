import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { ApplicationNotices } from './application-notices.js';

export const RETENTION_QUEUE = 'application-retention';
/** Daily at 07:15 UTC (the small hours across Canada). */
export const RETENTION_CRON = '15 7 * * *';

/**
 * Deletes applications (their profile snapshot, the document references in it, and their access log, by cascade)
 * `retentionDays` after they closed (declined, accepted, withdrawn), and in the same transaction makes the
 * notifications about them forget the applicant. Open applications are kept. Idempotent: a retried or doubled run
 * deletes nothing twice.
 */
export class ApplicationRetention {
  constructor(
    private readonly deps: { orm: MikroORM; jobs: JobQueue; notices: Pick<ApplicationNotices, 'forget'>; retentionDays: number; logger: Pick<Logger, 'info'> },
  ) {}

  register(): void {
    this.deps.jobs.register(RETENTION_QUEUE, async () => {
      await this.run();
    });
    this.deps.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
  }

  /** One run; answers how many applications it deleted. */
  async run(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.deps.retentionDays * 24 * 60 * 60 * 1000);
    const deleted = await this.deps.orm.em.fork().transactional(async (em) => {
      const rows = await em.execute<Array<{ id: number }>>('delete from rental_applications where closed_at < ? returning id', [cutoff]);
      await this.deps.notices.forget(em, rows.map((row) => row.id));
      return rows.length;
    });
    this.deps.logger.info({ deleted, retentionDays: this.deps.retentionDays }, 'closed rental applications deleted');
    return deleted;
  }
}
