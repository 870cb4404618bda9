import pg from 'pg';
import { runningJob } from '../../jobs/job-queue.js';

/**
 * Counts SQL statements sent by every pg client in this process (MikroORM's pool, session lookups, ...) by wrapping
 * pg.Client#query, so a test can show that a list costs a constant number of round trips.
 */
export function countQueries<T>(run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const original = pg.Client.prototype.query;
  const queries: string[] = [];
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    const text = typeof first === 'string' ? first : (first?.text ?? '?');
    // The job queue's workers poll and run jobs beside the request under test; their statements are not the request's.
    if (!text.includes('pgboss.') && runningJob.getStore() === undefined) queries.push(text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return run()
    .then((result) => ({ result, queries }))
    .finally(() => {
      pg.Client.prototype.query = original;
    });
}
