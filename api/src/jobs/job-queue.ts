import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
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
  /**
   * Seconds a job may run (pg-boss's default: 15 minutes). A handler still running then fails and the job is
   * retried; a job left running by a killed instance is handed out again after it (and pg-boss's next check).
   */
  expireInSeconds?: number;
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

/** pg-boss's default wait between polls of a queue that had nothing due. */
const DEFAULT_POLLING_SECONDS = 2;
/** How long `stop()` waits for the batches in hand before closing anyway. */
const STOP_TIMEOUT_MS = 10_000;

/**
 * The one PostgreSQL-backed job queue (pg-boss 10, the last major that runs on Node 20): jobs survive restarts,
 * every API instance works the same queues (SKIP LOCKED), a handler that throws is retried with backoff.
 * Modules register handlers and cron schedules before `start()`; the server starts and stops it.
 *
 * Each queue is polled by our own loop over `fetch`, not pg-boss's `work()`: pg-boss's stop does not wait for a
 * poll already on its way, whose jobs were then marked active, run after the queue had closed and never completed
 * (a restart left them for the 15-minute expiry). Here `stop()` waits for every loop, poll included.
 */
export class JobQueue implements JobSender {
  private readonly boss: PgBoss;
  private readonly pollingMs: number;
  private readonly handlers = new Map<string, { handler: Handler; retry: RetryPolicy; worker: WorkerOptions }>();
  private readonly schedules: Array<{ queue: string; cron: string }> = [];
  private started = false;
  private loops: Array<Promise<void>> = [];
  /** Aborted by `stop()`: ends the loops' waits between polls. */
  private stopping = new AbortController();
  /** Set when `stop()` gave up waiting: a loop then leaves its batch's remaining jobs to their expiry. */
  private abandoned = false;

  constructor(
    connectionString: string,
    private readonly logger: Pick<Logger, 'error' | 'warn'>,
    { pollingIntervalSeconds = DEFAULT_POLLING_SECONDS }: { pollingIntervalSeconds?: number } = {},
  ) {
    this.boss = new PgBoss({ connectionString, schema: JOB_SCHEMA, max: 3 });
    this.pollingMs = pollingIntervalSeconds * 1000;
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
    this.stopping = new AbortController();
    this.abandoned = false;
    for (const [queue, { retry, worker }] of this.handlers) {
      const policy = {
        name: queue,
        policy: worker.policy,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        // pg-boss refuses the key with no value.
        ...(worker.expireInSeconds ? { expireInSeconds: worker.expireInSeconds } : {}),
      };
      await this.boss.createQueue(queue, policy);
      await this.boss.updateQueue(queue, policy);
    }
    for (const { queue, cron } of this.schedules) await this.boss.schedule(queue, cron, {}, { tz: 'UTC' });
    this.loops = [...this.handlers].map(([queue, { handler, worker }]) => this.poll(queue, handler as (data: object) => Promise<void>, worker.batchSize ?? 1));
    this.started = true;
  }

  /** One queue's loop: take up to `batchSize` due jobs, run them one by one; wait a polling interval when fewer were due. */
  private async poll(queue: string, handler: (data: object) => Promise<void>, batchSize: number): Promise<void> {
    while (!this.stopping.signal.aborted) {
      const jobs = await this.boss.fetch<object>(queue, { batchSize }).catch((error: unknown) => {
        this.logger.error({ err: error, queue }, 'job queue poll failed');
        return [];
      });
      for (const job of jobs) {
        if (this.abandoned) return;
        await this.run(queue, job, handler);
      }
      if (jobs.length < batchSize) await sleep(this.pollingMs, undefined, { signal: this.stopping.signal }).catch(() => {});
    }
  }

  /**
   * One job of a batch, completed or failed on its own: a throw fails that job alone (retried later), so the
   * batch's other jobs, done or still to do, are neither undone nor run twice.
   */
  private async run(queue: string, job: PgBoss.Job<object>, handler: (data: object) => Promise<void>): Promise<void> {
    try {
      await runningJob.run(queue, () => withinSeconds(handler(job.data), job.expireInSeconds));
    } catch (error) {
      this.logger.warn({ err: error, queue, jobId: job.id }, 'job failed; it will be retried');
      await this.settle(() => this.boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) }), queue, job.id);
      return;
    }
    await this.settle(() => this.boss.complete(queue, job.id), queue, job.id);
  }

  /** A job's completion or failure that could not be written is left to pg-boss's expiry, which retries it. */
  private async settle(write: () => Promise<unknown>, queue: string, jobId: string): Promise<void> {
    await write().catch((error: unknown) => this.logger.error({ err: error, queue, jobId }, 'job outcome not recorded; it will be retried after its expiry'));
  }

  /** Stops polling, waits for the batches in hand (up to 10 s: an unfinished job is retried later) and closes the pool. */
  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.stopping.abort();
    const drained = Promise.all(this.loops).then(() => true);
    if (!(await Promise.race([drained, sleep(STOP_TIMEOUT_MS, false, { ref: false })]))) this.abandoned = true;
    await this.boss.stop({ graceful: false, wait: true });
  }
}

/**
 * A handler still running at its job's expiry fails (pg-boss would hand the job out again anyway), so one hung
 * handler does not stop its queue's loop.
 */
async function withinSeconds(work: Promise<void>, seconds: number): Promise<void> {
  const timer = new AbortController();
  const expired = sleep(Math.max(1, seconds) * 1000, undefined, { signal: timer.signal, ref: false }).then(() => {
    throw new Error(`handler still running at its job's expiry (${seconds} s)`);
  });
  try {
    await Promise.race([work, expired]);
  } finally {
    timer.abort();
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
