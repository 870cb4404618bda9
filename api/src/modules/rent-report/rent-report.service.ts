import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { ServiceContext } from '../../common/actor.js';
import { parseInput } from '../../common/domain-error.js';
import { LRUCache } from 'lru-cache';
import type { SqlRunner } from '../../common/sql.js';
import { rentReportQuerySchema, type RentReport, type RentReportRow } from '../../contracts/index.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { RENT_REPORT_GENERATED_AT, refreshRentReport, rentReportRowsQuery } from '../property/index.js';

/** What a refresh leaves in rent_report_state: when, and its number. */
interface ReportState {
  generatedAt: string | null;
  version: string;
}

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

  /**
   * Answers kept per refresh: keyed on the refresh's number (read first, one row) and the query, so an answer
   * never outlives a refresh on any instance; the rows themselves are read only once per refresh and query.
   */
  private readonly kept = new LRUCache<string, RentReportRow[]>({ max: 1_000 });

  /** `read`: the report's statements on a plain pg pool (poolRunner), like the browse; the refresh goes through the ORM. */
  constructor(private readonly deps: { orm: MikroORM; read: SqlRunner; jobs: JobQueue; logger: Pick<Logger, 'info'>; now: () => Date; debounceSeconds: number }) {}

  register(): void {
    this.deps.jobs.register(RENT_REPORT_REFRESH_QUEUE, () => this.refresh(), undefined, { policy: 'short' });
    this.deps.jobs.schedule(RENT_REPORT_REFRESH_QUEUE, RENT_REPORT_REFRESH_CRON);
  }

  /** Anyone, signed in or not: the report is public. An unknown province is a 400; an unknown city has no rows. */
  async report(_ctx: ServiceContext, input: unknown): Promise<RentReport> {
    const query = parseInput(rentReportQuerySchema, input);
    const state = await this.readState();
    const generatedAt = state?.generatedAt ?? null;
    const key = `${state?.version}\u0000${query.province ?? ''}\u0000${query.city?.toLowerCase() ?? ''}`;
    let rows = this.kept.get(key);
    if (!rows) {
      rows = await this.deps.read<RentReportRow>(rentReportRowsQuery(query));
      this.kept.set(key, rows);
    }
    return { generatedAt, rows };
  }

  /** The state read running now, and the one queued behind it (readState). */
  private stateRead: Promise<ReportState | undefined> | null = null;
  private nextStateRead: Promise<ReportState | undefined> | null = null;

  /**
   * The report's state, read after this call began, so an answer never predates a refresh committed before its
   * request. Requests that arrive while a read runs share the next one, which starts when it ends: under load the
   * database sees one state read running and at most one queued, not one per request.
   */
  private readState(): Promise<ReportState | undefined> {
    if (!this.stateRead) {
      this.stateRead = this.deps
        .read<ReportState>(RENT_REPORT_GENERATED_AT)
        .then(([state]) => state)
        .finally(() => {
          this.stateRead = null;
        });
      return this.stateRead;
    }
    this.nextStateRead ??= this.stateRead
      .catch(() => undefined)
      .then(() => {
        this.nextStateRead = null;
        return this.readState();
      });
    return this.nextStateRead;
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
