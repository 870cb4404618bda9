import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { JobQueue } from '../../jobs/job-queue.js';
import { RentalApplication } from './rental-application.entity.js';

export const RETENTION_QUEUE = 'application-retention';
/** Daily at 07:15 UTC (the small hours across Canada). */
export const RETENTION_CRON = '15 7 * * *';

/**
 * Deletes applications (their profile snapshot, the document references in it, and their access log, by cascade)
 * `retentionDays` after they closed (declined, accepted, withdrawn). Open applications are kept. Idempotent: a
 * retried or doubled run deletes nothing twice.
 */
export class ApplicationRetention {
  constructor(private readonly deps: { orm: MikroORM; jobs: JobQueue; retentionDays: number; logger: Pick<Logger, 'info'> }) {}

  register(): void {
    this.deps.jobs.register(RETENTION_QUEUE, async () => {
      await this.run();
    });
    this.deps.jobs.schedule(RETENTION_QUEUE, RETENTION_CRON);
  }

  /** One run; answers how many applications it deleted. */
  async run(now: Date = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.deps.retentionDays * 24 * 60 * 60 * 1000);
    const deleted = await this.deps.orm.em.fork().nativeDelete(RentalApplication, { closedAt: { $lt: cutoff } });
    this.deps.logger.info({ deleted, retentionDays: this.deps.retentionDays }, 'closed rental applications deleted');
    return deleted;
  }
}
