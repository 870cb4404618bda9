import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';

/** pg-boss keeps its tables in this schema; our migration installs it (Migration20261127300000_job_queue). */
export const JOB_SCHEMA = 'pgboss';

/** How a queue retries a job whose handler threw. */
export interface RetryPolicy {
  /** Attempts after the first one. */
  retryLimit: number;
  /** Seconds before the first retry; doubled at each further one. */
  retryDelaySeconds: number;
}

const DEFAULT_RETRY: RetryPolicy = { retryLimit: 5, retryDelaySeconds: 30 };

export interface SendOptions {
  /**
   * The caller's transaction: the job exists only if it commits (no job for a rolled-back change, no lost job
   * for a committed one).
   */
  em?: EntityManager;
  /**
   * A key for the job. On a queue registered with `policy: 'short'`, a second send while one with this key waits
   * is dropped; on other queues it only labels the job (pg-boss 10 dedupes by key only on short, singleton and
   * stately queues), so handlers stay idempotent.
   */
  singletonKey?: string;
  /** Not before this time: a delayed job (a reminder) waits in the table, so it survives restarts. */
  startAfter?: Date;
}

/** How a queue's worker fetches and dedupes. */
export interface WorkerOptions {
  /** Jobs fetched per poll (default 1); a queue that can have many due at once fetches more. */
  batchSize?: number;
  /** pg-boss queue policy: 'short' keeps one waiting job per singleton key. */
  policy?: 'standard' | 'short';
}

/** What a module needs to enqueue work: nothing about workers or schedules. */
export interface JobSender {
  send(queue: string, data: object, options?: SendOptions): Promise<void>;
}

type Handler = (data: never) => Promise<void>;

/**
 * Holds the queue's name while one of its jobs runs, so whatever that job does (its SQL included) can be told
 * apart from the request beside it: the statement counter of the query-count tests leaves job work out.
 */
export const runningJob = new AsyncLocalStorage<string>();

/**
 * The one PostgreSQL-backed job queue (pg-boss 10, the last major that runs on Node 20): jobs survive restarts,
 * every API instance works the same queues (SKIP LOCKED), a handler that throws is retried with backoff.
 * Modules register handlers and cron schedules before `start()`; the server starts and stops it.
 */
export class JobQueue implements JobSender {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, { handler: Handler; retry: RetryPolicy; worker: WorkerOptions }>();
  private readonly schedules: Array<{ queue: string; cron: string }> = [];
  private started = false;

  constructor(
    connectionString: string,
    private readonly logger: Pick<Logger, 'error' | 'warn'>,
    options: { pollingIntervalSeconds?: number } = {},
  ) {
    this.boss = new PgBoss({ connectionString, schema: JOB_SCHEMA, max: 3, ...options });
    this.boss.on('error', (error) => this.logger.error({ err: error }, 'job queue error'));
  }

  /** Runs `handler` for each job of `queue`; a throw fails the attempt and pg-boss retries it later. */
  register<T extends object>(queue: string, handler: (data: T) => Promise<void>, retry: RetryPolicy = DEFAULT_RETRY, worker: WorkerOptions = {}): void {
    if (this.started) throw new Error(`register ${queue} before the job queue starts`);
    this.handlers.set(queue, { handler: handler as Handler, retry, worker });
  }

  /** Sends an empty job to a registered `queue` on a cron schedule (UTC); one instance sends it, whichever. */
  schedule(queue: string, cron: string): void {
    if (this.started) throw new Error(`schedule ${queue} before the job queue starts`);
    this.schedules.push({ queue, cron });
  }

  async send(queue: string, data: object, { em, singletonKey, startAfter }: SendOptions = {}): Promise<void> {
    const id = await this.boss.send(queue, data, { singletonKey, startAfter, db: em ? transactionDb(em) : undefined });
    // pg-boss answers null both for a dropped duplicate and for a queue that does not exist: only the first is fine.
    if (id === null && singletonKey === undefined) throw new Error(`job queue ${queue} does not exist`);
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const [queue, { handler, retry, worker }] of this.handlers) {
      const policy = { name: queue, policy: worker.policy, retryLimit: retry.retryLimit, retryDelay: retry.retryDelaySeconds, retryBackoff: true };
      await this.boss.createQueue(queue, policy);
      await this.boss.updateQueue(queue, policy);
      await this.boss.work<object>(queue, { batchSize: worker.batchSize ?? 1 }, async (jobs) => {
        for (const job of jobs) await this.run(queue, job, handler as (data: object) => Promise<void>);
      });
    }
    for (const { queue, cron } of this.schedules) await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
    this.started = true;
  }

  /**
   * One job of a batch: a throw fails that job alone (retried later), so the batch's other jobs, done or still to
   * do, are neither undone nor run twice. pg-boss completes the batch's jobs that are still active.
   */
  private async run(queue: string, job: PgBoss.Job<object>, handler: (data: object) => Promise<void>): Promise<void> {
    try {
      await runningJob.run(queue, () => handler(job.data));
    } catch (error) {
      this.logger.warn({ err: error, queue, jobId: job.id }, 'job failed; it will be retried');
      await this.boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
    }
  }

  /** Stops fetching, waits for running jobs (up to 10 s: an unfinished one is retried later) and closes the pool. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

/**
 * pg-boss's `db` option over the caller's MikroORM transaction. knex (under MikroORM) binds `?`; pg-boss writes
 * `$n`, some of them twice, so each occurrence becomes a `?` with its value (its SQL holds no literal `?`).
 */
function transactionDb(em: EntityManager): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const bindings: unknown[] = [];
      const sql = text.replace(/\$(\d+)/g, (_, n: string) => {
        bindings.push(values[Number(n) - 1]);
        return '?';
      });
      return { rows: await em.execute(sql, bindings) };
    },
  };
}
