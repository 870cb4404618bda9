import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ServiceContext } from '../../common/actor.js';
import { parseInput } from '../../common/domain-error.js';
import { rentReportQuerySchema, type RentReport } from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { readRentReport, refreshRentReport } from '../property/index.js';

/** The refresh job: debounced after listing changes (one waiting job at a time) and nightly. */
export const RENT_REPORT_REFRESH_QUEUE = 'rent-report-refresh';
/** Nightly at 04:30 UTC (the night across Canada): a refresh even when nothing changed, so the changes move with the days. */
export const RENT_REPORT_REFRESH_CRON = '30 4 * * *';
/** The one key of a waiting refresh: a second change while one waits adds nothing (policy short). */
const DEBOUNCE_KEY = 'rent-report';

/**
 * The public rent report (docs/rent-report.md): reads the precomputed rows, and keeps them fresh. A change to the
 * public listings enqueues a refresh `debounceSeconds` later in its own transaction; while that job waits, further
 * changes add nothing (pg-boss keeps one waiting job per key on a short queue), so a burst of changes costs one
 * refresh, at most `debounceSeconds` plus a poll after the first of them.
 */
export class RentReportService {
  /** Refreshes run by this instance (the debounce test counts them). */
  refreshes = 0;

  constructor(private readonly deps: { orm: MikroORM; jobs: JobQueue; logger: Pick<Logger, 'info'>; now: () => Date; debounceSeconds: number }) {}

  register(): void {
    this.deps.jobs.register(RENT_REPORT_REFRESH_QUEUE, () => this.refresh(), undefined, { policy: 'short' });
    this.deps.jobs.schedule(RENT_REPORT_REFRESH_QUEUE, RENT_REPORT_REFRESH_CRON);
  }

  /** Anyone, signed in or not: the report is public. An unknown province is a 400; an unknown city has no rows. */
  report(ctx: ServiceContext, input: unknown): Promise<RentReport> {
    return readRentReport(ctx.em, parseInput(rentReportQuerySchema, input));
  }

  /** In the transaction of a change to public listings (the property module's hook): the refresh, debounced. */
  listingsChanged = async (em: EntityManager): Promise<void> => {
    const startAfter = new Date(Date.now() + this.deps.debounceSeconds * 1000);
    await this.deps.jobs.send(RENT_REPORT_REFRESH_QUEUE, {}, { em, singletonKey: DEBOUNCE_KEY, startAfter });
  };

  /** Recomputes every row as of now (injected), in one transaction swap. */
  async refresh(): Promise<void> {
    const started = performance.now();
    await refreshRentReport(this.deps.orm.em.fork(), this.deps.now());
    this.refreshes += 1;
    this.deps.logger.info({ ms: Math.round(performance.now() - started) }, 'rent report refreshed');
  }
}
